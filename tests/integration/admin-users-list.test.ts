import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setSharedConnection, type TConnection } from "@/db/client";
import { managedUsers, schoolDistricts, users, type TUserRow } from "@/db/schema";
import { GET as rolesRoute } from "@/app/api/v1/user/roles/route";
import { GET as visibilityRoute } from "@/app/api/v1/users/visibility/route";
import { listUsers, listUserStates } from "@/lib/admin-users/queries";
import { parseUserListFilter } from "@/lib/admin-users/schemas";
import { createSession } from "@/lib/auth/sessions";
import { ROLE } from "@/lib/auth/roles";
import { call } from "../support/api";
import { DRIVERS, freshDatabase } from "../support/db";
import { grantForTest } from "../support/memberships";

// The users list (/app/users): an administrator sees every user, a manager or director only
// the users they manage (read only); search by name/username/email, filters by role, edition, state,
// active and licence expiry, sorting and paging. The roles list, visibility, default role 4.
const NOW = new Date("2026-06-01T12:00:00Z");

describe.each(DRIVERS)("users list (%s)", (driver) => {
  let conn: TConnection;
  const u: Record<string, TUserRow> = {};
  const tokens: Record<string, string> = {};
  const f = (raw: Record<string, string> = {}) => parseUserListFilter(raw);
  const names = (rows: { username: string }[]) => rows.map((r) => r.username);

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    setSharedConnection(conn);
    const mk = async (username: string, o: Partial<typeof users.$inferInsert>) => {
      [u[username]] = await conn.db
        .insert(users)
        .values({ username, email: `${username}@example.org`, expires: "2027-01-01", active: true, roleId: ROLE.user, timezone: "UTC", ...o })
        .returning();
    };
    await mk("admin1", { roleId: ROLE.admin, firstName: "Ada", lastName: "Admin" });
    await mk("manager1", { roleId: ROLE.manager, firstName: "Mia", lastName: "Manager" });
    await mk("director1", { roleId: ROLE.director, firstName: "Dora", lastName: "Director" });
    await mk("counselor1", { firstName: "Carla", lastName: "Bianchi", state: "NY", appId: 2 });
    await mk("counselor2", { firstName: "Franz", lastName: "Adler", state: "CA", appId: 1, active: false });
    await mk("counselor3", { firstName: "Anna", lastName: "Zorn", state: "NY", appId: 0, expires: "2026-05-31" });
    await mk("counselor4", { firstName: "Bruno", lastName: "Conti", state: "TX", expires: "2026-06-20", email: "bruno@school.org" });
    await mk("member1", { roleId: ROLE.member, firstName: "Mo", lastName: "Member", state: "NY" });
    await conn.db.insert(managedUsers).values([
      { managerId: u.manager1.id, userId: u.counselor1.id },
      { managerId: u.manager1.id, userId: u.counselor3.id },
      { managerId: u.director1.id, userId: u.counselor4.id },
    ]);
    // The managers, directors and their counselors are granted one district (active memberships):
    // a team holds only the managed users who are members of the manager's district.
    await conn.db.insert(schoolDistricts).values({ leaid: "3699001", name: "Test District", state: "NY" });
    for (const k of ["manager1", "director1", "counselor1", "counselor3", "counselor4"]) await grantForTest(conn.db, u[k].id, u[k].roleId, { leaid: "3699001" });
    for (const k of ["admin1", "manager1", "counselor1"]) tokens[k] = (await createSession(conn.db, { userId: u[k].id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
  });
  afterAll(async () => conn?.close());

  it("an administrator sees every user, sorted by last name by default", async () => {
    const r = await listUsers(conn.db, u.admin1, f(), NOW);
    expect(r.total).toBe(8);
    expect(names(r.rows).slice(0, 3)).toEqual(["counselor2", "admin1", "counselor1"]);
  });

  it("a manager sees only the users they manage, a director theirs; a counselor may not read the list", async () => {
    expect(names((await listUsers(conn.db, u.manager1, f(), NOW)).rows)).toEqual(["counselor1", "counselor3"]);
    expect(names((await listUsers(conn.db, u.director1, f(), NOW)).rows)).toEqual(["counselor4"]);
    // a filter never widens the scope
    expect((await listUsers(conn.db, u.manager1, f({ q: "bruno" }), NOW)).total).toBe(0);
    expect(await listUserStates(conn.db, u.manager1)).toEqual(["NY"]);
    await expect(listUsers(conn.db, u.counselor1, f(), NOW)).rejects.toMatchObject({ status: 403 });
  });

  it("searches name, username and email (case-insensitive, wildcards taken literally)", async () => {
    expect(names((await listUsers(conn.db, u.admin1, f({ q: "BIANCHI" }), NOW)).rows)).toEqual(["counselor1"]);
    expect(names((await listUsers(conn.db, u.admin1, f({ q: "anna zorn" }), NOW)).rows)).toEqual(["counselor3"]);
    expect(names((await listUsers(conn.db, u.admin1, f({ q: "school.org" }), NOW)).rows)).toEqual(["counselor4"]);
    expect(names((await listUsers(conn.db, u.admin1, f({ q: "member1" }), NOW)).rows)).toEqual(["member1"]);
    expect((await listUsers(conn.db, u.admin1, f({ q: "%" }), NOW)).total).toBe(0);
  });

  it("filters by role, edition, state, active and licence expiry", async () => {
    expect((await listUsers(conn.db, u.admin1, f({ role: "1" }), NOW)).total).toBe(4);
    expect(names((await listUsers(conn.db, u.admin1, f({ app: "0" }), NOW)).rows)).toEqual(["counselor3"]);
    expect((await listUsers(conn.db, u.admin1, f({ state: "ny" }), NOW)).total).toBe(3);
    expect(names((await listUsers(conn.db, u.admin1, f({ active: "no" }), NOW)).rows)).toEqual(["counselor2"]);
    expect(names((await listUsers(conn.db, u.admin1, f({ expiry: "expired" }), NOW)).rows)).toEqual(["counselor3"]);
    expect(names((await listUsers(conn.db, u.admin1, f({ expiry: "soon" }), NOW)).rows)).toEqual(["counselor4"]);
    expect((await listUsers(conn.db, u.admin1, f({ expiry: "current" }), NOW)).total).toBe(7);
    expect(names((await listUsers(conn.db, u.admin1, f({ role: "1", state: "NY", active: "yes", expiry: "current" }), NOW)).rows)).toEqual(["counselor1"]);
    // a wrong value in the link is no filter, never an error
    expect((await listUsers(conn.db, u.admin1, f({ role: "77", app: "x", state: "<b>", expiry: "never", sort: "drop", page: "-1" }), NOW)).total).toBe(8);
  });

  it("sorts by a chosen column either way, and pages", async () => {
    expect(names((await listUsers(conn.db, u.admin1, f({ sort: "expires", role: "1" }), NOW)).rows)).toEqual(["counselor3", "counselor4", "counselor1", "counselor2"]);
    expect(names((await listUsers(conn.db, u.admin1, f({ sort: "username", dir: "desc" }), NOW)).rows)[0]).toBe("member1");
    const p1 = await listUsers(conn.db, u.admin1, f({ sort: "username", size: "25" }), NOW);
    expect(p1.pages).toBe(1);
    const p2 = await listUsers(conn.db, u.admin1, f({ sort: "username", page: "2" }), NOW);
    expect(p2.rows).toHaveLength(0);
  });

  it("GET /api/v1/user/roles: the roles an admin may give, default role 4", async () => {
    const res = await call(rolesRoute, { token: tokens.admin1, path: "/api/v1/user/roles" });
    expect(res.status).toBe(200);
    expect(res.json.default_role_id).toBe(4);
    const roles = res.json.roles as { role_id: number; name: string }[];
    expect(roles.map((r) => r.role_id)).toContain(4);
    expect(roles.map((r) => r.role_id)).not.toContain(0);
    expect(roles.find((r) => r.role_id === 4)?.name).toBe("Member");
    // a manager may read the list but create nobody: no roles to give
    expect((await call(rolesRoute, { token: tokens.manager1, path: "/api/v1/user/roles" })).json.roles).toEqual([]);
    expect((await call(rolesRoute, { token: tokens.counselor1, path: "/api/v1/user/roles" })).status).toBe(403);
    expect((await call(rolesRoute, { path: "/api/v1/user/roles" })).status).toBe(401);
  });

  it("GET /api/v1/users/visibility: all users for an admin, the managed ones for a manager", async () => {
    const a = await call(visibilityRoute, { token: tokens.admin1, path: "/api/v1/users/visibility" });
    expect(a.json.data).toEqual({ visibility: { scope: "all", can_list: true, can_create: true, can_approve: true, can_import: true, default_role_id: 4 } });
    const m = await call(visibilityRoute, { token: tokens.manager1, path: "/api/v1/users/visibility" });
    expect(m.json.data).toMatchObject({ visibility: { scope: "managed", can_create: false } });
    expect((await call(visibilityRoute, { token: tokens.counselor1, path: "/api/v1/users/visibility" })).status).toBe(403);
  });
});
