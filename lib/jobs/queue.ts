import PgBoss from "pg-boss";
import type { TConnection } from "@/db/client";
import { describeError, logError } from "@/lib/http/log";
import { setRunningBoss } from "./enqueue";
import { clientAdapter } from "./sql-adapter";
import { JobError, type TJobDef } from "./types";

// The job queue: pg-boss on the app's own database connection (lib/jobs/sql-adapter.ts), in the
// schema `pgboss` it creates and migrates itself. pg-boss polls for work (no LISTEN/NOTIFY), so the
// same code runs on PostgreSQL and on the embedded PGlite inside the one server process.
// - A worker (`work: true`) works every registered queue and keeps the schedules; several workers on
//   one PostgreSQL database share the jobs (each job is taken by one: FOR UPDATE SKIP LOCKED), and a
//   schedule is one row per name, its turn sent once a minute at most across all of them.
// - A sender (`work: false`: a web instance with JOBS_IN_PROCESS=0) only creates the queues and sends.
// Jobs live in tables, so a job sent before a restart is worked after it; an attempt that was
// running when its worker died counts as failed after `expireInSeconds` and is retried.

export type TQueueOptions = {
  jobs: readonly TJobDef<never>[];
  work: boolean;
  /** Seconds between a worker's looks for new jobs (default 2). */
  pollingIntervalSeconds?: number;
  /** The clock of a turn (tests); the system clock otherwise. */
  clock?: () => Date;
};

export type TJobQueue = { boss: PgBoss; stop: () => Promise<void> };

/** The error kept on a failed job: a JobError's own message, else the error's class and code (no row data). */
export function publicError(error: unknown): { message: string } {
  if (error instanceof JobError) return { message: error.message.slice(0, 500) };
  return { message: describeError(error).split("\n")[0] };
}

/** Starts the queue on `conn`; with `work`, this process works the jobs and keeps the schedules. */
export async function startJobQueue(conn: TConnection, opts: TQueueOptions): Promise<TJobQueue> {
  const boss = new PgBoss({
    db: clientAdapter(conn.db, conn.driver) as unknown as PgBoss.Db,
    supervise: opts.work,
    schedule: opts.work,
    migrate: true,
    // Finished jobs stay readable on the jobs page for a week, failed ones two weeks.
    archiveCompletedAfterSeconds: 7 * 24 * 3600,
    archiveFailedAfterSeconds: 14 * 24 * 3600,
  });
  boss.on("error", (error) => logError("jobs", error));
  await boss.start();
  for (const def of opts.jobs) {
    const policy = { retryLimit: def.retry.limit, retryDelay: def.retry.delaySeconds, retryBackoff: def.retry.backoff, ...(def.expireInSeconds ? { expireInSeconds: def.expireInSeconds } : {}) };
    // Another process may create the same queue at the same moment: the policy is set either way.
    await boss.createQueue(def.name, { name: def.name, ...policy }).catch(() => undefined);
    await boss.updateQueue(def.name, { name: def.name, ...policy });
  }
  if (opts.work) {
    const clock = opts.clock ?? (() => new Date());
    for (const def of opts.jobs) {
      await boss.work(def.name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async ([job]) => {
        try {
          return (await def.run(conn.db, job.data as never, { now: clock(), jobId: job.id, retryCount: job.retryCount })) ?? null;
        } catch (error) {
          logError(`job.${def.name}`, error);
          // pg-boss keeps what is thrown on the job: only what administrators may read.
          throw publicError(error);
        }
      });
    }
    // One row per scheduled name (an upsert), whichever worker writes it; names no longer scheduled are removed.
    const scheduled = new Set(opts.jobs.filter((d) => d.schedule).map((d) => d.name));
    for (const def of opts.jobs) if (def.schedule) await boss.schedule(def.name, def.schedule, {}, { tz: "UTC" });
    for (const s of await boss.getSchedules()) if (!scheduled.has(s.name)) await boss.unschedule(s.name);
  }
  setRunningBoss(boss);
  return {
    boss,
    stop: async () => {
      setRunningBoss(undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
