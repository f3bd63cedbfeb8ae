import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, caseloadRules, caseloads, clients, schoolDistricts, schools, users, type TClientRow, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { getClient, listClients } from "@/lib/clients/queries";
import { zeroCounts } from "@/lib/clients/rules";
import { studentToManage } from "@/lib/privacy/student-access";
import { applyCaseloadRules } from "@/lib/roster/caseload-apply";
import { deleteCaseloadRule, saveCaseloadRule } from "@/lib/roster/caseload-write";
import { DRIVERS, freshDatabase } from "../support/db";
import { grantForTest } from "../support/memberships";

// A counselor reaches a student (the record, the whole-record export) when they own the student or the
// student is on their open caseload. When the caseload moves to another counselor, the first one's row
// is closed (kept as history) and they no longer reach the student; the new counselor does.
const T0 = new Date("2026-09-01T12:00:00Z");
const T1 = new Date("2026-09-15T12:00:00Z");
const LEAID = "9900031";
const SCHOOL = "990003100001";

const actorOf = (user: TUserRow): TActor => ({ user, sessionId: `test-${user.id}`, via: "cookie" });

describe.each(DRIVERS)("caseloads decide who reaches a student (%s)", (driver) => {
  let conn: TConnection;
  let a: TUserRow;
  let b: TUserRow;
  let owner: TUserRow;
  let manager: TUserRow;
  let student: TClientRow;

  const reads = async (who: TUserRow, id: number): Promise<boolean> => {
    const record = await getClient(conn.db, actorOf(who), id).then(
      () => true,
      () => false,
    );
    const exported = await studentToManage(conn.db, actorOf(who), id, "student.export").then(
      () => true,
      () => false,
    );
    const listed = (await listClients(conn.db, actorOf(who), { type: "student" })).some((c) => c.id === id);
    // The record, the export and the list answer alike.
    expect(new Set([record, exported, listed]).size).toBe(1);
    return record;
  };

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    await conn.db.insert(schoolDistricts).values({ leaid: LEAID, name: "Caseload District", state: "WA" });
    await conn.db.insert(schools).values({ ncessch: SCHOOL, schnam: "Caseload High", leaid: LEAID, zip: "98000", state: "WA" });
    const person = (username: string, roleId: number, lastName: string) => ({ username, email: `${username}@example.org`, firstName: "Test", lastName, roleId, expires: "2030-01-01", active: true });
    [a, b, owner, manager] = await conn.db
      .insert(users)
      .values([person("cla", ROLE.user, "Adams"), person("clb", ROLE.user, "Brown"), person("clowner", ROLE.user, "Owens"), person("clmanager", ROLE.manager, "Mills")])
      .returning();
    for (const u of [a, b, owner]) await grantForTest(conn.db, u.id, u.roleId, { leaid: LEAID, ncessch: SCHOOL });
    await grantForTest(conn.db, manager.id, ROLE.manager, { leaid: LEAID });
    // Entered by another counselor, then placed on A's caseload by an earlier rule (a student placed by hand the rules leave alone).
    [student] = await conn.db.insert(clients).values({ userId: owner.id, type: "student", name: "Nia Jansen", gradeId: 10, counts: zeroCounts(), createdAt: T0, updatedAt: T0 }).returning();
    await conn.db.insert(caseloads).values({ counselorId: a.id, clientId: student.id, leaid: LEAID, ncessch: SCHOOL, source: "rule", validFrom: T0 });
  });
  afterAll(async () => conn?.close());

  it("a student on counselor A's open caseload is read by A (record, export, list); B, who has no caseload row, does not", async () => {
    expect(await reads(a, student.id)).toBe(true);
    expect(await reads(b, student.id)).toBe(false);
    // The owner still reaches the student they own.
    expect(await reads(owner, student.id)).toBe(true);
  });

  it("after the caseload moves to B, A no longer reads the student and B does; the history rows are kept", async () => {
    await saveCaseloadRule(conn.db, actorOf(manager), { counselor_id: b.id, ncessch: SCHOOL, grade_from: 9, grade_to: 12, last_name_from: "A", last_name_to: "K", sort: 1 }, T0);
    const r = await applyCaseloadRules(conn.db, actorOf(manager), {}, T1);
    expect(r).toEqual({ moved: 1, unchanged: 0 });

    expect(await reads(a, student.id)).toBe(false);
    expect(await reads(b, student.id)).toBe(true);
    const [row] = await conn.db.select().from(clients).where(eq(clients.id, student.id));
    expect(row.userId).toBe(b.id);

    const history = await conn.db.select().from(caseloads).where(eq(caseloads.clientId, student.id)).orderBy(asc(caseloads.id));
    expect(history.map((h) => ({ counselorId: h.counselorId, source: h.source, validFrom: h.validFrom.toISOString(), validTo: h.validTo?.toISOString() ?? null }))).toEqual([
      { counselorId: a.id, source: "rule", validFrom: T0.toISOString(), validTo: T1.toISOString() },
      { counselorId: b.id, source: "rule", validFrom: T1.toISOString(), validTo: null },
    ]);
    const audits = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "caseload_rules.apply"), eq(auditLog.entityId, LEAID)));
    expect(audits).toHaveLength(1);
  });

  it("applying the rules again moves nobody", async () => {
    expect(await applyCaseloadRules(conn.db, actorOf(manager), {}, T1)).toEqual({ moved: 0, unchanged: 1 });
  });

  it("a counselor outside the district cannot be named by a rule, and a counselor may not write rules", async () => {
    const [stranger] = await conn.db.insert(users).values({ username: "clstranger", email: "clstranger@example.org", roleId: ROLE.user, expires: "2030-01-01", active: true }).returning();
    await expect(saveCaseloadRule(conn.db, actorOf(manager), { counselor_id: stranger.id, sort: 0 }, T1)).rejects.toMatchObject({ code: "counselor_not_in_district", status: 422 });
    await expect(saveCaseloadRule(conn.db, actorOf(a), { leaid: LEAID, counselor_id: b.id, sort: 0 }, T1)).rejects.toMatchObject({ status: 403 });
    const [rule] = await conn.db.select().from(caseloadRules).where(eq(caseloadRules.leaid, LEAID));
    await deleteCaseloadRule(conn.db, actorOf(manager), { id: rule.id }, T1);
    expect(await conn.db.select().from(caseloadRules).where(eq(caseloadRules.leaid, LEAID))).toHaveLength(0);
  });
});
