import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { collectionMethods, events, grades, lessonEvents, schoolGrades, standards, surveys, teachingMethods } from "@/db/schema";
import { ANY_GRADE, STANDARDS_LABELS, standardsLabelKey } from "./rules";

// The reference lists of the lesson form and of the lesson lookup calls (/api/v1/... lists).

export type TCollectionMethod = { id: number; method: string; description: string };
export type TTeachingMethod = { id: number; name: string; description: string };
export type TGradeItem = { id: number; code: string; name: string };
export type TStandardItem = { id: number; name: string; abbrev: string; domain: string; number: number; edition: number };
export type TOption = { id: number; name: string };
export type TLessonEventOption = { id: number; title: string; date: string; time: string; survey_id: number | null };

export async function listCollectionMethods(db: TDbOrTx): Promise<TCollectionMethod[]> {
  return db
    .select({ id: collectionMethods.id, method: collectionMethods.method, description: collectionMethods.description })
    .from(collectionMethods)
    .orderBy(asc(collectionMethods.sort), asc(collectionMethods.id));
}

export async function listTeachingMethods(db: TDbOrTx): Promise<TTeachingMethod[]> {
  return db.select({ id: teachingMethods.id, name: teachingMethods.name, description: teachingMethods.description }).from(teachingMethods).orderBy(asc(teachingMethods.sort), asc(teachingMethods.id));
}

/** GET /api/v1/grade: every grade in school order, "Any grade" (13) included. */
export async function listAllGrades(db: TDbOrTx): Promise<TGradeItem[]> {
  return db.select({ id: grades.id, code: grades.code, name: grades.name }).from(grades).orderBy(asc(grades.sort));
}

/**
 * GET /api/v1/grade/profile: the grades of the user's school (its offered grades, when the school
 * lists them) and "Any grade"; with clientsPage=1 (the students page) every real grade, since a
 * student is in one grade and may be at any school.
 */
export async function listProfileGrades(db: TDbOrTx, ncessch: string | null, clientsPage: boolean): Promise<TGradeItem[]> {
  const all = await listAllGrades(db);
  if (clientsPage) return all.filter((g) => g.id !== ANY_GRADE);
  if (!ncessch) return all;
  const offered = await db
    .select({ id: schoolGrades.gradeId })
    .from(schoolGrades)
    .where(and(eq(schoolGrades.ncessch, ncessch), eq(schoolGrades.offered, true)));
  if (offered.length === 0) return all;
  const keep = new Set([...offered.map((o) => o.id), ANY_GRADE]);
  return all.filter((g) => keep.has(g.id));
}

/** GET /api/v1/mindset: the standards of one edition (2021 by default) in the ASCA order: Mindsets, then the behavior domains. */
export async function listStandards(db: TDbOrTx, edition = 2021): Promise<TStandardItem[]> {
  return db
    .select({ id: standards.id, name: standards.name, abbrev: standards.abbrev, domain: standards.domain, number: standards.number, edition: standards.edition })
    .from(standards)
    .where(eq(standards.edition, edition))
    .orderBy(asc(standards.id));
}

/** The ids among `ids` that are standards (any edition: a lesson of 2014 keeps its standards). */
export async function existingStandardIds(db: TDbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: standards.id }).from(standards).where(inArray(standards.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** GET /api/v1/rubric/getLessonsLabel: the standards section's label by the user's logo setting (3 reads 'Student Standards'). */
export function lessonsLabel(logo: number | null | undefined): { key: "studentStandards" | "mindsetsBehavior"; mindsets: string; logo: number } {
  const key = standardsLabelKey(logo);
  return { key, mindsets: STANDARDS_LABELS[key], logo: logo ?? 0 };
}

/** The user's own surveys for the lesson's survey picker (surveys are never shared). */
export async function ownSurveyOptions(db: TDbOrTx, ownerId: number): Promise<TOption[]> {
  return db.select({ id: surveys.id, name: surveys.name }).from(surveys).where(eq(surveys.userId, ownerId)).orderBy(asc(surveys.name), asc(surveys.id));
}

/** The user's calendar events delivering the lesson (newest first), with the survey linked to each. */
export async function lessonEventOptions(db: TDbOrTx, ownerId: number, lessonId: number): Promise<TLessonEventOption[]> {
  const rows = await db
    .select({ id: events.id, title: events.title, date: events.date, time: events.time, surveyId: lessonEvents.surveyId })
    .from(events)
    .leftJoin(lessonEvents, eq(lessonEvents.eventId, events.id))
    .where(and(eq(events.userId, ownerId), eq(events.lessonId, lessonId)))
    .orderBy(desc(events.date), desc(events.time))
    .limit(500);
  return rows.map((r) => ({ id: r.id, title: r.title, date: r.date, time: r.time.slice(0, 5), survey_id: r.surveyId ?? null }));
}
