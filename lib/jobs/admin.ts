import "server-only";
import { sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { AppError, notFound } from "@/lib/http/errors";
import { runningBoss } from "./enqueue";

// The administrators' view of the job queue: the jobs in pg-boss's own table (finished ones until
// they are archived), newest first, and the retry of a failed one.

export const JOBS_PAGE_SIZE = 25;
export const JOB_STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;
export type TJobState = (typeof JOB_STATES)[number];

export type TJobRow = {
  id: string;
  name: string;
  state: TJobState;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startAfter: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  /** What the last failed attempt left (lib/jobs/queue.ts publicError: never row data). */
  error: string | null;
};

type TRaw = {
  id: string;
  name: string;
  state: TJobState;
  retry_count: number;
  retry_limit: number;
  created_on: string | Date;
  start_after: string | Date;
  started_on: string | Date | null;
  completed_on: string | Date | null;
  output: unknown;
  total?: number | string;
};

const asDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

function errorOf(row: TRaw): string | null {
  if (row.state !== "failed" && row.state !== "retry") return null;
  const output = typeof row.output === "string" ? (JSON.parse(row.output) as unknown) : row.output;
  const message = output && typeof output === "object" && "message" in output ? String((output as { message: unknown }).message) : null;
  return message ? message.slice(0, 500) : null;
}

async function pgbossReady(db: TDbOrTx): Promise<boolean> {
  const rows = (await db.execute(sql`select to_regclass('pgboss.job') is not null as ok`)) as unknown as { rows?: { ok: boolean }[] } | { ok: boolean }[];
  const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
  return Boolean(list[0]?.ok);
}

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/** A page of jobs, newest first; `state` narrows to one state, `name` to one job name. Internal pg-boss queues are left out. */
export async function listJobs(
  db: TDbOrTx,
  actor: Pick<TActor, "user">,
  opts: { page: number; state?: TJobState | null; name?: string | null },
): Promise<{ rows: TJobRow[]; total: number; pages: number; names: string[] }> {
  assertCan(actor.user, "jobs.read");
  if (!(await pgbossReady(db))) return { rows: [], total: 0, pages: 1, names: [] };
  const where = sql.join(
    [sql`name not like '\\_\\_pgboss\\_\\_%'`, ...(opts.state ? [sql`state = ${opts.state}::pgboss.job_state`] : []), ...(opts.name ? [sql`name = ${opts.name}`] : [])],
    sql` and `,
  );
  const offset = (opts.page - 1) * JOBS_PAGE_SIZE;
  const raw = rowsOf<TRaw>(
    await db.execute(sql`select id::text as id, name, state::text as state, retry_count, retry_limit, created_on, start_after, started_on, completed_on, output, count(*) over () as total
      from pgboss.job where ${where} order by created_on desc, id limit ${JOBS_PAGE_SIZE} offset ${offset}`),
  );
  const names = rowsOf<{ name: string }>(await db.execute(sql`select name from pgboss.queue where name not like '\\_\\_pgboss\\_\\_%' order by name`)).map((r) => r.name);
  const total = raw.length > 0 ? Number(raw[0].total) : 0;
  return {
    rows: raw.map((r) => ({
      id: r.id,
      name: r.name,
      state: r.state,
      retryCount: Number(r.retry_count),
      retryLimit: Number(r.retry_limit),
      createdOn: asDate(r.created_on),
      startAfter: asDate(r.start_after),
      startedOn: r.started_on ? asDate(r.started_on) : null,
      completedOn: r.completed_on ? asDate(r.completed_on) : null,
      error: errorOf(r),
    })),
    total,
    pages: Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE)),
    names,
  };
}

/** Gives a failed job one more attempt (it goes back in its queue); only a failed job can be retried. */
export async function retryJob(db: TDbOrTx, actor: Pick<TActor, "user">, id: string): Promise<{ id: string; name: string }> {
  assertCan(actor.user, "jobs.write");
  const [row] = rowsOf<{ name: string; state: string }>(await db.execute(sql`select name, state::text as state from pgboss.job where id = ${id}::uuid`));
  if (!row) throw notFound("This job does not exist (any more).");
  if (row.state !== "failed") throw new AppError("job_not_failed", "Only a failed job can be retried.", 409);
  const boss = runningBoss();
  if (!boss) throw new AppError("jobs_unavailable", "The job queue is not running in this process.", 503);
  await boss.retry(row.name, id);
  return { id, name: row.name };
}
