import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { openDatabase, type TConnection } from "@/db/client";
import { leases } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { renewLease, tryAcquireLease, withLease } from "@/lib/system/lease";
import { DRIVERS, freshDatabase, type TDriverName } from "../support/db";

// "Whatever still lives in one process's memory (caches, queues, timers) is
// moved to PostgreSQL." The lease (lib/system/lease.ts) is the one-at-a-time lock that replaced
// the calendar sync's in-process lock: two instances (two pools on PostgreSQL) contend for it.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function twoPools(driver: TDriverName): Promise<{ a: TConnection; b: TConnection; close: () => Promise<void> }> {
  // A migrated database (a copy of the run's template); on PostgreSQL a second pool on it.
  const a = await freshDatabase(driver);
  if (!a.url) return { a, b: a, close: () => a.close() };
  const b = await openDatabase(a.url);
  return {
    a,
    b,
    close: async () => {
      await b.close();
      await a.close();
    },
  };
}

describe.each(DRIVERS)("a lease held across app instances (%s)", (driver) => {
  let pools: Awaited<ReturnType<typeof twoPools>>;
  beforeAll(async () => {
    pools = await twoPools(driver);
  });
  afterAll(async () => pools.close());

  it("a job started on a second instance while the first runs it waits for the first to finish: the two never overlap", async () => {
    const log: string[] = [];
    let aStarted!: () => void;
    const aRunning = new Promise<void>((resolve) => (aStarted = resolve));
    const job = (who: string) => async () => {
      log.push(`${who} start`);
      if (who === "A") aStarted();
      await sleep(150);
      log.push(`${who} end`);
      return who;
    };
    const first = withLease(pools.a.db, "job:overlap", job("A"), { pollMs: 20 });
    // The second instance asks only once the first holds the lease and runs its job, however slow the machine.
    await aRunning;
    const second = withLease(pools.b.db, "job:overlap", job("B"), { pollMs: 20 });
    expect(await Promise.all([first, second])).toEqual(["A", "B"]);
    expect(log).toEqual(["A start", "A end", "B start", "B end"]);
    expect(await pools.a.db.select().from(leases).where(eq(leases.name, "job:overlap"))).toHaveLength(0);
  });

  it("only one of many instances taking a free lease at the same moment gets it", async () => {
    const tries = await Promise.all(Array.from({ length: 8 }, (_, i) => tryAcquireLease((i % 2 ? pools.b : pools.a).db, "job:race", `holder-${i}`, 60_000)));
    expect(tries.filter(Boolean)).toHaveLength(1);
  });

  it("a lease is renewed while its job runs past its time, so nobody else enters; waiting too long answers 503 busy", async () => {
    let entered = false;
    let longStarted!: () => void;
    const longRunning = new Promise<void>((resolve) => (longStarted = resolve));
    const long = withLease(
      pools.a.db,
      "job:long",
      async () => {
        longStarted();
        await sleep(900);
      },
      { ttlMs: 300 },
    );
    await longRunning;
    const other = withLease(
      pools.b.db,
      "job:long",
      async () => {
        entered = true;
      },
      { ttlMs: 300, waitMs: 600, pollMs: 30 },
    );
    await expect(other).rejects.toSatisfy((e) => e instanceof AppError && e.code === "busy" && e.status === 503);
    expect(entered).toBe(false);
    await long;
    // Free again once the job ended.
    await withLease(pools.b.db, "job:long", async () => {
      entered = true;
    });
    expect(entered).toBe(true);
  });

  it("the lease of a holder that died lapses after its time and the next one takes it; the dead holder cannot renew it", async () => {
    await pools.a.db.insert(leases).values({ name: "job:crash", holder: "dead-holder", expiresAt: sql`clock_timestamp() + interval '1 hour'` });
    expect(await tryAcquireLease(pools.b.db, "job:crash", "next-holder")).toBe(false);
    // Its time runs out (set in the past rather than waited for, so a slow machine cannot reorder the two reads).
    await pools.a.db
      .update(leases)
      .set({ expiresAt: sql`clock_timestamp() - interval '1 millisecond'` })
      .where(eq(leases.name, "job:crash"));
    expect(await tryAcquireLease(pools.b.db, "job:crash", "next-holder")).toBe(true);
    expect(await renewLease(pools.a.db, "job:crash", "dead-holder")).toBe(false);
  });
});
