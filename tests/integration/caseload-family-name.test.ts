import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { caseloadRules, caseloads, clients, schoolDistricts, schools, users, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { saveClient } from "@/lib/clients/save-client";
import { ZClientInput } from "@/lib/clients/schemas";
import { eraseStudent } from "@/lib/privacy/erase-student";
import { applyCaseloadRules } from "@/lib/roster/caseload-apply";
import { runOneRosterImport } from "@/lib/roster/import-oneroster";
import { DRIVERS, freshDatabase } from "../support/db";
import { grantForTest } from "../support/memberships";
import { districtFixture, oneRosterZip } from "../support/oneroster";

// The roster's familyName is stored with the student, and "Apply rules now" reads it: "Mary Ann Smith"
// (given names Mary Ann, family name Smith) falls in an S rule, not in an A rule as "Ann Smith" would.
const T0 = new Date("2026-09-01T12:00:00Z");
const T1 = new Date("2026-09-15T12:00:00Z");
const LEAID = "9900041";
const SCHOOL = "990004100001";

const actorOf = (user: TUserRow): TActor => ({ user, sessionId: `test-${user.id}`, via: "cookie" });

describe.each(DRIVERS)("the stored family name places students by the caseload rules (%s)", (driver) => {
  let conn: TConnection;
  let first: TUserRow;
  let cA: TUserRow;
  let cS: TUserRow;
  let manager: TUserRow;

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    await conn.db.insert(schoolDistricts).values({ leaid: LEAID, name: "Family Name District", state: "WA" });
    await conn.db.insert(schools).values({ ncessch: SCHOOL, schnam: "Family Name High", leaid: LEAID, zip: "98000", state: "WA" });
    const person = (username: string, roleId: number) => ({ username, email: `${username}@example.org`, firstName: "Test", lastName: username, roleId, expires: "2030-01-01", active: true });
    [first, cA, cS, manager] = await conn.db
      .insert(users)
      .values([person("fnfirst", ROLE.user), person("fna", ROLE.user), person("fns", ROLE.user), person("fnmanager", ROLE.manager)])
      .returning();
    for (const u of [first, cA, cS]) await grantForTest(conn.db, u.id, u.roleId, { leaid: LEAID, ncessch: SCHOOL });
    await grantForTest(conn.db, manager.id, ROLE.manager, { leaid: LEAID });
  });
  afterAll(async () => conn?.close());

  it("the import stores the roster's family name apart, and 'Apply rules now' puts 'Mary Ann Smith' in the S rule, not the A rule", async () => {
    // A rule for every student places the new student first; the roster enrolls them in no class.
    await conn.db.insert(caseloadRules).values({ leaid: LEAID, counselorId: first.id, sort: 0 });
    const f = districtFixture({ schools: [SCHOOL], students: 0 });
    f.users.push({ sourcedId: "s-mas", role: "student", givenName: "Mary Ann", familyName: "Smith", identifier: "FN1", grades: "10", org: "org-0" });
    const r = await runOneRosterImport(conn.db, manager.id, { leaid: LEAID, bytes: oneRosterZip(f), dryRun: false, now: T0, origin: null });
    expect(r.committed).toBe(true);
    const [student] = await conn.db.select().from(clients).where(eq(clients.studentNumber, "FN1"));
    expect(student).toMatchObject({ name: "Mary Ann Smith", familyName: "Smith", userId: first.id });
    // Importing the same file again changes nothing.
    const again = await runOneRosterImport(conn.db, manager.id, { leaid: LEAID, bytes: oneRosterZip(f), dryRun: false, now: T0, origin: null });
    expect(again.counts.students).toMatchObject({ created: 0, updated: 0, unchanged: 1 });

    await conn.db.delete(caseloadRules).where(eq(caseloadRules.leaid, LEAID));
    await conn.db.insert(caseloadRules).values([
      { leaid: LEAID, counselorId: cA.id, lastNameFrom: "A", lastNameTo: "B", sort: 1 },
      { leaid: LEAID, counselorId: cS.id, lastNameFrom: "S", lastNameTo: "S", sort: 2 },
    ]);
    expect(await applyCaseloadRules(conn.db, actorOf(manager), {}, T1)).toEqual({ moved: 1, unchanged: 0 });
    const [open] = await conn.db
      .select()
      .from(caseloads)
      .where(and(eq(caseloads.clientId, student.id), isNull(caseloads.validTo)));
    expect(open).toMatchObject({ counselorId: cS.id, source: "rule" });
  });

  it("a name changed by hand drops the roster's family name, so the rules read the new one: 'Mary Ann Adams' goes to the A rule", async () => {
    const [student] = await conn.db.select().from(clients).where(eq(clients.studentNumber, "FN1"));
    const [owner] = await conn.db.select().from(users).where(eq(users.id, student.userId));
    const edit = (name: string) => ZClientInput.parse({ id: student.id, type: "student", name, student_number: "FN1", grade_id: student.gradeId, ...(student.counts as Record<string, number>) });
    // Saved with the same name, the stored family name stays.
    await saveClient(conn.db, actorOf(owner), edit("Mary Ann Smith"), T1);
    expect((await conn.db.select().from(clients).where(eq(clients.id, student.id)))[0].familyName).toBe("Smith");
    await saveClient(conn.db, actorOf(owner), edit("Mary Ann Adams"), T1);
    expect((await conn.db.select().from(clients).where(eq(clients.id, student.id)))[0]).toMatchObject({ name: "Mary Ann Adams", familyName: null });
    expect(await applyCaseloadRules(conn.db, actorOf(manager), {}, T1)).toEqual({ moved: 1, unchanged: 0 });
    const [open] = await conn.db
      .select()
      .from(caseloads)
      .where(and(eq(caseloads.clientId, student.id), isNull(caseloads.validTo)));
    expect(open).toMatchObject({ counselorId: cA.id, source: "rule" });
  });

  it("erasing a student erases the stored family name with the name", async () => {
    const [student] = await conn.db.select().from(clients).where(eq(clients.studentNumber, "FN1"));
    const [owner] = await conn.db.select().from(users).where(eq(users.id, student.userId));
    await eraseStudent(conn.db, actorOf(owner), student.id, T1);
    const [after] = await conn.db.select().from(clients).where(eq(clients.id, student.id));
    expect(after.familyName).toBeNull();
    expect(after.name).not.toContain("Adams");
  });
});
