import { env } from "@/lib/env";
import { logError } from "@/lib/http/log";
import { getConnection, migrateDatabase, type TConnection } from "../client";
import { seedOnStart } from "./run";

// The seed step of a server start, apart from the database client: instrumentation.ts runs it once
// per server process before the first request is served (`next dev` and `next start` alike), so the
// embedded database is seeded for a newcomer with nothing configured, and SEED_DEMO=1 puts the demo
// data set in a real PostgreSQL. `npm run db:seed` (db/seed/cli.ts) is the same seeding by hand.

type TSeedOptions = { embedded: boolean; demo: boolean; now?: Date };

/**
 * Migrations, then the reference (and demo) data, one app instance after the other when several
 * start together on one PostgreSQL database.
 */
export async function prepareOnStart(conn: TConnection, opts: TSeedOptions): Promise<void> {
  await conn.oneAtATime(async () => {
    await migrateDatabase(conn);
    await seedOnStart(conn.db, opts);
  });
}

const RETRY_FIRST_MS = 15_000;
const RETRY_MAX_MS = 10 * 60_000;

/**
 * Seeds the app's shared database (getConnection migrates it first). A database that does not
 * answer at start does not stop the server (its pages show the maintenance page): the failure is
 * logged and the step is tried again later, with growing pauses, until it succeeds.
 */
export async function seedAppDatabase(opts: { retryMs?: number } = {}): Promise<boolean> {
  const e = env();
  try {
    const conn = await getConnection();
    await conn.oneAtATime(() => seedOnStart(conn.db, { embedded: !e.DATABASE_URL, demo: e.SEED_DEMO === "1" }));
    return true;
  } catch (error) {
    logError("db.seed", error);
    const retryMs = opts.retryMs ?? RETRY_FIRST_MS;
    setTimeout(() => void seedAppDatabase({ retryMs: Math.min(retryMs * 2, RETRY_MAX_MS) }), retryMs).unref();
    return false;
  }
}
