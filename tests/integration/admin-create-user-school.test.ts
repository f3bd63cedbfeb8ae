import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, emailOutbox, memberships, schools, users, type TUserRow } from "@/db/schema";
import { POST as createRoute } from "@/app/api/v1/user/route";
import { createSession } from "@/lib/auth/sessions";
import { createUserByAdmin } from "@/lib/admin-users/create-user";
import { call } from "../support/api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// Production without APP_URL: an administrator still creates users; the activation e-mail waits in
// the outbox, unsent. A created user gets the school the administrator chose, as an active
// membership (source 'admin'); the spec's AppID is read, and editions 3 and 4 can be given.
// The server runs as production (React itself stays in test mode, so e-mails render as in the app).
vi.hoisted(() => {
  delete process.env.APP_URL;
});
vi.mock("@/lib/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/env")>();
  return { ...actual, env: () => ({ ...actual.env(), NODE_ENV: "production", APP_URL: undefined }) };
});

const NOW = new Date("2026-12-06T15:00:00Z");

describe.each(DRIVERS)("an administrator creates a user with a school (%s)", (driver) => {
  let conn: TConnection;
  let admin: TUserRow;
  let token: string;
  let school: { ncessch: string; leaid: string | null; schnam: string };
  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    [admin] = await conn.db.select().from(users).where(eq(users.username, "admin"));
    token = (await createSession(conn.db, { userId: admin.id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
    [school] = await conn.db.select({ ncessch: schools.ncessch, leaid: schools.leaid, schnam: schools.schnam }).from(schools).where(eq(schools.leaid, schools.leaid)).limit(1);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await conn.close();
  });

  it("'Create user' without APP_URL creates the user and keeps the activation e-mail in the outbox, unsent, saying links need APP_URL", async () => {
    const res = await call(createRoute, { method: "POST", token, path: "http://localhost:3000/api/v1/user?first_name=Nora&last_name=Quinn&email=nora.quinn@example.org" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toMatch(/APP_URL/);
    expect((res.json.data as { activation_held: boolean }).activation_held).toBe(true);
    const [created] = await conn.db.select().from(users).where(eq(users.email, "nora.quinn@example.org"));
    expect(created).toMatchObject({ active: false, passwordHash: null });
    const mails = await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, "nora.quinn@example.org"));
    expect(mails).toHaveLength(1);
    expect(mails[0].sentAt).toBeNull();
    expect(mails[0].error).toMatch(/APP_URL/);
    // The link is a path only: no guessed host ever reaches the text.
    expect(mails[0].text).toMatch(/\/activate\/[^\s]+\/quinnn/);
    expect(mails[0].text).not.toMatch(/https?:\/\/[^\s]*\/activate\//);
  });

  it("the spec's AppID is kept (not dropped to MAX), and edition 3 (school district) can be given", async () => {
    const res = await call(createRoute, { method: "POST", token, path: "http://localhost:3000/api/v1/user?first_name=Ivo&last_name=Berg&email=ivo.berg@example.org&AppID=1" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((res.json.data as { user: { AppID: number } }).user.AppID).toBe(1);
    const district = await createUserByAdmin(conn.db, admin, { first_name: "Dana", last_name: "Reyes", email: "dana.reyes@example.org", AppID: 3, LEAID: school.leaid }, { now: NOW, origin: null });
    expect(district.appId).toBe(3);
    const four = await createUserByAdmin(conn.db, admin, { first_name: "Otto", last_name: "Lenz", email: "otto.lenz@example.org", app_id: 4 }, { now: NOW, origin: null });
    expect(four.appId).toBe(4);
    // A district alone gives a district membership.
    const [m] = await conn.db.select().from(memberships).where(eq(memberships.userId, district.id));
    expect(m).toMatchObject({ leaid: school.leaid, ncessch: null, status: "active", source: "admin" });
  });

  it("an admin-created user has the chosen school: NCES id, district, name, and an active membership of it (source 'admin'), audited", async () => {
    const res = await call(createRoute, {
      method: "POST",
      token,
      path: `http://localhost:3000/api/v1/user?first_name=Lia&last_name=Stone&email=lia.stone@example.org&NCESSCH=${school.ncessch}&zipcode=98118`,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const [created] = await conn.db.select().from(users).where(eq(users.email, "lia.stone@example.org"));
    expect(created).toMatchObject({ ncessch: school.ncessch, leaid: school.leaid, schoolName: school.schnam, zipcode: "98118" });
    const rows = await conn.db.select().from(memberships).where(eq(memberships.userId, created.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ncessch: school.ncessch, leaid: school.leaid, status: "active", source: "admin", decidedBy: admin.id });
    const audits = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "membership"), eq(auditLog.entityId, String(rows[0].id))));
    expect(audits).toHaveLength(1);
  });

  it("an unknown NCES id is a 422 naming NCESSCH, and nothing is created", async () => {
    const res = await call(createRoute, { method: "POST", token, path: "http://localhost:3000/api/v1/user?first_name=Max&last_name=Frei&email=max.frei@example.org&NCESSCH=999999999999" });
    expect(res.status).toBe(422);
    expect(res.json.error?.[0]).toMatchObject({ code: "unknown_school", field: "NCESSCH" });
    expect(await conn.db.select().from(users).where(eq(users.email, "max.frei@example.org"))).toHaveLength(0);
  });
});
