import "server-only";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { clientMembers, clients, events, grades, pbisOptions, pbisRecords, surveyAdministrations, surveyAnswers, surveyQuestions, surveyResponses, surveys, useOfTimeCategories } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import type { TRateLimit } from "@/lib/http/rate-limit";
import { hitRateLimit } from "@/lib/http/rate-limit";
import { logStudentAccess } from "./access-log";
import { studentToManage } from "./student-access";

// Export one student's data (a district's data-privacy agreement: the family's right to see the
// record): the student, every contact (the student's own events and their groups'), the referrals,
// the survey answers filed under the student and the PBIS records. JSON and a PDF of the same data.

/** Exports of students per reader: a family's request is one student, a district's audit a few dozen. */
export const STUDENT_EXPORT_LIMIT: TRateLimit = { scope: "student_export", max: 60, windowMinutes: 60 };

/** At most this many contacts, answers and PBIS records each (a student's record over many years fits). */
const MAX_ROWS = 5000;

export type TStudentExport = {
  student: { id: number; name: string; student_number: string; grade: string | null; counts: Record<string, number>; notes: string; active: boolean; erased_at: string | null; created_at: string };
  groups: { id: number; name: string }[];
  contacts: {
    id: number;
    date: string;
    time: string;
    minutes: number;
    title: string;
    category: string | null;
    status: string;
    via_group: string | null;
    notes: string;
    tier: number | null;
    domain: string | null;
  }[];
  referrals: { id: number; date: string; direction: string; status: string | null; reason: string; source: string; follow_up: string | null }[];
  survey_answers: { survey: string; phase: string; date: string; answers: { question: string; value: number }[] }[];
  pbis: { id: number; type: string; date: string; time: string; behavior: string; location: string; notes: string }[];
  exported_at: string;
};

