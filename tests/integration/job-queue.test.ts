import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { openDatabase, type TConnection } from "@/db/client";
import { emailOutbox, users } from "@/db/schema";
import { deliverOutboxEmail, EMAIL_DELIVER_JOB, sendEmail, setEmailTransport, type TEmailTransport } from "@/lib/email/send";
import { listJobs, retryJob } from "@/lib/jobs/admin";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { JOBS } from "@/lib/jobs/jobs";
import { startJobQueue, type TJobQueue } from "@/lib/jobs/queue";
import { JobError, type TJobDef } from "@/lib/jobs/types";
import { DRIVERS, freshDatabase } from "../support/db";

// The job queue (pg-boss on the app's own connection): a job sent survives a restart of the worker;
// a failing job is retried with doubling pauses and ends failed, with its error on the jobs page; an
// outbox e-mail is sent once by the worker and retried when the provider refuses it; a schedule is
// one row however many workers register it. Time is driven: a retry waiting its pause is made due
// by moving its start time (after checking the pause), and waits poll with a bound.

type TRow = { state: string; retry_count: number; start_after: Date | string; wait_s: number | string; output: unknown };

async function jobRow(conn: TConnection, id: string): Promise<TRow> {
  const result = (await conn.db.execute(
    sql`select state::text as state, retry_count, start_after, extract(epoch from start_after - now()) as wait_s, output from pgboss.job where id = ${id}::uuid`,
  )) as unknown as TRow[] | { rows: TRow[] };
  return (Array.isArray(result) ? result : result.rows)[0];
}

