import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { extractText } from "unpdf";
import type { TConnection, TDb } from "@/db/client";
import {
  auditLog,
  clientMembers,
  clients,
  events,
  managedUsers,
  memberships,
  pdfLinks,
  pbisOptions,
  pbisRecords,
  schoolDistricts,
  surveyAdministrations,
  surveyAnswers,
  surveyQuestions,
  surveyResponses,
  surveys,
  users,
  type TUserRow,
} from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { zeroCounts } from "@/lib/clients/rules";
import { pdfTranslator } from "@/lib/pdf/strings";
import { flushAccessLog, studentAccessLogPage } from "@/lib/privacy/access-log";
import { eraseStudent } from "@/lib/privacy/erase-student";
import { exportStudent } from "@/lib/privacy/export-student";
import { studentToManage } from "@/lib/privacy/student-access";
import { renderStudentExportPdf } from "@/lib/privacy/student-pdf-link";
import { linkStudentPdf } from "@/lib/privacy/student-pdf-request";
import { renderStudentPdf } from "@/lib/privacy/student-pdf";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// A district's data-privacy agreement: the student's access log (written on every read, read by the
// counselor and the district's managers), the export of one student's record (JSON and PDF) and the
// erasure (what identifies the student goes, minutes and counts stay, the erasure is logged), each
// refused with a 404 to everyone else: another counselor, a director of another district, the admin.

const NOW = new Date("2026-04-10T12:00:00Z");
const as = (user: TUserRow): TActor => ({ user, sessionId: "test", via: "bearer" });

