import path from "node:path";
import { mkdirSync } from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { dataDir, env } from "@/lib/env";

export type TSchema = typeof schema;
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTx = Parameters<Parameters<TDb["transaction"]>[0]>[0];
/** A database handle or an open transaction: queries and use-cases accept either. */
export type TDbOrTx = TDb | TTx;

const migrationsFolder = path.join(process.cwd(), "db", "migrations");

type TConnection = {
  db: TDb;
  close: () => Promise<void>;
  driver: "postgres" | "pglite";
  /** Runs `work` while no other process (or caller) of this database runs its own: migrations and seeds at start. */
  oneAtATime: <T>(work: () => Promise<T>) => Promise<T>;
};

// The key of the session advisory lock that orders the starts of several app instances on one
// PostgreSQL database ("scut", "strt"): without it, two instances started together on an empty
// database both create the same tables, and one of them fails its first requests.
const START_LOCK = [0x73637574, 0x73747274] as const;

/** An in-process queue: the callers of one PGlite database (one process at a time may open it). */
function inProcessQueue(): TConnection["oneAtATime"] {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = tail.catch(() => undefined).then(work);
    tail = run;
    return run;
  };
}

/**
 * Opens a connection. `url` is a postgres URL, "memory://" or a PGlite directory. `loadDataDir`: an
 * in-memory PGlite starts from this dump of a data directory (PGlite's dumpDataDir; tests).
 */
export async function openDatabase(url: string, opts: { loadDataDir?: Blob } = {}): Promise<TConnection> {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const sql = postgres(url, { max: 10, onnotice: () => {}, connection: { TimeZone: "UTC" } });
    const db = drizzle({ client: sql, schema, casing: "snake_case" }) as unknown as TDb;
    const oneAtATime: TConnection["oneAtATime"] = async (work) => {
      // A transaction of its own holds the lock while `work` runs on the pool; its end (commit,
      // rollback or a lost connection) releases it. Transaction-scoped, so a pooler in transaction
      // mode (PgBouncer) releases it too.
      const lock = postgres(url, { max: 1, onnotice: () => {} });
      try {
        const [result] = await lock.begin(async (tx) => {
          await tx`select pg_advisory_xact_lock(${START_LOCK[0]}::int4, ${START_LOCK[1]}::int4)`;
          return [await work()];
        });
        return result as Awaited<ReturnType<typeof work>>;
      } finally {
        await lock.end({ timeout: 5 });
      }
    };
    return { db, driver: "postgres", close: () => sql.end({ timeout: 5 }), oneAtATime };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (url !== "memory://") mkdirSync(url, { recursive: true });
  const client = url !== "memory://" ? await PGlite.create(url) : await PGlite.create(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  await client.exec("SET TIME ZONE 'UTC'");
  const db = drizzle({ client, schema, casing: "snake_case" }) as unknown as TDb;
  return { db, driver: "pglite", close: () => client.close(), oneAtATime: inProcessQueue() };
}

export async function migrateDatabase(conn: TConnection): Promise<void> {
  if (conn.driver === "postgres") {
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    // eslint-free cast: both drivers share the PgDatabase surface the migrator uses.
    await migrate(conn.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(conn.db as never, { migrationsFolder });
  }
}

type TGlobal = typeof globalThis & { __scutaDb?: Promise<TConnection> };

/** Makes an already open connection the app's shared one (integration tests). */
export function setSharedConnection(conn: TConnection): void {
  (globalThis as TGlobal).__scutaDb = Promise.resolve(conn);
}

export type { TConnection };

/**
 * The app's shared connection: one per process (PGlite allows one process per data directory),
 * migrated on first use, one app instance after the other when several start together on one
 * PostgreSQL database. It lives on globalThis, so the instrumentation bundle (the seed step, the
 * scheduled jobs) and the route bundles share it. Seeding is a step of its own (db/seed/start.ts).
 */
export function getConnection(): Promise<TConnection> {
  const g = globalThis as TGlobal;
  if (!g.__scutaDb) {
    g.__scutaDb = (async () => {
      const conn = await openDatabase(env().DATABASE_URL ?? dataDir());
      try {
        await conn.oneAtATime(() => migrateDatabase(conn));
      } catch (error) {
        await conn.close().catch(() => undefined);
        throw error;
      }
      return conn;
    })();
    g.__scutaDb.catch(() => {
      g.__scutaDb = undefined;
    });
  }
  return g.__scutaDb;
}

/** The shared connection's database handle (see getConnection). */
export function getDb(): Promise<TDb> {
  return getConnection().then((c) => c.db);
}
