import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, isNull } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, caseloadRules, caseloads, clientMembers, clients, emailOutbox, memberships, rosterSources, schoolDistricts, schools, users, type TUserRow } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { resolveImportDistrict, runOneRosterImport } from "@/lib/roster/import-oneroster";
import { DRIVERS, freshDatabase } from "../support/db";
import { grantForTest } from "../support/memberships";
import { districtFixture, oneRosterZip, type TFixture } from "../support/oneroster";

// A OneRoster zip imported for a district: schools by NCES id, counselors invited with a roster
// membership, students placed in caseloads, classes as groups, enrollments as members. Idempotent by
// sourcedId; a delta updates and removes; a bad row refuses the whole file with its row and column.
const NOW = new Date("2026-09-01T12:00:00Z");
const LATER = new Date("2026-09-02T12:00:00Z");
const LEAID = "9900001";
const SCHOOLS = ["990000100001", "990000100002"];

async function tableCounts(conn: TConnection) {
  const n = async (t: typeof users | typeof clients | typeof clientMembers | typeof caseloads | typeof rosterSources | typeof memberships | typeof auditLog | typeof emailOutbox) =>
    Number((await conn.db.select({ n: count() }).from(t))[0].n);
  return {
    users: await n(users),
    clients: await n(clients),
    members: await n(clientMembers),
    caseloads: await n(caseloads),
    sources: await n(rosterSources),
    memberships: await n(memberships),
    audit: await n(auditLog),
    outbox: await n(emailOutbox),
  };
}