/** Makes a waiting retry due now (the test's clock step). */
async function makeDue(conn: TConnection, id: string): Promise<void> {
  await conn.db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where id = ${id}::uuid`);
}

const until = (check: () => Promise<void> | void) => vi.waitFor(check, { timeout: 15_000, interval: 50 });

describe.each(DRIVERS)("job queue (%s)", (driver) => {
  let conn: TConnection;
  let admin: { user: typeof users.$inferSelect };
  const queues: TJobQueue[] = [];
  const start = async (jobs: readonly TJobDef<never>[], work: boolean, on: TConnection = conn) => {
    const q = await startJobQueue(on, { jobs, work, pollingIntervalSeconds: 0.5 });
    queues.push(q);
    return q;
  };
  const stopAll = async () => {
    for (const q of queues.splice(0)) await q.stop();
  };

  beforeAll(async () => {
    conn = await freshDatabase(driver, { seed: "demo" });
    const [u] = await conn.db.select().from(users).where(eq(users.username, "admin")).limit(1);
    admin = { user: u };
  });
  afterEach(async () => {
    await stopAll();
    setEmailTransport(undefined);
  });
  afterAll(async () => conn?.close());

  it("a job sent while no worker runs is worked by the worker that starts later, once", async () => {
    const seen: number[] = [];
    const probe: TJobDef<{ n: number }> = { name: "probe.restart", run: async (_db, data) => void seen.push(data.n), retry: { limit: 0, delaySeconds: 1, backoff: false } };
    const jobs = [probe] as unknown as TJobDef<never>[];
    // A web instance (sender only) writes the job in a transaction, then goes away.
    const sender = await start(jobs, false);
    const id = await conn.db.transaction((tx) => enqueueJob(tx, "probe.restart", { n: 7 }));
    await sender.stop();
    queues.length = 0;
    expect(id).toBeTruthy();
    expect((await jobRow(conn, id as string)).state).toBe("created");
    // The worker starts after the restart and finds it.
    await start(jobs, true);
    await until(async () => expect((await jobRow(conn, id as string)).state).toBe("completed"));
    expect(seen).toEqual([7]);
  });

  it("a job sent in a transaction that rolls back does not exist", async () => {
    const probe: TJobDef = { name: "probe.rollback", run: async () => undefined, retry: { limit: 0, delaySeconds: 1, backoff: false } };
    await start([probe] as TJobDef<never>[], false);
    let id: string | null = null;
    await expect(
      conn.db.transaction(async (tx) => {
        id = await enqueueJob(tx, "probe.rollback", {});
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(id).toBeTruthy();
    expect(await jobRow(conn, id as unknown as string)).toBeUndefined();
  });

  it("a failing job is retried after doubling pauses, then stays failed with its error on the jobs page, and an administrator can retry it", async () => {
    let attempts = 0;
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing: TJobDef = {
      name: "probe.fails",
      run: async () => {
        attempts++;
        throw new JobError("the probe refused");
      },
      retry: { limit: 2, delaySeconds: 600, backoff: true },
    };
    await start([failing] as TJobDef<never>[], true);
    const id = (await enqueueJob(conn.db, "probe.fails", {})) as string;
    // First failure: the pause is between 1× and 2× the delay (pg-boss's jittered backoff).
    await until(async () => expect((await jobRow(conn, id)).state).toBe("retry"));
    let row = await jobRow(conn, id);
    expect(Number(row.wait_s)).toBeGreaterThan(590);
    expect(Number(row.wait_s)).toBeLessThanOrEqual(1200);
    await makeDue(conn, id);
    // Second failure: the pause doubles (2× to 4× the delay).
    await until(async () => expect((await jobRow(conn, id)).retry_count).toBe(1));
    await until(async () => expect((await jobRow(conn, id)).state).toBe("retry"));
    row = await jobRow(conn, id);
    expect(Number(row.wait_s)).toBeGreaterThan(1190);
    expect(Number(row.wait_s)).toBeLessThanOrEqual(2400);
    await makeDue(conn, id);
    // The last retry fails too: the job ends failed.
    await until(async () => expect((await jobRow(conn, id)).state).toBe("failed"));
    expect(attempts).toBe(3);
    const page = await listJobs(conn.db, admin, { page: 1, state: "failed", name: "probe.fails" });
    expect(page.rows.map((r) => ({ id: r.id, retries: r.retryCount, error: r.error }))).toEqual([{ id, retries: 2, error: "the probe refused" }]);
    // An administrator's retry gives it one more attempt.
    await retryJob(conn.db, admin, id);
    await makeDue(conn, id);
    await until(() => expect(attempts).toBe(4));
    await until(async () => expect((await jobRow(conn, id)).state).toBe("failed"));
    await expect(retryJob(conn.db, admin, "00000000-0000-0000-0000-000000000000")).rejects.toMatchObject({ status: 404 });
    log.mockRestore();
  });

  it("an error that is not a JobError is kept as its class only, never its message", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const leaky: TJobDef = { name: "probe.leaky", run: async () => Promise.reject(new TypeError("student Jane Roe, note: private")), retry: { limit: 0, delaySeconds: 1, backoff: false } };
    await start([leaky] as TJobDef<never>[], true);
    const id = (await enqueueJob(conn.db, "probe.leaky", {})) as string;
    await until(async () => expect((await jobRow(conn, id)).state).toBe("failed"));
    const [row] = (await listJobs(conn.db, admin, { page: 1, name: "probe.leaky" })).rows;
    expect(row.error).toBe("TypeError");
    expect(log.mock.calls.map((c) => c.join(" ")).join("\n")).not.toContain("Jane Roe");
    log.mockRestore();
  });

  it("an outbox e-mail written in a transaction is sent once by the worker, retried when the provider refuses it, and shows on the outbox row", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const calls: { to: string; idempotencyKey: string; attachments?: number }[] = [];
    let refuse = true;
    const transport: TEmailTransport = async (m) => {
      calls.push({ to: m.to, idempotencyKey: m.idempotencyKey, attachments: m.attachments?.length });
      if (refuse) throw new Error("provider unavailable");
      return { providerId: `prov-${calls.length}` };
    };
    setEmailTransport(transport);
    const emailJob = JOBS.filter((j) => j.name === EMAIL_DELIVER_JOB);
    await start(emailJob, true);
    const { id: outboxId } = await conn.db.transaction((tx) =>
      sendEmail(tx, { to: "queue@jobs.test", subject: "Queued", html: "<p>hi</p>", text: "hi", kind: "probe", attachments: [{ filename: "a.pdf", content: Buffer.from("%PDF-1.4") }] }),
    );
    const jobId = async () => (await listJobs(conn.db, admin, { page: 1, name: EMAIL_DELIVER_JOB })).rows[0].id;
    // The first attempt is refused: the outbox row keeps the provider's error and the attempt.
    await until(async () => expect((await jobRow(conn, await jobId())).state).toBe("retry"));
    let [row] = await conn.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    expect(row).toMatchObject({ sentAt: null, attempts: 1, error: "provider unavailable" });
    const [listed] = (await listJobs(conn.db, admin, { page: 1, name: EMAIL_DELIVER_JOB })).rows;
    expect(listed.error).toContain(`outbox message ${outboxId}`);
    expect(listed.error).not.toContain("queue@jobs.test");
    // The retry goes through: sent once, error cleared.
    refuse = false;
    await makeDue(conn, await jobId());
    await until(async () => expect((await jobRow(conn, await jobId())).state).toBe("completed"));
    [row] = await conn.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    expect(row).toMatchObject({ attempts: 2, error: null, providerId: "prov-2" });
    expect(row.sentAt).not.toBeNull();
    expect(calls).toEqual([
      { to: "queue@jobs.test", idempotencyKey: `outbox-${outboxId}`, attachments: 1 },
      { to: "queue@jobs.test", idempotencyKey: `outbox-${outboxId}`, attachments: 1 },
    ]);
    // The same message handed to the worker again is not sent again.
    expect(await deliverOutboxEmail(conn.db, { outboxId }, transport)).toBe("already-sent");
    expect(calls).toHaveLength(2);
    log.mockRestore();
  });

  it("an e-mail whose transaction rolls back is neither kept nor sent", async () => {
    const calls: string[] = [];
    setEmailTransport(async (m) => (calls.push(m.to), { providerId: "x" }));
    await start(
      JOBS.filter((j) => j.name === EMAIL_DELIVER_JOB),
      true,
    );
    await expect(
      conn.db.transaction(async (tx) => {
        await sendEmail(tx, { to: "rolled@jobs.test", subject: "Gone", html: "<p>x</p>", text: "x" });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, "rolled@jobs.test"))).toEqual([]);
    const jobs = await listJobs(conn.db, admin, { page: 1, name: EMAIL_DELIVER_JOB });
    for (const j of jobs.rows) expect(["completed"]).toContain(j.state);
    expect(calls).toEqual([]);
  });

  it("schedules are registered once however many workers start, and every registered job has a queue with its retry policy", async () => {
    const other = driver === "postgres" ? await openSecond(conn) : conn;
    try {
      await start(JOBS, true);
      await start(JOBS, true, other);
      const result = (await conn.db.execute(sql`select name, cron from pgboss.schedule order by name`)) as unknown as { name: string; cron: string }[] | { rows: { name: string; cron: string }[] };
      const rows = Array.isArray(result) ? [...result] : result.rows;
      expect(rows).toEqual(
        JOBS.filter((j) => j.schedule)
          .map((j) => ({ name: j.name, cron: j.schedule }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      );
      const queue = await queues[0].boss.getQueue(EMAIL_DELIVER_JOB);
      expect(queue).toMatchObject({ retryLimit: 5, retryDelay: 30, retryBackoff: true });
    } finally {
      await stopAll();
      if (other !== conn) await other.close();
    }
  });
});

/** A second connection (pool) to the database of `conn` (PostgreSQL), as another worker process has. */
async function openSecond(conn: TConnection): Promise<TConnection> {
  const [{ db }] = (await conn.db.execute(sql`select current_database() as db`)) as unknown as { db: string }[];
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${db}`;
  return openDatabase(url.toString());
}
