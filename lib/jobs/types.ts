import type { TDb } from "@/db/client";

/** What a job's handler gets besides its data: the time of the turn, the job's id and how many retries came before. */
export type TJobContext = { now: Date; jobId: string; retryCount: number };

/**
 * One entry of the registration list (lib/jobs/jobs.ts).
 * - `name`: the queue's name, also the job's name in the log and on the jobs page ("addon-grants.expire").
 * - `run(db, data, ctx)`: does one job's work; throwing fails the attempt, which is retried by `retry`.
 * - `schedule`: a cron line in UTC ("5 * * * *") for recurring work; absent for jobs that are only sent.
 * - `retry`: attempts after the first (`limit`), the first pause (`delaySeconds`), and whether each
 *   further pause doubles (`backoff`: delay × 2^retry).
 * - `expireInSeconds`: an attempt still running after this long counts as failed (default 15 minutes).
 */
export type TJobDef<T = unknown> = {
  name: string;
  run: (db: TDb, data: T, ctx: TJobContext) => Promise<unknown>;
  schedule?: string;
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  expireInSeconds?: number;
};

/**
 * An error whose message may be shown to administrators on the jobs page (it names no person or
 * row data). Any other error is kept there as its class and code only, as in the server log.
 */
export class JobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "JobError";
  }
}
