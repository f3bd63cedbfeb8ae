import "server-only";
import { and, eq, or } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { dataAnalysisItems, targets, type TDataAnalysisRow, type TTargetRow } from "@/db/schema";
import { forbidden, notFound } from "@/lib/http/errors";

// Who may read and change a target or a data-analysis item: the one rule every page, route, PDF and
// comment call of targets uses. A target is its owner's; a shared target is readable (rateable,
// commentable) by every signed-in planner, changed only by its owner. Another counselor's unshared
// target, and any data-analysis item not the reader's, does not exist for them (404).

export const TARGET_NOT_FOUND = "This target does not exist or is not shared with you.";
export const DATA_ANALYSIS_NOT_FOUND = "This data priority does not exist or is not yours.";

/** The target if the user owns it or it is shared; else a 404. */
export async function readableTarget(db: TDbOrTx, readerId: number, targetId: number): Promise<TTargetRow> {
  const [row] = await db
    .select()
    .from(targets)
    .where(and(eq(targets.id, targetId), or(eq(targets.userId, readerId), eq(targets.share, true))))
    .limit(1);
  if (!row) throw notFound(TARGET_NOT_FOUND);
  return row;
}

/** The target if the user owns it: another's shared target is a 403 (readable, not writable), any other a 404. */
export async function ownTarget(db: TDbOrTx, ownerId: number, targetId: number): Promise<TTargetRow> {
  const row = await readableTarget(db, ownerId, targetId);
  if (row.userId !== ownerId) throw forbidden("Only the target's author can change it.");
  return row;
}

/** The data-analysis item if the user owns it; else a 404 (the school's priorities are never shared). */
export async function ownDataAnalysis(db: TDbOrTx, ownerId: number, id: number): Promise<TDataAnalysisRow> {
  const [row] = await db
    .select()
    .from(dataAnalysisItems)
    .where(and(eq(dataAnalysisItems.id, id), eq(dataAnalysisItems.userId, ownerId)))
    .limit(1);
  if (!row) throw notFound(DATA_ANALYSIS_NOT_FOUND);
  return row;
}
