// How far a running import is, for the page's progress bar: kept in this process's memory by the
// importing user and a run id the page chose, and forgotten ten minutes after the last change.
// (The import's own rows are invisible to other connections until it commits, so the database cannot tell.)

export type TRunProgress = { done: number; total: number; step: string; finished: boolean; updatedAt: number };

const runs = new Map<string, TRunProgress>();
const TTL_MS = 10 * 60_000;

const keyOf = (userId: number, run: string) => `${userId}:${run}`;

export function setProgress(userId: number, run: string, p: Omit<TRunProgress, "updatedAt">, nowMs: number): void {
  for (const [k, v] of runs) if (nowMs - v.updatedAt > TTL_MS) runs.delete(k);
  runs.set(keyOf(userId, run), { ...p, updatedAt: nowMs });
}

export function getProgress(userId: number, run: string): TRunProgress | null {
  return runs.get(keyOf(userId, run)) ?? null;
}
