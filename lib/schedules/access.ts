import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { scheduleItems, type TScheduleItemRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { resolveSubject, type TSubject } from "@/lib/calendar/scope";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { SCHEDULE_MESSAGES } from "./schemas";

// Who may read and change a master schedule: the counselor reads and writes their own; a manager
// (users dropdown) reads those of the counselors they manage and changes none; anyone else 404.

export function scheduleReadSubject(db: TDbOrTx, actor: TActor, userId?: number | null): Promise<TSubject> {
  return resolveSubject(db, actor, userId ?? null);
}

/** An item the actor may read, with whether it is their own. */
export async function readableScheduleItem(db: TDbOrTx, actor: TActor, id: number): Promise<{ row: TScheduleItemRow; own: boolean }> {
  const [row] = await db.select().from(scheduleItems).where(eq(scheduleItems.id, id)).limit(1);
  if (!row) throw notFound(SCHEDULE_MESSAGES.notFound);
  if (row.userId === actor.user.id) return { row, own: true };
  try {
    await scheduleReadSubject(db, actor, row.userId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFound(SCHEDULE_MESSAGES.notFound);
    throw error;
  }
  return { row, own: false };
}

/** An item the actor may change: their own; a managed counselor's is a 403, any other a 404. */
export async function ownScheduleItem(db: TDbOrTx, actor: TActor, id: number): Promise<TScheduleItemRow> {
  const { row, own } = await readableScheduleItem(db, actor, id);
  if (!own) throw forbidden(SCHEDULE_MESSAGES.readOnly);
  return row;
}
