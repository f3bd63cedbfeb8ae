import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { memberships, users, type TUserRow } from "@/db/schema";
import { teamKindOf, teamMembers } from "@/lib/analysis/scope";
import { listAppointmentCounselors } from "@/lib/appointments/queries";
import type { TActor } from "@/lib/auth/current-user";
import { PERMISSIONS, can, scopeOf, type TAction } from "@/lib/auth/permissions";
import { ROLE } from "@/lib/auth/roles";
import { ROLE_NAMES, type TGrant } from "@/lib/auth/access/scopes";
import { mayReadConfidential, mayWrite, resolveSubject } from "@/lib/calendar/scope";
import { canSeeEventDetails } from "@/lib/privacy/visibility";
import { geographyScope } from "@/lib/reports/families/geography-data";
import { listManagedUsers } from "@/lib/users/queries";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// Whose records a function reaches is one row of the access table: each scope function asks the
// scope the actor holds an action at (scopeOf / can), never a role id. Changing who may see a team,
// keep a calendar or read its details is a change of that one row; these tests change the row and
// watch the function follow it.

/** Runs `fn` with `action`'s row granting `patch` on top of its own, then puts the row back. */
async function withRow<T>(action: TAction, patch: TGrant, fn: () => T | Promise<T>): Promise<T> {
  const rule = PERMISSIONS[action] as unknown as { grant: TGrant };
  const before = rule.grant;
  rule.grant = { ...before, ...patch };
  try {
    return await fn();
  } finally {
    rule.grant = before;
  }
}

const roleIds = ROLE_NAMES.map((n) => ROLE[n]);

describe("the scope functions follow the access table's rows", () => {
  it("teamKindOf is the scope of team.read: a manager's team, a director's district, a state manager's state, everyone for the administrator", async () => {
    for (const roleId of roleIds) {
      const scope = scopeOf({ roleId }, "team.read");
      expect(teamKindOf({ roleId }), String(roleId)).toBe(scope === "own" || scope === "school" ? null : scope);
    }
    expect(teamKindOf({ roleId: ROLE.director })).toBe("district");
    expect(teamKindOf({ roleId: ROLE.user })).toBeNull();
    // One row changes who has a team view.
    expect(await withRow("team.read", { member: "team" }, () => teamKindOf({ roleId: ROLE.member }))).toBe("team");
    expect(await withRow("team.read", { manager: "district" }, () => teamKindOf({ roleId: ROLE.manager }))).toBe("district");
  });

  it("the users dropdown is users.dropdown: the administrator, a manager, a director, a school's secretary and DirSupport get it; one row changes who does", async () => {
    const holders = new Set<number>([ROLE.admin, ROLE.manager, ROLE.director, ROLE.secretary]);
    for (const roleId of roleIds) {
      expect(can({ roleId, specialUser: null }, "users.dropdown"), String(roleId)).toBe(holders.has(roleId));
      expect(can({ roleId, specialUser: "DirSupport" }, "users.dropdown"), `${roleId} DirSupport`).toBe(true);
    }
    expect(await withRow("users.dropdown", { member: "own" }, () => can({ roleId: ROLE.member, specialUser: null }, "users.dropdown"))).toBe(true);
  });

  it("a secretary keeps calendars but reads no names and writes appointments only: calendar.details.read and calendar.managed.write, one row each", async () => {
    const actor = (roleId: number, specialUser: string | null = null) => ({ user: { id: 1, roleId, specialUser } }) as unknown as TActor;
    const other = { userId: 2, timezone: "UTC", isSelf: false };
    const self = { userId: 1, timezone: "UTC", isSelf: true };
    expect(mayReadConfidential(actor(ROLE.secretary), other)).toBe(false);
    expect(mayReadConfidential(actor(ROLE.secretary), self)).toBe(true);
    expect(mayReadConfidential(actor(ROLE.manager), other)).toBe(true);
    expect(mayReadConfidential(actor(ROLE.user, "DirSupport"), other)).toBe(true);
    expect(mayWrite(actor(ROLE.secretary), other, "days")).toBe(false);
    expect(mayWrite(actor(ROLE.secretary), other, "appointment")).toBe(true);
    expect(mayWrite(actor(ROLE.director), other, "event")).toBe(true);
    expect(await withRow("calendar.details.read", { secretary: "school" }, () => mayReadConfidential(actor(ROLE.secretary), other))).toBe(true);
    expect(await withRow("calendar.managed.write", { secretary: "school" }, () => mayWrite(actor(ROLE.secretary), other, "days"))).toBe(true);
    // The privacy rule of every report, page and export asks the same row.
    expect(canSeeEventDetails({ id: 1, roleId: ROLE.secretary, specialUser: null }, 2)).toBe(false);
    expect(canSeeEventDetails({ id: 1, roleId: ROLE.director, specialUser: null }, 2)).toBe(true);
    expect(canSeeEventDetails({ id: 1, roleId: ROLE.stateManager, specialUser: null }, 2)).toBe(false);
    expect(await withRow("calendar.details.read", { stateManager: "state" }, () => canSeeEventDetails({ id: 1, roleId: ROLE.stateManager, specialUser: null }, 2))).toBe(true);
  });

  it("geographyScope is the scope of report.geo.read: none without it", async () => {
    const who = (roleId: number) => ({ id: 1, roleId, specialUser: null }) as TUserRow;
    expect(geographyScope(who(ROLE.manager))).toBeNull();
    expect(geographyScope(who(ROLE.director))).not.toBeNull();
    expect(await withRow("report.geo.read", { manager: "district" }, () => geographyScope(who(ROLE.manager)))).not.toBeNull();
  });
});

