import { createThrowawayDatabase } from "./throwaway-db.mjs";
import { migrateDatabase, openDatabase, setSharedConnection, type TConnection } from "@/db/client";
import { seedReference } from "@/db/seed/run";
import { seedDemo } from "@/db/seed/demo";

export type TDriverName = "pglite" | "postgres";

/** The drivers integration tests run on: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export const DRIVERS: TDriverName[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a throwaway database created
 * next to DATABASE_URL's and dropped on close.
 */
export async function freshDatabase(driver: TDriverName, opts: { seed?: "none" | "reference" | "demo"; now?: Date } = {}): Promise<TConnection> {
  let conn: TConnection;
  let drop: (() => Promise<void>) | null = null;
  if (driver === "pglite") {
    conn = await openDatabase("memory://");
  } else {
    const throwaway = await createThrowawayDatabase(process.env.DATABASE_URL as string, "scuta_it");
    conn = await openDatabase(throwaway.url);
    drop = throwaway.drop;
  }
  await migrateDatabase(conn);
  if (opts.seed === "reference" || opts.seed === "demo") await seedReference(conn.db);
  if (opts.seed === "demo") await seedDemo(conn.db, opts.now ?? new Date());
  const close = conn.close;
  return {
    ...conn,
    close: async () => {
      await close();
      if (drop) await drop();
    },
  };
}

/** Opens a seeded database and makes it the one route handlers and use-cases get from getDb(). */
export async function sharedDemoDatabase(driver: TDriverName, now?: Date): Promise<TConnection> {
  const conn = await freshDatabase(driver, { seed: "demo", now });
  setSharedConnection(conn);
  return conn;
}