describe.each(DRIVERS)("OneRoster import (%s)", (driver) => {
  let conn: TConnection;
  let manager: TUserRow;
  let fixture: TFixture;
  const run = (f: TFixture, opts: { dryRun?: boolean; now?: Date } = {}) =>
    runOneRosterImport(conn.db, manager.id, { leaid: LEAID, bytes: oneRosterZip(f), dryRun: opts.dryRun ?? false, now: opts.now ?? NOW, origin: "http://localhost:3000" });

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    await conn.db.insert(schoolDistricts).values([
      { leaid: LEAID, name: "Roster Test District", state: "WA" },
      { leaid: "9900002", name: "Elsewhere District", state: "WA" },
    ]);
    await conn.db
      .insert(schools)
      .values([
        ...SCHOOLS.map((n, i) => ({ ncessch: n, schnam: `Roster School ${i}`, leaid: LEAID, zip: "98000", state: "WA" })),
        { ncessch: "990000200001", schnam: "Elsewhere High", leaid: "9900002", zip: "98001", state: "WA" },
      ]);
    [manager] = await conn.db.insert(users).values({ username: "rmanager", email: "rmanager@example.org", roleId: ROLE.manager, expires: "2030-01-01", active: true }).returning();
    await grantForTest(conn.db, manager.id, ROLE.manager, { leaid: LEAID });
    fixture = districtFixture({ schools: SCHOOLS, students: 30, perCounselor: 10 });
  });
  afterAll(async () => conn?.close());

  it("a manager imports only for a district they are an active member of", async () => {
    expect(await resolveImportDistrict(conn.db, manager, null)).toBe(LEAID);
    await expect(resolveImportDistrict(conn.db, manager, "9900002")).rejects.toMatchObject({ status: 403 });
  });

  it("the preview counts what the import would do and writes nothing (no account, no e-mail)", async () => {
    const before = await tableCounts(conn);
    const r = await run(fixture, { dryRun: true });
    expect(r.errors).toEqual([]);
    expect(r.committed).toBe(false);
    expect(r.counts.students.created).toBe(30);
    expect(r.counts.staff.created).toBe(3);
    expect(r.counts.invited).toBe(3);
    expect(r.counts.groups.created).toBe(3);
    expect(r.counts.members.created).toBe(30);
    expect(r.counts.schools.created).toBe(2);
    expect(await tableCounts(conn)).toEqual(before);
  });

  it("the import invites counselors with a roster membership and places each student in their counselor's caseload and group", async () => {
    const r = await run(fixture);
    expect(r.committed).toBe(true);
    expect(r.counts.students.created).toBe(30);
    const c0 = (await conn.db.select().from(users).where(eq(users.email, "counselor0@roster.example.org")))[0];
    expect(c0).toMatchObject({ active: false, passwordHash: null, roleId: ROLE.user });
    const [m] = await conn.db.select().from(memberships).where(eq(memberships.userId, c0.id));
    expect(m).toMatchObject({ leaid: LEAID, status: "active", source: "roster" });
    expect((await conn.db.select().from(auditLog).where(eq(auditLog.action, "roster.invite"))).length).toBe(3);
    const mine = await conn.db
      .select()
      .from(clients)
      .where(and(eq(clients.userId, c0.id), eq(clients.type, "student")));
    expect(mine).toHaveLength(10);
    const s0 = mine.find((s) => s.studentNumber === "N0")!;
    expect(s0).toMatchObject({ name: "Student0 Abbott", gradeId: 9, count: 1 });
    expect(s0.counts).toMatchObject({ female: 1, hif: 1 });
    const [group] = await conn.db
      .select()
      .from(clients)
      .where(and(eq(clients.userId, c0.id), eq(clients.type, "group")));
    expect(group).toMatchObject({ name: "Caseload 0", count: 10 });
    expect(await conn.db.select().from(clientMembers).where(eq(clientMembers.groupId, group.id))).toHaveLength(10);
    const open = await conn.db
      .select()
      .from(caseloads)
      .where(and(eq(caseloads.counselorId, c0.id), isNull(caseloads.validTo)));
    expect(open).toHaveLength(10);
    expect(open.every((o) => o.source === "roster")).toBe(true);
  });

  it("importing the same file twice changes nothing", async () => {
    const before = await tableCounts(conn);
    const snapshot = await conn.db.select().from(clients).orderBy(clients.id);
    const r = await run(fixture, { now: LATER });
    expect(r.counts.students).toEqual({ created: 0, updated: 0, deleted: 0, unchanged: 30 });
    expect(r.counts.staff).toEqual({ created: 0, updated: 0, deleted: 0, unchanged: 3 });
    expect(r.counts.groups).toEqual({ created: 0, updated: 0, deleted: 0, unchanged: 3 });
    expect(r.counts.invited).toBe(0);
    expect(await tableCounts(conn)).toEqual(before);
    expect(await conn.db.select().from(clients).orderBy(clients.id)).toEqual(snapshot);
  });

  it("a delta moves a student to another counselor (history kept), renames one and removes one marked tobedeleted", async () => {
    const c1 = (await conn.db.select().from(users).where(eq(users.email, "counselor1@roster.example.org")))[0];
    const delta: TFixture = {
      mode: "delta",
      orgs: [],
      users: [
        { sourcedId: "s-0", role: "student", givenName: "Student0", familyName: "Abbott-Lee", identifier: "N0", grades: "10", org: "org-0" },
        { sourcedId: "s-1", role: "student", givenName: "Student1", familyName: "Baker", identifier: "N1", grades: "10", org: "org-0", status: "tobedeleted" },
      ],
      demographics: [{ sourcedId: "s-0", sex: "female", hispanic: true }],
      classes: [],
      enrollments: [
        { sourcedId: "en-s-0", classSourcedId: "cl-0", userSourcedId: "s-0", role: "student", school: "org-0", status: "tobedeleted" },
        { sourcedId: "en-s-0b", classSourcedId: "cl-1", userSourcedId: "s-0", role: "student", school: "org-0" },
      ],
    };
    const r = await run(delta, { now: LATER });
    expect(r.errors).toEqual([]);
    expect(r.mode).toBe("delta");
    expect(r.counts.students).toMatchObject({ updated: 1, deleted: 1, created: 0 });
    const [s0] = await conn.db.select().from(clients).where(eq(clients.studentNumber, "N0"));
    expect(s0).toMatchObject({ userId: c1.id, name: "Student0 Abbott-Lee", gradeId: 10 });
    const history = await conn.db.select().from(caseloads).where(eq(caseloads.clientId, s0.id)).orderBy(caseloads.validFrom);
    expect(history.map((h) => [h.validTo?.toISOString() ?? null, h.counselorId === c1.id])).toEqual([
      [LATER.toISOString(), false],
      [null, true],
    ]);
    const [s1] = await conn.db.select().from(clients).where(eq(clients.studentNumber, "N1"));
    expect(s1.active).toBe(false);
    expect(await conn.db.select().from(clientMembers).where(eq(clientMembers.studentId, s1.id))).toHaveLength(0);
    const [g1] = await conn.db
      .select()
      .from(clients)
      .where(and(eq(clients.userId, c1.id), eq(clients.type, "group")));
    expect(g1.count).toBe(11);
    // The same delta again changes nothing.
    const before = await tableCounts(conn);
    const again = await run(delta, { now: LATER });
    expect(again.counts.students).toMatchObject({ updated: 0, deleted: 0, created: 0 });
    expect(await tableCounts(conn)).toEqual(before);
  });

  it("a bad row refuses the whole file with the file, row, column and reason, and writes nothing", async () => {
    const bad = districtFixture({ schools: SCHOOLS, students: 5, perCounselor: 5, prefix: "x" });
    bad.users[3].grades = "09";
    bad.enrollments[2].role = "pupil";
    bad.orgs[1].identifier = "990000200001";
    const before = await tableCounts(conn);
    const r = await run(bad);
    expect(r.committed).toBe(false);
    expect(r.errors).toContainEqual(expect.objectContaining({ file: "enrollments.csv", row: 4, column: "role" }));
    expect(await tableCounts(conn)).toEqual(before);
    const onlyOrg = districtFixture({ schools: SCHOOLS, students: 5, perCounselor: 5, prefix: "y" });
    onlyOrg.orgs[1].identifier = "990000200001";
    const r2 = await run(onlyOrg);
    expect(r2.errors).toEqual([{ file: "orgs.csv", row: 3, column: "identifier", reason: "No school of this district has this NCES id." }]);
    expect(await tableCounts(conn)).toEqual(before);
    const header = await run({ ...onlyOrg, override: { "classes.csv": "sourcedId,title,colour\nc,T,red\n" } });
    expect(header.errors).toEqual(
      expect.arrayContaining([
        { file: "classes.csv", row: 1, column: "colour", reason: "This column is not part of the file's OneRoster format." },
        { file: "classes.csv", row: 1, column: "classType", reason: "This required column is missing." },
      ]),
    );
  });

  it("a district rule places a student the roster does not (school, grade range, last names A-K)", async () => {
    const [c2] = await conn.db.select().from(users).where(eq(users.email, "counselor2@roster.example.org"));
    await conn.db.insert(caseloadRules).values({ leaid: LEAID, counselorId: c2.id, ncessch: SCHOOLS[1], gradeFrom: 9, gradeTo: 12, lastNameFrom: "A", lastNameTo: "K" });
    const f = districtFixture({ schools: SCHOOLS, students: 30, perCounselor: 10 });
    f.users.push({ sourcedId: "s-new", role: "student", givenName: "Nia", familyName: "Jansen", identifier: "N900", grades: "11", org: "org-1" });
    const r = await run(f, { now: LATER });
    expect(r.counts.students.created).toBe(1);
    const [s] = await conn.db.select().from(clients).where(eq(clients.studentNumber, "N900"));
    expect(s.userId).toBe(c2.id);
    const [c] = await conn.db.select().from(caseloads).where(eq(caseloads.clientId, s.id));
    expect(c.source).toBe("rule");
  });
});