/** The student's whole record for the export (the caller checked who may). */
export async function studentRecord(db: TDbOrTx, student: typeof clients.$inferSelect, now: Date): Promise<TStudentExport> {
  const [grade] = student.gradeId == null ? [] : await db.select({ name: grades.name }).from(grades).where(eq(grades.id, student.gradeId)).limit(1);
  const groups = await db
    .select({ id: clients.id, name: clients.name })
    .from(clientMembers)
    .innerJoin(clients, eq(clients.id, clientMembers.groupId))
    .where(eq(clientMembers.studentId, student.id))
    .orderBy(asc(clients.name));
  const groupIds = groups.map((g) => g.id);
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  const contactRows = await db
    .select({
      id: events.id,
      date: events.date,
      time: events.time,
      minutes: events.durationMinutes,
      title: events.title,
      category: useOfTimeCategories.name,
      status: events.status,
      clientId: events.clientId,
      notes: events.notes,
      tier: events.tier,
      domain: events.domain,
      referralDirection: events.referralDirection,
      referralStatus: events.referralStatus,
      referralReason: events.referralReason,
      referralSource: events.referralSource,
      referralFollowUpDate: events.referralFollowUpDate,
    })
    .from(events)
    .leftJoin(useOfTimeCategories, eq(useOfTimeCategories.id, events.categoryId))
    .where(and(eq(events.userId, student.userId), groupIds.length ? or(eq(events.clientId, student.id), inArray(events.clientId, groupIds)) : eq(events.clientId, student.id)))
    .orderBy(asc(events.date), asc(events.time), asc(events.id))
    .limit(MAX_ROWS);
  const answers = await db
    .select({
      responseId: surveyResponses.id,
      survey: surveys.name,
      phase: surveyAdministrations.phase,
      at: surveyResponses.updatedAt,
      question: surveyQuestions.text,
      position: surveyQuestions.position,
      value: surveyAnswers.value,
    })
    .from(surveyResponses)
    .innerJoin(surveyAdministrations, eq(surveyAdministrations.id, surveyResponses.administrationId))
    .innerJoin(surveys, eq(surveys.id, surveyAdministrations.surveyId))
    .innerJoin(surveyAnswers, eq(surveyAnswers.responseId, surveyResponses.id))
    .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyAnswers.questionId))
    .where(eq(surveyResponses.clientId, student.id))
    .orderBy(asc(surveyResponses.updatedAt), asc(surveyResponses.id), asc(surveyQuestions.position))
    .limit(MAX_ROWS);
  const byResponse = new Map<number, TStudentExport["survey_answers"][number]>();
  for (const a of answers) {
    const r = byResponse.get(a.responseId) ?? { survey: a.survey, phase: a.phase, date: a.at.toISOString().slice(0, 10), answers: [] };
    r.answers.push({ question: a.question, value: a.value });
    byResponse.set(a.responseId, r);
  }
  const behavior = sql<string>`(select o.code from ${pbisOptions} o where o.id = ${pbisRecords.behaviorId})`;
  const location = sql<string>`(select o.code from ${pbisOptions} o where o.id = ${pbisRecords.locationId})`;
  const pbis = await db
    .select({
      id: pbisRecords.id,
      type: pbisRecords.type,
      date: pbisRecords.date,
      time: pbisRecords.time,
      behavior,
      behaviorOther: pbisRecords.behaviorOther,
      location,
      locationOther: pbisRecords.locationOther,
      notes: pbisRecords.notes,
    })
    .from(pbisRecords)
    .where(eq(pbisRecords.clientId, student.id))
    .orderBy(asc(pbisRecords.date), asc(pbisRecords.time), asc(pbisRecords.id))
    .limit(MAX_ROWS);
  return {
    student: {
      id: student.id,
      name: student.name,
      student_number: student.studentNumber,
      grade: grade?.name ?? null,
      counts: Object.fromEntries(Object.entries(student.counts).filter(([, v]) => Number(v) > 0)) as Record<string, number>,
      notes: student.notes,
      active: student.active,
      erased_at: student.erasedAt?.toISOString() ?? null,
      created_at: student.createdAt.toISOString(),
    },
    groups,
    contacts: contactRows.map((e) => ({
      id: e.id,
      date: e.date,
      time: e.time.slice(0, 5),
      minutes: e.minutes,
      title: e.title,
      category: e.category,
      status: e.status,
      via_group: e.clientId !== student.id && e.clientId != null ? (groupName.get(e.clientId) ?? null) : null,
      notes: e.notes,
      tier: e.tier,
      domain: e.domain,
    })),
    referrals: contactRows
      .filter((e) => e.clientId === student.id && e.referralDirection)
      .map((e) => ({ id: e.id, date: e.date, direction: e.referralDirection!, status: e.referralStatus, reason: e.referralReason, source: e.referralSource, follow_up: e.referralFollowUpDate })),
    survey_answers: [...byResponse.values()],
    pbis: pbis.map((p) => ({ id: p.id, type: p.type, date: p.date, time: p.time.slice(0, 5), behavior: p.behaviorOther || p.behavior, location: p.locationOther || p.location, notes: p.notes })),
    exported_at: now.toISOString(),
  };
}

/**
 * GET /api/v1/client/{id}/export (JSON): the record of a student the actor may manage (the owning
 * counselor, the district's managers and directors), counted against the export limit and logged.
 * The PDF goes out through a short-lived link (student-pdf-request.ts makes it, student-pdf-link.ts renders it).
 */
export async function exportStudent(db: TDbOrTx, actor: TActor, id: number, now: Date): Promise<TStudentExport> {
  const student = await studentToManage(db, actor, id, "student.export");
  await hitRateLimit(db, STUDENT_EXPORT_LIMIT, `user:${actor.user.id}`, now);
  const record = await studentRecord(db, student, now);
  logStudentAccess(db, [{ clientId: student.id, ownerId: student.userId, readerId: actor.user.id, channel: "export", detail: "export json" }], now);
  return record;
}
