import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, isNull, like } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { caseloadRules, caseloads, clients, schoolDistricts, schools, users, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { applyCaseloadRules } from "@/lib/roster/caseload-apply";
import { reassignCaseload } from "@/lib/roster/caseload-reassign";
import { runOneRosterImport } from "@/lib/roster/import-oneroster";
import { DRIVERS, freshDatabase } from "../support/db";
import { grantForTest } from "../support/memberships";
import { districtFixture, oneRosterZip, type TFixture } from "../support/oneroster";

// A student a district manager moved by hand stays with that counselor through the next roster imports
// and the rules; only the district's SIS moving the student to another counselor's class moves them again.
const T0 = new Date("2026-09-01T12:00:00Z");
const T1 = new Date("2026-09-02T12:00:00Z");
const T2 = new Date("2026-09-03T12:00:00Z");
const T3 = new Date("2026-09-04T12:00:00Z");
const LEAID = "9900051";
const SCHOOL = "990005100001";

const actorOf = (user: TUserRow): TActor => ({ user, sessionId: `test-${user.id}`, via: "cookie" });

describe.each(DRIVERS)("a caseload set by hand survives the roster and the rules (%s)", (driver) => {
  let conn: TConnection;
  let manager: TUserRow;
  let fixture: TFixture;
  const counselor: TUserRow[] = [];
  let studentId: number;

  const run = (f: TFixture, now: Date) => runOneRosterImport(conn.db, manager.id, { leaid: LEAID, bytes: oneRosterZip(f), dryRun: false, now, origin: "http://localhost:3000" });
  const open = async () => {
    const rows = await conn.db
      .select()
      .from(caseloads)
      .where(and(eq(caseloads.clientId, studentId), isNull(caseloads.validTo)));
    const [client] = await conn.db.select().from(clients).where(eq(clients.id, studentId));
    return { rows: rows.map((r) => [r.counselorId, r.source]), owner: client.userId };
  };
  const historyLength = async () => (await conn.db.select().from(caseloads).where(eq(caseloads.clientId, studentId))).length;

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    await conn.db.insert(schoolDistricts).values({ leaid: LEAID, name: "Hand District", state: "WA" });
    await conn.db.insert(schools).values({ ncessch: SCHOOL, schnam: "Hand High", leaid: LEAID, zip: "98000", state: "WA" });
    [manager] = await conn.db.insert(users).values({ username: "hmanager", email: "hmanager@example.org", roleId: ROLE.manager, expires: "2030-01-01", active: true }).returning();
    await grantForTest(conn.db, manager.id, ROLE.manager, { leaid: LEAID });
    fixture = districtFixture({ schools: [SCHOOL], students: 6, perCounselor: 2, domain: "hand.example.org" });
    const r = await run(fixture, T0);
    expect(r.errors).toEqual([]);
    // The invited counselors have activated their accounts.
    await conn.db.update(users).set({ active: true }).where(like(users.email, "%@hand.example.org"));
    for (let i = 0; i < 3; i++)
      counselor.push(
        (
          await conn.db
            .select()
            .from(users)
            .where(eq(users.email, `counselor${i}@hand.example.org`))
        )[0],
      );
    [{ id: studentId }] = await conn.db.select({ id: clients.id }).from(clients).where(eq(clients.studentNumber, "N0"));
  });
  afterAll(async () => conn?.close());

  it("the same roster imported again leaves a student moved by hand with the new counselor, and writes no caseload row", async () => {
    expect(await open()).toEqual({ rows: [[counselor[0].id, "roster"]], owner: counselor[0].id });
    await reassignCaseload(conn.db, actorOf(manager), { client_id: studentId, counselor_id: counselor[1].id }, T1);
    expect(await historyLength()).toBe(2);
    const r = await run(fixture, T2);
    expect(r.errors).toEqual([]);
    expect(r.counts.students).toMatchObject({ created: 0, deleted: 0 });
    expect(await open()).toEqual({ rows: [[counselor[1].id, "hand"]], owner: counselor[1].id });
    expect(await historyLength()).toBe(2);
    // And once more: still nothing to do.
    expect((await run(fixture, T2)).counts.students).toEqual({ created: 0, updated: 0, deleted: 0, unchanged: 6 });
  });

  it("a rule that holds the student moves them neither on 'apply rules now' nor on the next import", async () => {
    await conn.db.insert(caseloadRules).values({ leaid: LEAID, counselorId: counselor[2].id, ncessch: SCHOOL, sort: 0 });
    await applyCaseloadRules(conn.db, actorOf(manager), {}, T2);
    expect(await open()).toEqual({ rows: [[counselor[1].id, "hand"]], owner: counselor[1].id });
    await run(fixture, T2);
    expect(await open()).toEqual({ rows: [[counselor[1].id, "hand"]], owner: counselor[1].id });
    expect(await historyLength()).toBe(2);
  });

  it("the SIS putting the student in another counselor's class moves them (source roster), the history kept", async () => {
    const moved: TFixture = { ...fixture, enrollments: fixture.enrollments.map((e) => (e.userSourcedId === "s-0" ? { ...e, classSourcedId: "cl-2" } : e)) };
    const r = await run(moved, T3);
    expect(r.errors).toEqual([]);
    expect(await open()).toEqual({ rows: [[counselor[2].id, "roster"]], owner: counselor[2].id });
    const rows = await conn.db.select().from(caseloads).where(eq(caseloads.clientId, studentId)).orderBy(asc(caseloads.id));
    expect(rows.map((x) => [x.counselorId, x.source, x.validTo?.toISOString() ?? null])).toEqual([
      [counselor[0].id, "roster", T1.toISOString()],
      [counselor[1].id, "hand", T3.toISOString()],
      [counselor[2].id, "roster", null],
    ]);
  });
});
