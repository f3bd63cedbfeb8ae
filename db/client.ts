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

type TConnection = { db: TDb; close: () => Promise<void>; driver: "postgres" | "pglite" };

/** Opens a connection. `url` is a postgres URL, "memory://" or a PGlite directory. */
export async function openDatabase(url: string): Promise<TConnection> {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const sql = postgres(url, { max: 10, onnotice: () => {}, connection: { TimeZone: "UTC" } });
    const db = drizzle({ client: sql, schema, casing: "snake_case" }) as unknown as TDb;
    return { db, driver: "postgres", close: () => sql.end({ timeout: 5 }) };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (url !== "memory://") mkdirSync(url, { recursive: true });
  const client = await PGlite.create(url === "memory://" ? undefined : url);
  await client.exec("SET TIME ZONE 'UTC'");
  const db = drizzle({ client, schema, casing: "snake_case" }) as unknown as TDb;
  return { db, driver: "pglite", close: () => client.close() };
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

/** The app's shared connection: one per process (PGlite allows one process per data directory). */
export function getDb(): Promise<TDb> {
  const g = globalThis as TGlobal;
  if (!g.__scutaDb) {
    g.__scutaDb = (async () => {
      const e = env();
      const conn = await openDatabase(e.DATABASE_URL ?? dataDir());
      await migrateDatabase(conn);
      const { seedOnStart } = await import("./seed/run");
      await seedOnStart(conn.db, { embedded: !e.DATABASE_URL, demo: e.SEED_DEMO === "1" });
      return conn;
    })();
    g.__scutaDb.catch(() => {
      g.__scutaDb = undefined;
    });
  }
  return g.__scutaDb.then((c) => c.db);
}
