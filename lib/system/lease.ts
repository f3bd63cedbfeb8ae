import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { leases } from "@/db/schema";
import { AppError } from "@/lib/http/errors";

// A lease: one holder at a time for a named job, across every process on the database (several
// `next start` instances behind a proxy). An in-process lock cannot see the other instances, an
// advisory lock would pin a pooled connection for the whole job (with HTTP calls inside), so the
// holder is a row, taken atomically, renewed while the job runs and deleted when it ends. A holder
// that dies stops renewing: its lease lapses after `ttlMs` and the next one takes over. Times are
// the database's clock, the one clock all instances share.

export type TLeaseOpts = {
  /** How long a lease lasts without renewal (the holder renews it every third of that). */
  ttlMs?: number;
  /** How long to wait for another holder before giving up with 503 busy. */
  waitMs?: number;
  /** Pause between two tries while another holder has it (plus up to as much again, at random). */
  pollMs?: number;
};

const DEFAULTS = { ttlMs: 60_000, waitMs: 5 * 60_000, pollMs: 150 } as const;

const until = (ttlMs: number) => sql`clock_timestamp() + (${Math.max(1, Math.round(ttlMs))}::integer * interval '1 millisecond')`;

export const leaseBusy = () => new AppError("busy", "This is still running in another window or on another server. Please try again in a minute.", 503);

/** Takes the lease when nobody holds it or its holder's time ran out; true when `holder` has it now. */
export async function tryAcquireLease(db: TDbOrTx, name: string, holder: string, ttlMs: number = DEFAULTS.ttlMs): Promise<boolean> {
  const rows = await db
    .insert(leases)
    .values({ name, holder, expiresAt: until(ttlMs) })
    .onConflictDoUpdate({ target: leases.name, set: { holder, expiresAt: until(ttlMs) }, setWhere: sql`${leases.expiresAt} <= clock_timestamp()` })
    .returning({ holder: leases.holder });
  return rows.length > 0;
}

/** Extends a lease `holder` still has; false when it lapsed and someone else may have taken it. */
export async function renewLease(db: TDbOrTx, name: string, holder: string, ttlMs: number = DEFAULTS.ttlMs): Promise<boolean> {
  const rows = await db
    .update(leases)
    .set({ expiresAt: until(ttlMs) })
    .where(and(eq(leases.name, name), eq(leases.holder, holder)))
    .returning({ name: leases.name });
  return rows.length > 0;
}

export async function releaseLease(db: TDbOrTx, name: string, holder: string): Promise<void> {
  await db.delete(leases).where(and(eq(leases.name, name), eq(leases.holder, holder)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` while holding the lease `name`: waits (polling) while another process holds it, and
 * throws 503 busy after `waitMs`. Pass the database handle, never an open transaction: the lease
 * must be visible to the other instances at once.
 */
export async function withLease<T>(db: TDbOrTx, name: string, task: () => Promise<T>, opts: TLeaseOpts = {}): Promise<T> {
  const { ttlMs, waitMs, pollMs } = { ...DEFAULTS, ...opts };
  const holder = randomUUID();
  const deadline = Date.now() + waitMs;
  while (!(await tryAcquireLease(db, name, holder, ttlMs))) {
    if (Date.now() >= deadline) throw leaseBusy();
    await sleep(pollMs + Math.random() * pollMs);
  }
  const heartbeat = setInterval(
    () => {
      renewLease(db, name, holder, ttlMs).catch(() => undefined);
    },
    Math.max(10, Math.floor(ttlMs / 3)),
  );
  heartbeat.unref?.();
  try {
    return await task();
  } finally {
    clearInterval(heartbeat);
    // When the database is gone the lease lapses on its own.
    await releaseLease(db, name, holder).catch(() => undefined);
  }
}
