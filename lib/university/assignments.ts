import "server-only";
import { asc, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { universityCourseAssignments } from "@/db/schema";

// Reads of a course's assignments (spec 3 §2.6, §3 University course assignment). Callers check
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