describe.each(DRIVERS)("the scope functions read the table's scope over active memberships (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  const u: Record<string, TUserRow> = {};
  const actor = (who: string): TActor => ({ user: u[who], sessionId: "test", via: "bearer" });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    db = conn.db;
    for (const name of ["counselor", "manager", "director", "secretary", "admin", "statemanager"]) [u[name]] = await db.select().from(users).where(eq(users.username, name));
  }, 300_000);
  afterAll(async () => conn.close());

  it("a director's team is the district's active members (team.read at district); at team it would be those assigned to them", async () => {
    const district = (await teamMembers(db, u.director)).map((m) => m.id);
    expect(district).toContain(u.counselor.id);
    const [directorDistrict] = await db.select({ leaid: memberships.leaid }).from(memberships).where(eq(memberships.userId, u.director.id));
    expect(directorDistrict?.leaid).toBeTruthy();
    const assigned = (await listManagedUsers(db, u.director, { page: 1, perPage: 500 })).data.map((m) => m.id);
    const asTeam = (await withRow("team.read", { director: "team" }, () => teamMembers(db, u.director))).map((m) => m.id);
    expect(asTeam.sort()).toEqual([...assigned].filter((id) => id !== u.director.id).sort());
    // Without the row's grant, no team at all.
    expect(await withRow("team.read", { director: undefined }, () => teamMembers(db, u.director))).toEqual([]);
  });

  it("the users one manages are the scope of users.managed.read: a counselor manages no one until the row grants them their school", async () => {
    expect((await listManagedUsers(db, u.counselor, { page: 1, perPage: 50 })).total).toBe(0);
    const secretarysSchool = (await listManagedUsers(db, u.secretary, { page: 1, perPage: 500 })).data.map((m) => m.id);
    expect(secretarysSchool).toContain(u.counselor.id);
    const granted = await withRow("users.managed.read", { user: "school" }, () => listManagedUsers(db, u.counselor, { page: 1, perPage: 500 }));
    expect(granted.total).toBeGreaterThanOrEqual(0);
    expect(granted.data.every((m) => m.role_id === ROLE.user)).toBe(true);
  });

  it("a calendar of another user opens only to users.dropdown holders who manage that user", async () => {
    await expect(resolveSubject(db, actor("statemanager"), u.counselor.id)).rejects.toMatchObject({ status: 404 });
    expect((await resolveSubject(db, actor("secretary"), u.counselor.id)).isSelf).toBe(false);
  });

  it("whose appointment calendars one keeps is the scope of appointment.calendar.read: a counselor their own, a secretary her school's counselors", async () => {
    expect((await listAppointmentCounselors(db, actor("counselor"))).map((c) => c.id)).toEqual([u.counselor.id]);
    expect((await listAppointmentCounselors(db, actor("secretary"))).map((c) => c.id)).toContain(u.counselor.id);
    expect(await listAppointmentCounselors(db, actor("statemanager"))).toEqual([]);
    expect(await withRow("appointment.calendar.read", { user: undefined }, () => listAppointmentCounselors(db, actor("counselor")))).toEqual([]);
  });
});
