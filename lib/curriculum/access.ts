import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { curricula, type TCurriculumRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { resolveSubject } from "@/lib/calendar/scope";
import { forbidden, notFound } from "@/lib/http/errors";

// Who may read and change program-planning records (curriculum action plans here; the old goal and the
// community partners use the same two rules): a counselor reads and writes their own; a manager (anyone
// with the users dropdown) READS those of the counselors they manage (lib/calendar/scope.ts resolveSubject,
// the one "who manages whom" gate) and writes none of them; anyone else gets a 404, so an id reveals nothing.

export const CURRICULUM_NOT_FOUND = "This curriculum action plan does not exist or is not yours.";

/** Whether the actor may read the records of `ownerId`: their own, or a counselor they manage. */
export async function mayReadRecordsOf(db: TDbOrTx, actor: TActor, ownerId: number): Promise<boolean> {
  if (ownerId === actor.user.id) return true;
  try {
    await resolveSubject(db, actor, ownerId);
    return true;
  } catch {
    return false;
  }
}

/** The user whose list is read: the actor (no id), or a counselor they manage; anyone else 404. */
export async function readableOwnerId(db: TDbOrTx, actor: TActor, userId: number | null | undefined): Promise<number> {
  if (userId == null || userId === actor.user.id) return actor.user.id;
  return (await resolveSubject(db, actor, userId)).userId;
}

/** The plan if the actor owns it or manages its owner; else a 404. */
export async function readableCurriculum(db: TDbOrTx, actor: TActor, id: number): Promise<TCurriculumRow> {
  const [row] = await db.select().from(curricula).where(eq(curricula.id, id)).limit(1);
  if (!row || !(await mayReadRecordsOf(db, actor, row.userId))) throw notFound(CURRICULUM_NOT_FOUND);
  return row;
}

/** The plan if the actor owns it: a managed counselor's plan is read-only (403), any other a 404. */
export async function ownCurriculum(db: TDbOrTx, actor: TActor, id: number): Promise<TCurriculumRow> {
  const row = await readableCurriculum(db, actor, id);
  if (row.userId !== actor.user.id) throw readOnly();
  return row;
}

/** A write to a managed counselor's record: the manager reads it, never changes it. */
export const READ_ONLY_MESSAGE = "You can read the records of the counselors you manage, not change them.";
export const readOnly = () => forbidden(READ_ONLY_MESSAGE);
