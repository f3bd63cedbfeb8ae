import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, caseloads, clientMembers, clients, managedUsers, schoolDistricts, schools, users, type TClientRow, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { zeroCounts } from "@/lib/clients/rules";
import { applyCaseloadRules } from "@/lib/roster/caseload-apply";
import { caseloadHistoryOf, reassignCaseload } from "@/lib/roster/caseload-reassign";
import { ZCaseloadListQuery } from "@/lib/roster/caseload-schemas";
import { listCaseloadStudents } from "@/lib/roster/caseload-students";
import { saveCaseloadRule } from "@/lib/roster/caseload-write";
import { DRIVERS, freshDatabase } from "../support/db";
import { grantForTest } from "../support/memberships";

// A district's manager moves one student to another counselor of the district by hand: the open
// caseload row is closed and a 'hand' row opened in one transaction, audited, and the student's
// history lists both. A counselor outside the district, a student of another district and a reader
// without caseload.write are refused and change nothing. The rules never move a student placed by hand.
const T0 = new Date("2026-09-01T12:00:00Z");
const T1 = new Date("2026-09-10T12:00:00Z");
const T2 = new Date("2026-09-20T12:00:00Z");
const LEAID = "9900041";
const OTHER = "9900042";
const SCHOOL = "990004100001";

const actorOf = (user: TUserRow): TActor => ({ user, sessionId: `test-${user.id}`, via: "cookie" });
const query = (q: Record<string, unknown> = {}) => ZCaseloadListQuery.parse(q);

