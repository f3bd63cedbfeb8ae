import "server-only";
import { asc, eq } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { universityCourseAssignments, universityCourses } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record";
import { mayManageUniversity, type TUniversityReader } from "./access";
import { assignmentMissing, courseMissing, courseOfOtherUniversity } from "./errors";
import { findRubric } from "./rubrics";
import { withLevelDefaults } from "./rules";
import { ZAssignmentInput } from "./schemas";

// Reads of a course's assignments (/courseAssignments). Callers check
// access (lib/university/access.ts) with the course's ipedsid first.

export type TAssignment = typeof universityCourseAssignments.$inferSelect;

/** The assignments of one course, in their order (sort, then id). */
export async function listAssignments(db: TDbOrTx, courseId: number): Promise<TAssignment[]> {
  return db.select().from(universityCourseAssignments).where(eq(universityCourseAssignments.courseId, courseId)).orderBy(asc(universityCourseAssignments.sort), asc(universityCourseAssignments.id));
}

/** One assignment, or null. */
export async function getAssignment(db: TDbOrTx, id: number): Promise<TAssignment | null> {
  const [row] = await db.select().from(universityCourseAssignments).where(eq(universityCourseAssignments.id, id));
  return row ?? null;
}

// ---- Writes (POST /api/v1/universityCourseAssignment, …/updateItem) ----

/**
 * Creates an assignment of a course. `ipedsid` is the university the request names: a course of
 * another university is refused (422 course_university_mismatch). Faculty of another university:
 * 404. Labels and points not given start from the university's rubric, else the spec defaults.
 */
export async function createAssignment(db: TDb, actor: TActor, courseId: number, ipedsid: number | null, input: unknown, now: Date): Promise<TAssignment> {
  const v = ZAssignmentInput.parse(input);
  return db.transaction(async (tx) => {
    const [course] = await tx.select({ id: universityCourses.id, ipedsid: universityCourses.ipedsid }).from(universityCourses).where(eq(universityCourses.id, courseId));
    if (!course || !mayManageUniversity(actor.user, course.ipedsid)) throw courseMissing();
    if (ipedsid !== null && ipedsid !== course.ipedsid) throw courseOfOtherUniversity();
    const levels = withLevelDefaults(v, await findRubric(tx, course.ipedsid));
    const [row] = await tx
      .insert(universityCourseAssignments)
      .values({ courseId: course.id, ipedsid: course.ipedsid, name: v.name, description: v.description, dueDate: v.dueDate, sort: v.sort, ...levels, createdAt: now, updatedAt: now })
      .returning();
    await tx.update(universityCourses).set({ updatedAt: now }).where(eq(universityCourses.id, course.id));
    await recordAudit(tx, { actorId: actor.user.id, action: "create", entity: "university_course_assignment", entityId: row.id, before: null, after: row, now });
    return row;
  });
}

/** Updates an assignment (its course stays). Fields not given keep their value. Another university's: 404. */
export async function updateAssignment(db: TDb, actor: TActor, id: number, input: unknown, now: Date): Promise<TAssignment> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(universityCourseAssignments).where(eq(universityCourseAssignments.id, id)).for("update");
    if (!before || !mayManageUniversity(actor.user, before.ipedsid)) throw assignmentMissing();
    const v = ZAssignmentInput.parse({ ...before, description: before.description, dueDate: before.dueDate ?? "", ...(input as object) });
    const levels = withLevelDefaults(v, before);
    const [row] = await tx
      .update(universityCourseAssignments)
      .set({ name: v.name, description: v.description, dueDate: v.dueDate, sort: v.sort, ...levels, updatedAt: now })
      .where(eq(universityCourseAssignments.id, id))
      .returning();
    await tx.update(universityCourses).set({ updatedAt: now }).where(eq(universityCourses.id, before.courseId));
    await recordAudit(tx, { actorId: actor.user.id, action: "update", entity: "university_course_assignment", entityId: row.id, before, after: row, now });
    return row;
  });
}

/** The assignment if this user may manage its university, else 404. */
export async function getAssignmentFor(db: TDbOrTx, user: TUniversityReader, id: number): Promise<TAssignment> {
  const row = await getAssignment(db, id);
  if (!row || !mayManageUniversity(user, row.ipedsid)) throw assignmentMissing();
  return row;
}
