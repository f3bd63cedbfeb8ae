import { afterAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { openDatabase, type TConnection, type TDb } from "@/db/client";
import { prepareOnStart } from "@/db/seed/start";
import { clients, events, users } from "@/db/schema";
import { DRIVERS, type TDriverName } from "../support/db";
import { createThrowawayDatabase } from "../support/throwaway-db.mjs";

// Several `next start` instances on one PostgreSQL database. Each instance
// migrates and seeds on its first request; started together on an empty database, two instances
// both created the same tables and one failed ("duplicate key value violates unique constraint
// pg_type_typname_nsp_index"), answering 500 until it retried. Starts now take turns.

async function rowCounts(db: TDb) {
  const [[u], [e], [c]] = await Promise.all([db.select({ n: count() }).from(users), db.select({ n: count() }).from(events), db.select({ n: count() }).from(clients)]);
  return { users: u.n, events: e.n, clients: c.n };
}

/** Two handles on one empty database: two pools on PostgreSQL, the one handle of the process on PGlite. */
async function emptyDatabase(driver: TDriverName): Promise<{ a: TConnection; b: TConnection; close: () => Promise<void> }> {
  if (driver === "pglite") {
    const a = await openDatabase("memory://");
    return { a, b: a, close: () => a.close() };
  }
  const throwaway = await createThrowawayDatabase(process.env.DATABASE_URL as string, "scuta_mi_start");
  const a = await openDatabase(throwaway.url);
  const b = await openDatabase(throwaway.url);
  return {
    a,
    b,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      await throwaway.drop();
    },
  };
}

describe.each(DRIVERS)("app instances starting on one database (%s)", (driver) => {
  const opened: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of opened) await close();
  });

  it("two instances started together on an empty database both migrate and seed without an error, and the demo data is there once", async () => {
    const { a, b, close } = await emptyDatabase(driver);
    opened.push(close);
    const opts = { embedded: false, demo: true };
    const results = await Promise.allSettled([prepareOnStart(a, opts), prepareOnStart(b, opts)]);
    expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : r.status))).toEqual(["fulfilled", "fulfilled"]);
    const after = await rowCounts(a.db);
    expect(after.users).toBeGreaterThan(0);
    expect(after.events).toBeGreaterThan(0);
    // A third start (a restart, or a third instance) changes nothing.
    await prepareOnStart(b, opts);
    expect(await rowCounts(b.db)).toEqual(after);
  });
});