describe.each(DRIVERS)("student data: access log, export and erasure (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let una: TUserRow;
  let mike: TUserRow;
  let olaf: TUserRow;
  let dina: TUserRow;
  let dora: TUserRow;
  let nell: TUserRow;
  let admin: TUserRow;
  let ivy: number;
  let group: number;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    const person = (username: string, roleId: number, firstName: string) => ({ username, email: `${username}@privacy.test`, roleId, active: true, expires: "2030-07-31", firstName, lastName: "Priv" });
    [una, mike, olaf, dina, dora, nell] = await db
      .insert(users)
      .values([
        person("una_privacy", 1, "Una"),
        person("mike_privacy", 2, "Mike"),
        person("olaf_privacy", 1, "Olaf"),
        person("dina_privacy", 9, "Dina"),
        person("dora_privacy", 9, "Dora"),
        person("nell_privacy", 2, "Nell"),
      ])
      .returning();
    [admin] = await db.select().from(users).where(eq(users.roleId, 3)).limit(1);
    const [d1, d2] = await db.select({ leaid: schoolDistricts.leaid }).from(schoolDistricts).limit(2);
    const member = (u: TUserRow, leaid: string) => ({ userId: u.id, leaid, roleId: u.roleId, status: "active" as const, source: "admin" as const });
    await db.insert(memberships).values([member(una, d1.leaid), member(mike, d1.leaid), member(olaf, d1.leaid), member(dina, d2.leaid), member(dora, d1.leaid), member(nell, d1.leaid)]);
    await db.insert(managedUsers).values({ managerId: mike.id, userId: una.id });
    [{ id: ivy }] = await db
      .insert(clients)
      .values({ userId: una.id, type: "student", name: "Ivy Moss", studentNumber: "S-123", gradeId: 9, counts: { ...zeroCounts(), female: 1, iep: 1 }, count: 1, notes: "Anxious before tests" })
      .returning({ id: clients.id });
    [{ id: group }] = await db.insert(clients).values({ userId: una.id, type: "group", name: "Study group", gradeId: 9, counts: zeroCounts(), count: 4 }).returning({ id: clients.id });
    const [{ id: bo }] = await db
      .insert(clients)
      .values({ userId: una.id, type: "student", name: "Bo Lind", gradeId: 9, counts: { ...zeroCounts(), male: 1 }, count: 1 })
      .returning({ id: clients.id });
    await db.insert(clientMembers).values([
      { groupId: group, studentId: ivy },
      { groupId: group, studentId: bo },
    ]);
    const ev = (title: string, date: string, minutes: number, clientId: number | null, extra: Partial<typeof events.$inferInsert> = {}) => ({
      userId: una.id,
      title,
      date,
      time: "09:00",
      durationMinutes: minutes,
      categoryId: 3,
      clientId,
      status: "done" as const,
      studentsCount: 1,
      ...extra,
    });
    const [checkIn] = await db
      .insert(events)
      .values([
        ev("Check-in with Ivy Moss", "2026-03-02", 30, ivy, { notes: "Talked about home" }),
        ev("Referral for Ivy", "2026-03-03", 20, ivy, { referralDirection: "out", referralReason: "Anxiety", referralStatus: "open" }),
        ev("Study group session", "2026-03-04", 45, group, { studentsCount: 4 }),
        ev("Call about Ivy Moss", "2026-03-05", 15, null),
        ev("Team meeting", "2026-03-06", 60, null, { categoryId: 4 }),
      ])
      .returning();
    const [survey] = await db.insert(surveys).values({ userId: una.id, name: "Test anxiety" }).returning();
    const [question] = await db.insert(surveyQuestions).values({ surveyId: survey.id, position: 1, text: "I feel calm before a test" }).returning();
    const [round] = await db.insert(surveyAdministrations).values({ surveyId: survey.id, eventId: checkIn.id, phase: "pre", namedAnswers: true }).returning();
    const [response] = await db
      .insert(surveyResponses)
      .values({ administrationId: round.id, deviceHash: "d".repeat(64), studentRef: "S-123", clientId: ivy })
      .returning();
    await db.insert(surveyAnswers).values({ responseId: response.id, questionId: question.id, value: 2 });
    const [behavior] = await db.select().from(pbisOptions).where(eq(pbisOptions.kind, "behavior")).limit(1);
    const [location] = await db.select().from(pbisOptions).where(eq(pbisOptions.kind, "location")).limit(1);
    await db
      .insert(pbisRecords)
      .values({ userId: una.id, clientId: ivy, type: "recognition", date: "2026-03-09", time: "10:00", behaviorId: behavior.id, locationId: location.id, notes: "Helped Ivy's classmate" });
  });
  afterAll(async () => {
    await flushAccessLog(db);
    await conn?.close();
  });

  it("another counselor, a director of another district, a manager of the district who does not manage her counselor and the administrator may not read, export or erase the student (404)", async () => {
    for (const reader of [olaf, dina, nell, admin]) {
      await expect(studentToManage(db, as(reader), ivy, "student.accessLog.read")).rejects.toMatchObject({ status: 404 });
      await expect(exportStudent(db, as(reader), ivy, NOW)).rejects.toMatchObject({ status: 404 });
      await expect(eraseStudent(db, as(reader), ivy, NOW)).rejects.toMatchObject({ status: 404 });
    }
    // A group is no student record to export.
    await expect(exportStudent(db, as(una), group, NOW)).rejects.toMatchObject({ status: 404 });
  });

  it("the export holds the student, their contacts (their own and their group's), referrals, survey answers and PBIS records, as JSON and as a readable PDF", async () => {
    const record = await exportStudent(db, as(una), ivy, NOW);
    expect(record.student).toMatchObject({
      id: ivy,
      name: "Ivy Moss",
      student_number: "S-123",
      grade: expect.any(String),
      counts: { female: 1, iep: 1 },
      notes: "Anxious before tests",
      erased_at: null,
    });
    expect(record.groups).toEqual([{ id: group, name: "Study group" }]);
    expect(record.contacts.map((c) => [c.title, c.minutes, c.via_group])).toEqual([
      ["Check-in with Ivy Moss", 30, null],
      ["Referral for Ivy", 20, null],
      ["Study group session", 45, "Study group"],
    ]);
    expect(record.referrals).toEqual([expect.objectContaining({ direction: "out", reason: "Anxiety", status: "open" })]);
    expect(record.survey_answers).toEqual([expect.objectContaining({ survey: "Test anxiety", phase: "pre", answers: [{ question: "I feel calm before a test", value: 2 }] })]);
    expect(record.pbis).toEqual([expect.objectContaining({ type: "recognition", date: "2026-03-09", notes: "Helped Ivy's classmate" })]);
    const pdf = await renderStudentPdf(record, await pdfTranslator("privacy.studentPdf", "en"), "en");
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    for (const s of ["Student record: Ivy Moss", "Student number: S-123", "Contacts (3)", "Check-in with Ivy Moss", "Referrals (1)", "Anxiety", "I feel calm before a test", "PBIS records (1)"])
      expect(text).toContain(s);
    // Codes are printed in the reader's words: the status, the direction, the PBIS kind and the subgroups.
    for (const s of ["Female, IEP", "Done", "Out", "Open", "Recognition", "Academic effort", "Bus"]) expect(text).toContain(s);
    for (const code of ["female, iep", "recognition"]) expect(text).not.toContain(code);
    const it = await renderStudentPdf(record, await pdfTranslator("privacy.studentPdf", "it"), "it");
    expect((await extractText(new Uint8Array(it), { mergePages: true })).text).toContain("Femmine");
  });

  it("every read is in the student's access log, newest first; the counselor, her manager and the district's director read it", async () => {
    // The PDF is a short-lived link; opening it renders the record and logs the read (channel "pdf").
    const link = await linkStudentPdf(db, as(mike), ivy, new Date(NOW.getTime() + 30_000));
    const [row] = await db
      .select()
      .from(pdfLinks)
      .where(eq(pdfLinks.token, link.slice(link.lastIndexOf("/") + 1)));
    expect(await renderStudentExportPdf(db, row, new Date(NOW.getTime() + 60_000))).toBeInstanceOf(Buffer);
    await flushAccessLog(db);
    for (const reader of [una, mike, dora]) {
      const student = await studentToManage(db, as(reader), ivy, "student.accessLog.read");
      const log = await studentAccessLogPage(db, student.id, 1);
      expect(log.data.slice(0, 2).map((e) => [e.reader.name, e.channel])).toEqual([
        ["Mike Priv", "pdf"],
        ["Una Priv", "export"],
      ]);
      expect(log.total).toBeGreaterThanOrEqual(2);
    }
  });

  it("erasing removes what identifies the student, keeps every minute and count, is logged, and happens once", async () => {
    const minutesBefore = await db
      .select({ m: sql<number>`sum(${events.durationMinutes})::int`, n: sql<number>`count(*)::int` })
      .from(events)
      .where(eq(events.userId, una.id));
    const result = await eraseStudent(db, as(mike), ivy, new Date(NOW.getTime() + 120_000));
    expect(result).toMatchObject({ id: ivy, events_retitled: 3, answers_unlinked: 1, groups_left: 1 });
    const [row] = await db.select().from(clients).where(eq(clients.id, ivy));
    expect(row).toMatchObject({ name: `Erased student #${ivy}`, studentNumber: "", notes: "", counts: expect.objectContaining({ female: 1, iep: 1 }) });
    expect(row.erasedAt).not.toBeNull();
    const titles = (await db.select({ title: events.title, notes: events.notes, reason: events.referralReason, clientId: events.clientId }).from(events).where(eq(events.userId, una.id))).map(
      (e) => e.title,
    );
    expect(titles.some((t) => t.includes("Ivy"))).toBe(false);
    expect(titles).toContain("Team meeting");
    expect(titles).toContain("Study group session");
    const [{ notes }] = await db
      .select({ notes: events.notes })
      .from(events)
      .where(and(eq(events.clientId, ivy), eq(events.durationMinutes, 30)));
    expect(notes).toBe("");
    // Minutes and counts stay: the same events, the same minutes, still linked to the (now anonymous) student.
    expect(
      await db
        .select({ m: sql<number>`sum(${events.durationMinutes})::int`, n: sql<number>`count(*)::int` })
        .from(events)
        .where(eq(events.userId, una.id)),
    ).toEqual(minutesBefore);
    expect((await db.select().from(events).where(eq(events.clientId, ivy))).length).toBe(2);
    expect(await db.select().from(surveyResponses).where(eq(surveyResponses.clientId, ivy))).toEqual([]);
    expect(await db.select().from(clientMembers).where(eq(clientMembers.studentId, ivy))).toEqual([]);
    // The group she left counts its remaining member only (Bo: one male student), in the same transaction.
    const [studyGroup] = await db.select({ count: clients.count, counts: clients.counts }).from(clients).where(eq(clients.id, group));
    expect(studyGroup.count).toBe(1);
    expect(studyGroup.counts).toMatchObject({ male: 1, female: 0, iep: 0 });
    const [{ notes: pbisNotes }] = await db.select({ notes: pbisRecords.notes }).from(pbisRecords).where(eq(pbisRecords.clientId, ivy));
    expect(pbisNotes).toBe("");
    // Logged in the audit log (without the name) and in the student's access log.
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "student.erase"), eq(auditLog.entityId, String(ivy))));
    expect(audit.actorId).toBe(mike.id);
    expect(JSON.stringify(audit)).not.toContain("Ivy");
    const log = await studentAccessLogPage(db, ivy, 1);
    expect(log.data[0]).toMatchObject({ channel: "erase", reader: { id: mike.id } });
    // The export now names nobody.
    expect(JSON.stringify(await exportStudent(db, as(una), ivy, NOW))).not.toContain("Ivy");
    await expect(eraseStudent(db, as(una), ivy, NOW)).rejects.toMatchObject({ status: 409 });
  });
});
