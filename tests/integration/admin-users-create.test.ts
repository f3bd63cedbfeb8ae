import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { setSharedConnection, type TConnection } from "@/db/client";
import { auditLog, emailOutbox, userTokens, users, type TUserRow } from "@/db/schema";
import { POST as createRoute, GET as meRoute } from "@/app/api/v1/user/route";
import { createUserByAdmin } from "@/lib/admin-users/create-user";
import { createSession } from "@/lib/auth/sessions";
import { ROLE } from "@/lib/auth/roles";
import { call } from "../support/api";
import { DRIVERS, freshDatabase } from "../support/db";

// /app/users/new and POST /api/v1/user: an administrator creates a user, INACTIVE, with the
// activation email (a new user is inactive); email and username follow the create-user rules; a duplicate
// email or username is a clear 409 naming the field; the creation is audited; nobody else creates users.
const NOW = new Date("2026-06-01T12:00:00Z");
const CTX = { now: NOW, origin: "http://localhost:3000", random: () => 0.5 };

describe.each(DRIVERS)("create a user (%s)", (driver) => {
  let conn: TConnection;
  let admin: TUserRow;
  let manager: TUserRow;
  const tokens: Record<string, string> = {};
  const fail = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      return e as { status: number; code?: string; field?: string; issues?: { path: PropertyKey[] }[] };
    }
    throw new Error("expected a failure");
  };

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    setSharedConnection(conn);
    [admin] = await conn.db.insert(users).values({ username: "theadmin", email: "theadmin@example.org", roleId: ROLE.admin, expires: "2030-01-01", active: true, timezone: "UTC" }).returning();
    [manager] = await conn.db.insert(users).values({ username: "themanager", email: "themanager@example.org", roleId: ROLE.manager, expires: "2030-01-01", active: true }).returning();
    for (const u of [admin, manager]) tokens[u.username] = (await createSession(conn.db, { userId: u.id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
  });
  afterAll(async () => conn?.close());

  it("creates the user inactive, without a password, default role 4, licence ending today, with the activation email and an audit row", async () => {
    const row = await createUserByAdmin(conn.db, admin, { first_name: " maria ", last_name: "rossi", email: " Maria.Rossi@Example.ORG " }, CTX);
    expect(row).toMatchObject({ active: false, passwordHash: null, roleId: 4, email: "maria.rossi@example.org", expires: "2026-06-01", firstName: "Maria", lastName: "Rossi" });
    // Last name plus the first letter of the first name
    expect(row.username).toBe("rossim");
    expect(
      await conn.db
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.userId, row.id), eq(userTokens.purpose, "activate"))),
    ).toHaveLength(1);
    expect(await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, "maria.rossi@example.org"))).toHaveLength(1);
    const [audit] = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, String(row.id))));
    expect(audit).toMatchObject({ actorId: admin.id, action: "create", before: null });
    expect(audit.after).toMatchObject({ username: "rossim", email: "maria.rossi@example.org", active: false });
    expect(JSON.stringify(audit.after)).not.toMatch(/password/i);
  });

  it("a short name is last + first (then then first + last + 100-199), and a taken username gets a number", async () => {
    expect((await createUserByAdmin(conn.db, admin, { first_name: "Al", last_name: "Li", email: "al.li@example.org" }, CTX)).username).toBe("alli150");
    expect((await createUserByAdmin(conn.db, admin, { first_name: "Marco", last_name: "Rossi", email: "marco.rossi@example.org" }, CTX)).username).toBe("rossim2");
  });

  it("a duplicate email or username is a 409 naming the field, and writes nothing", async () => {
    const before = (await conn.db.select().from(users)).length;
    expect(await fail(createUserByAdmin(conn.db, admin, { first_name: "X", last_name: "Yz", email: "MARIA.ROSSI@example.org" }, CTX))).toMatchObject({
      status: 409,
      code: "email_taken",
      field: "email",
    });
    expect(await fail(createUserByAdmin(conn.db, admin, { first_name: "X", last_name: "Yz", email: "new1@example.org", username: "RossiM" }, CTX))).toMatchObject({
      status: 409,
      code: "username_taken",
      field: "username",
    });
    expect((await conn.db.select().from(users)).length).toBe(before);
  });

  it("refuses an invalid email, names with digits, a bad username, role 0 and a wrong date", async () => {
    const paths = async (raw: Record<string, unknown>) => ((await fail(createUserByAdmin(conn.db, admin, raw, CTX))).issues ?? []).map((i) => i.path.join("."));
    expect(await paths({ first_name: "Ann", last_name: "Bee", email: "not an email" })).toEqual(["email"]);
    expect(await paths({ first_name: "Ann2", last_name: "Bee", email: "ab@example.org" })).toEqual(["first_name"]);
    expect(await paths({ first_name: "Ann", last_name: "Bee", email: "ab@example.org", username: "a b" })).toEqual(["username"]);
    expect(await paths({ first_name: "Ann", last_name: "Bee", email: "ab@example.org", expires: "2026-02-30" })).toEqual(["expires"]);
    expect(await fail(createUserByAdmin(conn.db, admin, { first_name: "Ann", last_name: "Bee", email: "ab@example.org", role_id: 0 }, CTX))).toMatchObject({ status: 422, field: "role_id" });
  });

  it("POST /api/v1/user: an admin creates (query params or JSON), a duplicate is a clear 409, a manager gets 403; GET still answers the current user", async () => {
    const ok = await call(createRoute, {
      method: "POST",
      token: tokens.theadmin,
      path: "/api/v1/user?first_name=Lena&last_name=Huber&email=lena.huber@example.org&role_id=1&app_id=1&expires=2027-07-31",
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect((ok.json.data as { user: unknown }).user).toMatchObject({ username: "huberl", role_id: 1, AppID: 1, active: false, expires: "2027-07-31" });
    const dup = await call(createRoute, { method: "POST", token: tokens.theadmin, path: "/api/v1/user", body: { first_name: "Lena", last_name: "Huber", email: "lena.huber@example.org" } });
    expect(dup.status).toBe(409);
    expect(dup.json.error?.[0]).toMatchObject({ code: "email_taken", field: "email", message: "A user with this email already exists." });
    const bad = await call(createRoute, { method: "POST", token: tokens.theadmin, path: "/api/v1/user", body: { first_name: "", last_name: "Huber", email: "x" } });
    expect(bad.status).toBe(422);
    const refused = await call(createRoute, { method: "POST", token: tokens.themanager, path: "/api/v1/user", body: { first_name: "Eve", last_name: "Evil", email: "eve@example.org" } });
    expect(refused.status).toBe(403);
    expect(await conn.db.select().from(users).where(eq(users.email, "eve@example.org"))).toHaveLength(0);
    expect((await call(meRoute, { token: tokens.themanager, path: "/api/v1/user" })).status).toBe(200);
  });
});
