import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { setSharedConnection, type TConnection } from "@/db/client";
import { auditLog, emailTemplates, users } from "@/db/schema";
import { GET as getEmailRoute, PUT as putEmailRoute } from "@/app/api/v1/email/[id]/route";
import { PUT as duplicateRoute } from "@/app/api/v1/email/doublicateEmail/[id]/route";
import { POST as postEmailRoute } from "@/app/api/v1/email/route";
import { createSession } from "@/lib/auth/sessions";
import { ROLE } from "@/lib/auth/roles";
import { fillPlaceholders, placeholderValues, unknownPlaceholders } from "@/lib/content/email-placeholders";
import { DRIVERS, freshDatabase } from "../support/db";
import { call } from "../support/api";

const TEMPLATE = {
  name: "Renewal reminder",
  subject: "Your license ends on {expires}",
  body: "Hello {firstName},\n\nyour SCUTA license for {schoolName} ends on {expires}.",
  expires: "2027-07-31",
  clipboard: "Renewal reminder text",
};

// Email templates (POST /api/v1/email, GET/PUT /api/v1/email/{id},
// PUT /api/v1/email/doublicateEmail/{id}); placeholders are checked on save against what the outbox fills.
describe.each(DRIVERS)("email templates (%s)", (driver) => {
  let conn: TConnection;
  let adminToken: string;
  let managerToken: string;
  let adminId: number;

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    setSharedConnection(conn);
    const mk = async (username: string, roleId: number) =>
      (
        await conn.db
          .insert(users)
          .values({ username, email: `${username}@example.org`, roleId, firstName: "E", lastName: "Mail", expires: "2030-01-01", active: true })
          .returning()
      )[0];
    const admin = await mk("mailadmin", ROLE.admin);
    adminId = admin.id;
    const manager = await mk("mailmanager", ROLE.manager);
    adminToken = (await createSession(conn.db, { userId: admin.id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
    managerToken = (await createSession(conn.db, { userId: manager.id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
  });
  afterAll(async () => conn?.close());

  it("the outbox fills the known placeholders; anything else is reported as unknown", () => {
    expect(unknownPlaceholders("Hi {firstName} {frstName} { school } {frstName}")).toEqual(["frstName", "school"]);
    const values = placeholderValues({ firstName: "Ada", lastName: "L", username: "ada", email: "ada@example.org", schoolName: null, expires: "2027-07-31" });
    expect(fillPlaceholders(TEMPLATE.body, values)).toBe("Hello Ada,\n\nyour SCUTA license for  ends on 2027-07-31.");
  });

  it("only administrators: 401 without a token, 403 for a manager, and nothing is written", async () => {
    expect((await call(postEmailRoute, { body: TEMPLATE })).status).toBe(401);
    expect((await call(postEmailRoute, { token: managerToken, body: TEMPLATE })).status).toBe(403);
    expect((await call(duplicateRoute, { token: managerToken, method: "PUT", params: { id: "1" } })).status).toBe(403);
    expect(await conn.db.select().from(emailTemplates)).toHaveLength(0);
  });

  it("placeholders are checked on save: an unknown one is refused with 422 on its field; so are a bad date and a blank name", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: "Hello {frstName}" }, "subject"],
      [{ body: "Dear {principal}," }, "body"],
      [{ expires: "2027-02-30" }, "expires"],
      [{ expires: "31/07/2027" }, "expires"],
      [{ name: "" }, "name"],
    ];
    for (const [change, field] of cases) {
      const res = await call(postEmailRoute, { token: adminToken, body: { ...TEMPLATE, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.json.error?.map((e) => e.field)).toContain(field);
    }
    expect(await conn.db.select().from(emailTemplates)).toHaveLength(0);
  });

  it("create, read, update and duplicate ('Duplicated email template id : {id}' answers data.id); every write audited", async () => {
    const created = await call(postEmailRoute, { token: adminToken, body: TEMPLATE });
    expect(created.status).toBe(200);
    const id = (created.json.data as { id: number }).id;
    expect((await call(getEmailRoute, { token: adminToken, params: { id: String(id) } })).json.data).toMatchObject({ ...TEMPLATE, createdBy: adminId });

    const updated = await call(putEmailRoute, { token: adminToken, method: "PUT", params: { id: String(id) }, body: { ...TEMPLATE, name: "Renewal reminder (June)", expires: "" } });
    expect(updated.json.data).toMatchObject({ id, name: "Renewal reminder (June)", expires: null });

    const dup = await call(duplicateRoute, { token: adminToken, method: "PUT", params: { id: String(id) } });
    expect(dup.status).toBe(200);
    const copyId = (dup.json.data as { id: number }).id;
    expect(copyId).not.toBe(id);
    const [copy] = await conn.db.select().from(emailTemplates).where(eq(emailTemplates.id, copyId));
    expect(copy).toMatchObject({ name: "Renewal reminder (June)", subject: TEMPLATE.subject, body: TEMPLATE.body, clipboard: TEMPLATE.clipboard });

    const actions = (await conn.db.select().from(auditLog).where(eq(auditLog.entity, "email_template"))).map((a) => a.action).sort();
    expect(actions).toEqual(["emailTemplate.create", "emailTemplate.duplicate", "emailTemplate.update"]);
    const [dupAudit] = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "emailTemplate.duplicate"), eq(auditLog.entityId, String(copyId))));
    expect(dupAudit.before).toEqual({ sourceId: id });

    expect((await call(duplicateRoute, { token: adminToken, method: "PUT", params: { id: "999999" } })).status).toBe(404);
    expect((await call(putEmailRoute, { token: adminToken, method: "PUT", params: { id: "999999" }, body: TEMPLATE })).status).toBe(404);
  });
});
