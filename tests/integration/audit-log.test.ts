import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, users, type TUserRow } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record";
import { auditFacets, listAudit } from "@/lib/audit/queries";
import { ZAuditFilter } from "@/lib/audit/schemas";
import { ROLE } from "@/lib/auth/roles";
import { DRIVERS, freshDatabase } from "../support/db";

// Every administrative write leaves a trail (who, what, which record, before/after, when);
// the trail never holds a secret, and only administrators read it (/app/admin/audit).
describe.each(DRIVERS)("audit log (%s)", (driver) => {
  let conn: TConnection;
  let admin: TUserRow;
  let other: TUserRow;
  let manager: TUserRow;
  const filter = (f: Record<string, unknown> = {}) => ZAuditFilter.parse(f);

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    const mk = (username: string, roleId: number, firstName: string) =>
      conn.db
        .insert(users)
        .values({ username, email: `${username}@example.org`, roleId, firstName, lastName: "Audit", expires: "2030-01-01", active: true })
        .returning();
    [admin] = await mk("auditadmin", ROLE.admin, "Ada");
    [other] = await mk("otheradmin", ROLE.admin, "Otto");
    [manager] = await mk("auditmanager", ROLE.manager, "Mia");
    await recordAudit(conn.db, {
      actorId: admin.id,
      action: "create",
      entity: "user",
      entityId: 42,
      after: { username: "x", password: "hunter2", passwordHash: "$2b$", nested: { resetToken: "t", apiKey: "k", keep: 1 }, list: [{ secret: "s", ok: true }] },
      now: new Date("2026-03-01T12:00:00Z"),
    });
    await recordAudit(conn.db, { actorId: other.id, action: "activate", entity: "user", entityId: "43", before: { active: false }, after: { active: true }, now: new Date("2026-03-05T12:00:00Z") });
    await conn.db.transaction(async (tx) => {
      await recordAudit(tx, { actorId: admin.id, action: "update", entity: "coupon", entityId: null, now: new Date("2026-03-10T12:00:00Z") });
    });
  });
  afterAll(async () => conn?.close());

  it("records who, what, which record, before/after and when, and strips password and token fields", async () => {
    const rows = await conn.db.select().from(auditLog).where(eq(auditLog.entityId, "42"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: admin.id, action: "create", entity: "user", before: null });
    expect(rows[0].after).toEqual({ username: "x", nested: { keep: 1 }, list: [{ ok: true }] });
    expect(JSON.stringify(rows[0].after)).not.toMatch(/hunter2|\$2b\$|"t"|"k"|"s"/);
    expect(rows[0].createdAt.toISOString()).toBe("2026-03-01T12:00:00.000Z");
  });

  it("a write that rolls back leaves no audit row", async () => {
    await expect(
      conn.db.transaction(async (tx) => {
        await recordAudit(tx, { actorId: admin.id, action: "delete", entity: "rollback", entityId: 1 });
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await conn.db.select().from(auditLog).where(eq(auditLog.entity, "rollback"))).toHaveLength(0);
  });

  it("lists newest first and filters by actor, entity, action and dates (inclusive days)", async () => {
    const all = await listAudit(conn.db, admin, filter());
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => r.action)).toEqual(["update", "activate", "create"]);
    expect((await listAudit(conn.db, admin, filter({ actor: "otto" }))).rows.map((r) => r.actorUsername)).toEqual(["otheradmin"]);
    expect((await listAudit(conn.db, admin, filter({ entity: "coupon" }))).total).toBe(1);
    expect((await listAudit(conn.db, admin, filter({ action: "activate" }))).rows[0].entityId).toBe("43");
    expect((await listAudit(conn.db, admin, filter({ from: "2026-03-05", to: "2026-03-05" }))).rows.map((r) => r.action)).toEqual(["activate"]);
    expect((await listAudit(conn.db, admin, filter({ from: "2026-03-02" }))).total).toBe(2);
    expect((await listAudit(conn.db, admin, filter({ to: "2026-03-01" }))).total).toBe(1);
    // a wrong date is no filter, not an error
    expect((await listAudit(conn.db, admin, filter({ from: "yesterday", page: "x" }))).total).toBe(3);
    expect(await auditFacets(conn.db, admin)).toEqual({ entities: ["coupon", "user"], actions: ["activate", "create", "update"] });
  });

  it("pages by 50", async () => {
    for (let i = 0; i < 60; i += 1) await recordAudit(conn.db, { actorId: admin.id, action: "bulk", entity: "paging", entityId: i, now: new Date(Date.UTC(2026, 4, 1, 0, i)) });
    const p1 = await listAudit(conn.db, admin, filter({ entity: "paging" }));
    const p2 = await listAudit(conn.db, admin, filter({ entity: "paging", page: 2 }));
    expect([p1.total, p1.pages, p1.rows.length, p2.rows.length]).toEqual([60, 2, 50, 10]);
    expect(p1.rows[0].entityId).toBe("59");
    expect(p2.rows[9].entityId).toBe("0");
  });

  it("only administrators read the audit log (a manager gets 403)", async () => {
    await expect(listAudit(conn.db, manager, filter())).rejects.toMatchObject({ status: 403 });
    await expect(auditFacets(conn.db, manager)).rejects.toMatchObject({ status: 403 });
  });
});
