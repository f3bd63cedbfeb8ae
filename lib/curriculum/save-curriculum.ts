import "server-only";
import { and, eq, inArray, or } from "drizzle-orm";
import { z } from "zod";
import type { TDb, TDbOrTx } from "@/db/client";
import { curricula, curriculumGrades, curriculumLessons, curriculumStandards, grades, lessons, smartGoals } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { existingStandardIds } from "@/lib/lessons/lookups";
import { ownCurriculum } from "./access";
import { curriculumJson } from "./queries";
import { NO_SMART_GOAL } from "./rules";
import type { TCurriculumInput, TCurriculumJson } from "./schemas";

type TIssue = { field: string; message: string };

/** Field errors as the zod error withApi and runAction already answer as 422, one entry per field. */
function invalid(issues: TIssue[]): z.ZodError {
  return new z.ZodError(issues.map((i) => ({ code: "custom" as const, path: [i.field], message: i.message, input: undefined })));
}

/**
 * What a plan points at must exist and be the owner's to use: standards and grades from the lists,
 * lessons the owner's own or shared ones (those their calendar may deliver), the SMART goal one of theirs.
 */
async function checkReferences(tx: TDbOrTx, ownerId: number, input: TCurriculumInput): Promise<void> {
  const issues: TIssue[] = [];
  if (input.mindsets.length > 0) {
    const known = await existingStandardIds(tx, input.mindsets);
    if (input.mindsets.some((id) => !known.has(id))) issues.push({ field: "mindsets", message: "Choose standards from the list." });
  }
  if (input.grades.length > 0) {
    const known = new Set((await tx.select({ id: grades.id }).from(grades).where(inArray(grades.id, input.grades))).map((g) => g.id));
    if (input.grades.some((id) => !known.has(id))) issues.push({ field: "grades", message: "Choose grades from the list." });
  }
  if (input.lessons.length > 0) {
    const ids = input.lessons.map((l) => l.lesson_id);
    const usable = new Set(
      (
        await tx
          .select({ id: lessons.id })
          .from(lessons)
          .where(and(inArray(lessons.id, ids), or(eq(lessons.userId, ownerId), eq(lessons.share, true))))
      ).map((l) => l.id),
    );
    if (ids.some((id) => !usable.has(id))) issues.push({ field: "lessons", message: "Choose lessons from your lessons or the shared ones." });
  }
  if (input.smart_goal_id !== NO_SMART_GOAL) {
    const [g] = await tx
      .select({ id: smartGoals.id })
      .from(smartGoals)
      .where(and(eq(smartGoals.id, input.smart_goal_id), eq(smartGoals.userId, ownerId)));
    if (!g) issues.push({ field: "smart_goal_id", message: "Choose one of your SMART goals, or none." });
  }
  if (issues.length > 0) throw invalid(issues);
}

function columns(input: TCurriculumInput, now: Date) {
  return {
    name: input.name,
    academic: input.academic,
    social: input.social,
    career: input.career,
    smartGoalId: input.smart_goal_id === NO_SMART_GOAL ? null : input.smart_goal_id,
    activity: input.activity,
    timeline: input.timeline,
    who: input.who,
    processData: input.processData,
    perceptionData: input.perceptionData,
    outcomeData: input.outcomeData,
    evaluation: input.evaluation,
    updatedAt: now,
  };
}

async function replaceLinks(tx: TDbOrTx, curriculumId: number, input: TCurriculumInput): Promise<void> {
  await tx.delete(curriculumStandards).where(eq(curriculumStandards.curriculumId, curriculumId));
  await tx.delete(curriculumGrades).where(eq(curriculumGrades.curriculumId, curriculumId));
  await tx.delete(curriculumLessons).where(eq(curriculumLessons.curriculumId, curriculumId));
  if (input.mindsets.length > 0) await tx.insert(curriculumStandards).values(input.mindsets.map((standardId, i) => ({ curriculumId, standardId, position: i + 1 })));
  if (input.grades.length > 0) await tx.insert(curriculumGrades).values(input.grades.map((gradeId) => ({ curriculumId, gradeId })));
  if (input.lessons.length > 0) {
    await tx.insert(curriculumLessons).values(input.lessons.map((l, i) => ({ curriculumId, lessonId: l.lesson_id, plannedDate: l.plannedDate, position: i + 1 })));
  }
}

/** Creates a curriculum action plan of the actor: the plan, its grades, standards and lessons in one transaction. */
export async function createCurriculum(db: TDb, actor: TActor, input: TCurriculumInput, now: Date): Promise<TCurriculumJson> {
  const ownerId = actor.user.id;
  return db.transaction(async (tx) => {
    await checkReferences(tx, ownerId, input);
    const [row] = await tx
      .insert(curricula)
      .values({ userId: ownerId, ...columns(input, now), createdAt: now })
      .returning();
    await replaceLinks(tx, row.id, input);
    return curriculumJson(tx, ownerId, row);
  });
}

/** Updates one of the actor's plans (a managed counselor's: 403; anyone else's: 404); links replaced in the same transaction. */
export async function updateCurriculum(db: TDb, actor: TActor, id: number, input: TCurriculumInput, now: Date): Promise<TCurriculumJson> {
  const ownerId = actor.user.id;
  return db.transaction(async (tx) => {
    await ownCurriculum(tx, actor, id);
    await checkReferences(tx, ownerId, input);
    const [row] = await tx.update(curricula).set(columns(input, now)).where(eq(curricula.id, id)).returning();
    await replaceLinks(tx, id, input);
    return curriculumJson(tx, ownerId, row);
  });
}

/** Deletes one of the actor's plans (its grades, standards and lesson links go with it; the lessons stay). */
export async function deleteCurriculum(db: TDb, actor: TActor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await ownCurriculum(tx, actor, id);
    await tx.delete(curricula).where(eq(curricula.id, id));
    return { id };
  });
}
