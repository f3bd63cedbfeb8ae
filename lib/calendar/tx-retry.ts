import "server-only";
import type { TDbOrTx, TTx } from "@/db/client";
import { editConflict } from "./queries";

// PostgreSQL may still abort one of two transactions that lock the same rows (40P01 deadlock
// detected, 40001 serialization failure), e.g. an edit of a series against a sync that updates
// its events one by one. Such a transaction changed nothing: it is run once more, and when it
// fails again the caller gets a 409 to retry rather than a 500.

const RETRYABLE = new Set(["40P01", "40001"]);

/** Whether the error (or one it wraps, as drizzle does) is a deadlock or a serialization failure. */
export function isRetryableTxError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && RETRYABLE.has(code)) return true;
  }
  return false;
}

/** db.transaction(run), run a second time after a deadlock or serialization failure, then a 409 edit_conflict. */
export async function transactionWithRetry<T>(db: TDbOrTx, run: (tx: TTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(run);
  } catch (error) {
    if (!isRetryableTxError(error)) throw error;
  }
  try {
    return await db.transaction(run);
  } catch (error) {
    if (isRetryableTxError(error)) throw editConflict();
    throw error;
  }
}