describe.each(DRIVERS)("reassigning one student's caseload by hand (%s)", (driver) => {
  let conn: TConnection;
  let a: TUserRow;
  let b: TUserRow;
  let c: TUserRow;
  let stranger: TUserRow;
  let manager: TUserRow;
  let counselorReader: TUserRow;
  let student: TClientRow;
  let other: TClientRow;
  let farAway: TClientRow;

  const openRows = async (clientId: number) =>
    conn.db
      .select()
      .from(caseloads)
      .where(and(eq(caseloads.clientId, clientId), isNull(caseloads.validTo)));
  const snapshot = async () => ({
    caseloads: await conn.db.select().from(caseloads).orderBy(asc(caseloads.id)),
    clients: await conn.db.select().from(clients).orderBy(asc(clients.id)),
    audit: (await conn.db.select().from(auditLog).where(eq(auditLog.action, "caseload.reassign"))).length,
  });

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    await conn.db.insert(schoolDistricts).values([
      { leaid: LEAID, name: "Reassign District", state: "WA" },
      { leaid: OTHER, name: "Other District", state: "WA" },
    ]);
    await conn.db.insert(schools).values({ ncessch: SCHOOL, schnam: "Reassign High", leaid: LEAID, zip: "98000", state: "WA" });
    const person = (username: string, roleId: number, lastName: string) => ({ username, email: `${username}@example.org`, firstName: "Test", lastName, roleId, expires: "2030-01-01", active: true });
    [a, b, c, stranger, manager, counselorReader] = await conn.db
      .insert(users)
      .values([
        person("rsa", ROLE.user, "Adams"),
        person("rsb", ROLE.user, "Brown"),
        person("rsc", ROLE.user, "Cole"),
        person("rsstranger", ROLE.user, "Stone"),
        person("rsmanager", ROLE.manager, "Mills"),
        person("rsreader", ROLE.user, "Reed"),
      ])
      .returning();
    for (const u of [a, b, c, counselorReader]) await grantForTest(conn.db, u.id, u.roleId, { leaid: LEAID, ncessch: SCHOOL });
    await grantForTest(conn.db, stranger.id, ROLE.user, { leaid: OTHER });
    await grantForTest(conn.db, manager.id, ROLE.manager, { leaid: LEAID });
    // The manager manages A only: A's students' names are theirs to read, B's are not.
    await conn.db.insert(managedUsers).values({ managerId: manager.id, userId: a.id });
    const kid = (userId: number, name: string) => ({ userId, type: "student" as const, name, gradeId: 10, counts: zeroCounts(), createdAt: T0, updatedAt: T0 });
    [student, other, farAway] = await conn.db
      .insert(clients)
      .values([kid(a.id, "Nia Jansen"), kid(b.id, "Omar Quist"), kid(stranger.id, "Far Away")])
      .returning();
    await conn.db.insert(caseloads).values([
      { counselorId: a.id, clientId: student.id, leaid: LEAID, ncessch: SCHOOL, source: "roster", validFrom: T0 },
      { counselorId: b.id, clientId: other.id, leaid: LEAID, ncessch: SCHOOL, source: "rule", validFrom: T0 },
      { counselorId: stranger.id, clientId: farAway.id, leaid: OTHER, ncessch: null, source: "roster", validFrom: T0 },
    ]);
    // A's group holds the student: a move to B takes them out of it.
    const [group] = await conn.db.insert(clients).values({ userId: a.id, type: "group", name: "A's group", counts: zeroCounts(), createdAt: T0, updatedAt: T0 }).returning();
    await conn.db.insert(clientMembers).values({ groupId: group.id, studentId: student.id });
  });
  afterAll(async () => conn?.close());

  it("a move closes the open row and opens a 'hand' row in one transaction, hands the student over, leaves the old groups and is audited", async () => {
    expect(await reassignCaseload(conn.db, actorOf(manager), { client_id: student.id, counselor_id: b.id }, T1)).toEqual({ clientId: student.id, counselorId: b.id });
    const rows = await conn.db.select().from(caseloads).where(eq(caseloads.clientId, student.id)).orderBy(asc(caseloads.id));
    expect(rows.map((r) => ({ counselorId: r.counselorId, source: r.source, leaid: r.leaid, ncessch: r.ncessch, from: r.validFrom.toISOString(), to: r.validTo?.toISOString() ?? null }))).toEqual([
      { counselorId: a.id, source: "roster", leaid: LEAID, ncessch: SCHOOL, from: T0.toISOString(), to: T1.toISOString() },
      { counselorId: b.id, source: "hand", leaid: LEAID, ncessch: SCHOOL, from: T1.toISOString(), to: null },
    ]);
    const [row] = await conn.db.select().from(clients).where(eq(clients.id, student.id));
    expect(row.userId).toBe(b.id);
    expect(await conn.db.select().from(clientMembers).where(eq(clientMembers.studentId, student.id))).toHaveLength(0);
    const audits = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "caseload.reassign"), eq(auditLog.entityId, String(student.id))));
    expect(audits.map((x) => ({ actorId: x.actorId, entity: x.entity, before: x.before, after: x.after }))).toEqual([
      { actorId: manager.id, entity: "client", before: { leaid: LEAID, counselorId: a.id, source: "roster" }, after: { leaid: LEAID, counselorId: b.id, source: "hand" } },
    ]);
  });

  it("the history lists the student's rows newest first: counselor, source, from, to", async () => {
    const history = await caseloadHistoryOf(conn.db, actorOf(manager), { client_id: student.id });
    expect(history.map((h) => ({ counselorName: h.counselorName, source: h.source, validFrom: h.validFrom, validTo: h.validTo }))).toEqual([
      { counselorName: "Test Brown", source: "hand", validFrom: T1.toISOString(), validTo: null },
      { counselorName: "Test Adams", source: "roster", validFrom: T0.toISOString(), validTo: T1.toISOString() },
    ]);
  });

  it("a counselor outside the district, the counselor the student already has, a student of another district and bad input are refused with their reason, and nothing changes", async () => {
    const before = await snapshot();
    const refuse = (input: unknown) => reassignCaseload(conn.db, actorOf(manager), input, T2);
    await expect(refuse({ client_id: student.id, counselor_id: stranger.id })).rejects.toMatchObject({ code: "counselor_not_in_district", status: 422, field: "counselor_id" });
    await expect(refuse({ client_id: student.id, counselor_id: b.id })).rejects.toMatchObject({ code: "same_counselor", status: 422 });
    await expect(refuse({ client_id: farAway.id, counselor_id: c.id })).rejects.toMatchObject({ code: "student_not_in_district", status: 404 });
    await expect(refuse({ client_id: 999999, counselor_id: c.id })).rejects.toMatchObject({ code: "student_not_in_district", status: 404 });
    await expect(refuse({ client_id: "x", counselor_id: c.id })).rejects.toMatchObject({ name: "ZodError" });
    await expect(refuse({ client_id: student.id, counselor_id: -1 })).rejects.toMatchObject({ name: "ZodError" });
    // The manager names a district that is not theirs.
    await expect(refuse({ leaid: OTHER, client_id: farAway.id, counselor_id: stranger.id })).rejects.toMatchObject({ status: 403 });
    await expect(caseloadHistoryOf(conn.db, actorOf(manager), { client_id: farAway.id })).rejects.toMatchObject({ code: "student_not_in_district", status: 404 });
    expect(await snapshot()).toEqual(before);
  });

  it("a reader without caseload.write (a counselor of the district) may neither move a student nor read the history", async () => {
    const before = await snapshot();
    await expect(reassignCaseload(conn.db, actorOf(counselorReader), { leaid: LEAID, client_id: student.id, counselor_id: c.id }, T2)).rejects.toMatchObject({ status: 403, code: "forbidden" });
    await expect(caseloadHistoryOf(conn.db, actorOf(counselorReader), { leaid: LEAID, client_id: student.id })).rejects.toMatchObject({ status: 403 });
    expect(await snapshot()).toEqual(before);
  });

  it("the rules never move a student placed by hand; they still move a student a rule placed", async () => {
    await saveCaseloadRule(conn.db, actorOf(manager), { counselor_id: c.id, ncessch: SCHOOL, sort: 0 }, T2);
    expect(await applyCaseloadRules(conn.db, actorOf(manager), {}, T2)).toEqual({ moved: 1, unchanged: 1 });
    expect((await openRows(student.id)).map((r) => [r.counselorId, r.source])).toEqual([[b.id, "hand"]]);
    expect((await openRows(other.id)).map((r) => [r.counselorId, r.source])).toEqual([[c.id, "rule"]]);
  });

  it("the list shows the district's students with counselor and source, names only where the reader reads them, and filters on the server", async () => {
    // The manager manages A; after the moves, B has Nia (by hand) and C has Omar (by rule): neither name is the manager's to read.
    await reassignCaseload(conn.db, actorOf(manager), { client_id: other.id, counselor_id: a.id }, T2);
    const all = await listCaseloadStudents(conn.db, manager, LEAID, query());
    expect(all.total).toBe(2);
    expect(all.rows.map((r) => [r.clientId, r.name, r.counselorId, r.source, r.schoolName])).toEqual([
      [other.id, "Omar Quist", a.id, "hand", "Reassign High"],
      [student.id, null, b.id, "hand", "Reassign High"],
    ]);
    // A name search finds only names the reader reads.
    expect((await listCaseloadStudents(conn.db, manager, LEAID, query({ q: "nia" }))).rows).toEqual([]);
    expect((await listCaseloadStudents(conn.db, manager, LEAID, query({ q: "quist" }))).rows.map((r) => r.clientId)).toEqual([other.id]);
    expect((await listCaseloadStudents(conn.db, manager, LEAID, query({ counselor: String(b.id) }))).rows.map((r) => r.clientId)).toEqual([student.id]);
    expect((await listCaseloadStudents(conn.db, manager, LEAID, query({ school: "990004100009" }))).total).toBe(0);
    // A wild page number lands on the last page; junk in the address reads as no filter.
    const wild = await listCaseloadStudents(conn.db, manager, LEAID, query({ page: "999", counselor: "x", school: "'; drop" }));
    expect([wild.page, wild.pages, wild.rows.length]).toEqual([1, 1, 2]);
  });

  it("two moves of the same student at once both land in turn, leaving one open row", async () => {
    const results = await Promise.allSettled([
      reassignCaseload(conn.db, actorOf(manager), { client_id: student.id, counselor_id: c.id }, T2),
      reassignCaseload(conn.db, actorOf(manager), { client_id: student.id, counselor_id: a.id }, T2),
    ]);
    expect(results.filter((r) => r.status === "fulfilled").length).toBeGreaterThanOrEqual(1);
    expect(await openRows(student.id)).toHaveLength(1);
  });
});
