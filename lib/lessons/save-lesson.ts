import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { TDb, TDbOrTx } from "@/db/client";
import { collectionMethods, events, grades, lessonGrades, lessonStandards, lessons, surveys, teachingMethods } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ownLesson } from "./access";
import { existingStandardIds } from "./lookups";
import { lessonJson } from "./queries";
import type { TLessonInput, TLessonJson } from "./schemas";

type TIssue = { field: string; message: string };

/** Field errors as the zod error withApi and runAction already answer as 422, one entry per field. */
function invalid(issues: TIssue[]): z.ZodError {
  return new z.ZodError(issues.map((i) => ({ code: "custom" as const, path: [i.field], message: i.message, input: undefined })));
}

/**
 * The references a lesson points at must exist and, for the survey and the event, be the owner's:
 * the survey one of their surveys, the event one of their calendar events delivering this lesson.
 */
async function checkReferences(tx: TDbOrTx, ownerId: number, lessonId: number | null, input: TLessonInput): Promise<void> {
  const issues: TIssue[] = [];
  if (input.mindsets.length > 0) {
    const known = await existingStandardIds(tx, input.mindsets);
    if (input.mindsets.some((id) => !known.has(id))) issues.push({ field: "mindsets", message: "Choose standards from the list." });
  }
  if (input.grades.length > 0) {
    const known = new Set((await tx.select({ id: grades.id }).from(grades).where(inArray(grades.id, input.grades))).map((g) => g.id));
    if (input.grades.some((id) => !known.has(id))) issues.push({ field: "grades", message: "Choose grades from the list." });
  }
  if (input.teachingMethod !== null) {
    const [m] = await tx.select({ id: teachingMethods.id }).from(teachingMethods).where(eq(teachingMethods.id, input.teachingMethod));
    if (!m) issues.push({ field: "teachingMethod", message: "Choose a teaching method from the list." });
  }
  const [c] = await tx.select({ id: collectionMethods.id }).from(collectionMethods).where(eq(collectionMethods.id, input.collectionMethod));
  if (!c) issues.push({ field: "collectionMethod", message: "Choose a collection method from the list." });
  if (input.survey_id !== null) {
    const [s] = await tx
      .select({ id: surveys.id })
      .from(surveys)
      .where(and(eq(surveys.id, input.survey_id), eq(surveys.userId, ownerId)));
    if (!s) issues.push({ field: "survey_id", message: "Choose one of your surveys." });
  }
  if (input.event_id !== null) {
    const [e] =
      lessonId === null
        ? []
        : await tx
            .select({ id: events.id })
            .from(events)
            .where(and(eq(events.id, input.event_id), eq(events.userId, ownerId), eq(events.lessonId, lessonId)));
    if (!e) issues.push({ field: "event_id", message: "Choose one of your calendar events that delivers this lesson." });
  }
  if (issues.length > 0) throw invalid(issues);
}

function columns(input: TLessonInput, now: Date) {
  return {
    name: input.name,
    share: input.share,
    teachingMethodId: input.teachingMethod,
    lessonNumber: input.lessonNumer,
    academic: input.academic,
    social: input.social,
    career: input.career,
    collectionMethodId: input.collectionMethod,
    percCollectionMethod: input.percCollectionMethod,
    ofTotal: input.ofTotal,
    achievement: input.achievement,
    attendance: input.attendance,
    behavior: input.behavior,
    surveyId: input.survey_id,
    eventId: input.event_id,
    inRamp: input.inRAMP,
    objective1: input.objective1,
    objective2: input.objective2,
    outcome: input.outcome,
    implication: input.implication,
    updatedAt: now,
  };
}

async function replaceLinks(tx: TDbOrTx, lessonId: number, input: TLessonInput): Promise<void> {
  await tx.delete(lessonStandards).where(eq(lessonStandards.lessonId, lessonId));
  await tx.delete(lessonGrades).where(eq(lessonGrades.lessonId, lessonId));
  if (input.mindsets.length > 0) await tx.insert(lessonStandards).values(input.mindsets.map((standardId, i) => ({ lessonId, standardId, position: i + 1 })));
  if (input.grades.length > 0) await tx.insert(lessonGrades).values(input.grades.map((gradeId) => ({ lessonId, gradeId })));
}

/**
 * Creates a lesson of the actor (managers too: their own lessons). The lesson, its standards and its
 * grades are written in one transaction; a new lesson has no event yet (an event_id is refused).
 */
export async function createLesson(db: TDb, actor: TActor, input: TLessonInput, now: Date): Promise<TLessonJson> {
  const ownerId = actor.user.id;
  return db.transaction(async (tx) => {
    await checkReferences(tx, ownerId, null, input);
    const [row] = await tx
      .insert(lessons)
      .values({ userId: ownerId, ...columns(input, now), createdAt: now })
      .returning();
    await replaceLinks(tx, row.id, input);
    return lessonJson(tx, ownerId, row);
  });
}

/**
 * Updates one of the actor's lessons: another counselor's shared lesson is read-only (403), an
 * unshared one does not exist for them (404). Standards and grades are replaced in the same transaction.
 */
export async function updateLesson(db: TDb, actor: TActor, id: number, input: TLessonInput, now: Date): Promise<TLessonJson> {
  const ownerId = actor.user.id;
  return db.transaction(async (tx) => {
    await ownLesson(tx, ownerId, id);
    await checkReferences(tx, ownerId, id, input);
    const [row] = await tx.update(lessons).set(columns(input, now)).where(eq(lessons.id, id)).returning();
    await replaceLinks(tx, id, input);
    return lessonJson(tx, ownerId, row);
  });
}
