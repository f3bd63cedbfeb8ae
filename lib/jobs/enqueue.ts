import type PgBoss from "pg-boss";
import type { TDbOrTx } from "@/db/client";
import { txAdapter } from "./sql-adapter";

// Sending a job. The queue of this process (lib/jobs/queue.ts) is kept on globalThis, so the
// instrumentation bundle that starts it and the route bundles that send jobs share it.

type TGlobal = typeof globalThis & { __scutaBoss?: PgBoss };

export function setRunningBoss(boss: PgBoss | undefined): void {
  (globalThis as TGlobal).__scutaBoss = boss;
}

/** The queue of this process, if it started (the server and `npm run worker`; not scripts or most tests). */
export function runningBoss(): PgBoss | undefined {
  return (globalThis as TGlobal).__scutaBoss;
}

export type TSendOptions = { singletonKey?: string; startAfterSeconds?: number };

/**
 * Sends job `name` with `data` through `db`: with a transaction, the job is written in it and
 * exists only if it commits. Null when no queue runs in this process: the caller does the work
 * itself. The retry policy is the queue's (the registration list, lib/jobs/jobs.ts).
 */
export async function enqueueJob(db: TDbOrTx, name: string, data: object, opts: TSendOptions = {}): Promise<string | null> {
  const boss = runningBoss();
  if (!boss) return null;
  return boss.send(name, data, {
    db: txAdapter(db) as unknown as PgBoss.Db,
    ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
    ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
  });
}

/**
 * Sends one job `name` per entry of `data` in ONE statement through `db` (with a transaction, the jobs
 * exist only if it commits); each job takes the queue's retry policy as enqueueJob's would. False when no
 * queue runs in this process: the caller does the work itself.
 */
export async function enqueueJobs(db: TDbOrTx, name: string, data: readonly object[]): Promise<boolean> {
  const boss = runningBoss();
  if (!boss) return false;
  if (data.length > 0)
    await boss.insert(
      data.map((d) => ({ name, data: d })),
      { db: txAdapter(db) as unknown as PgBoss.Db },
    );
  return true;
}
