import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { pbisRecords, type TPbisRecordRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import type { TSubject } from "@/lib/calendar/scope";
import { resolveClientOwner } from "@/lib/clients/queries";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { PBIS_MESSAGES } from "./schemas";

// Who may read and change PBIS records: the one rule of every PBIS page, route and count. They are
// education records, like the students they describe: the counselor reads and writes their own; a
// manager (users dropdown) reads those of the counselors they manage and writes none of them; a
// secretary and everyone else never sees them (404, so an id reveals nothing).

/** Whose PBIS records a read shows: the actor's own, or (userId) a counselor they manage. */
export function pbisReadSubject(db: TDbOrTx, actor: TActor, userId?: number | null): Promise<TSubject> {
  return resolveClientOwner(db, actor, userId ?? null);
}

/**
 * Whose records a write changes: only the actor's own. Naming a counselor the actor manages is a 403
 * (they read, never write); naming anyone else is a 404.
 */
export async function pbisWriteSubject(db: TDbOrTx, actor: TActor, userId?: number | null): Promise<TSubject> {
  const subject = await pbisReadSubject(db, actor, userId);
  if (!subject.isSelf) throw forbidden(PBIS_MESSAGES.readOnly);
  return subject;
}

/** A record the actor may read (their own or a managed counselor's), with whether it is their own. */
export async function readablePbisRecord(db: TDbOrTx, actor: TActor, id: number): Promise<{ row: TPbisRecordRow; own: boolean }> {
  const [row] = await db.select().from(pbisRecords).where(eq(pbisRecords.id, id)).limit(1);
  if (!row) throw notFound(PBIS_MESSAGES.notFound);
  if (row.userId === actor.user.id) return { row, own: true };
  try {
    await pbisReadSubject(db, actor, row.userId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFound(PBIS_MESSAGES.notFound);
    throw error;
  }
  return { row, own: false };
}

/** A record the actor may change: their own; a managed counselor's is a 403, any other a 404. */
export async function ownPbisRecord(db: TDbOrTx, actor: TActor, id: number): Promise<TPbisRecordRow> {
  const { row, own } = await readablePbisRecord(db, actor, id);
  if (!own) throw forbidden(PBIS_MESSAGES.readOnly);
  return row;
}
