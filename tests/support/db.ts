import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { inject } from "vitest";
import { createThrowawayDatabase } from "./throwaway-db.mjs";
import { migrateDatabase, openDatabase, setSharedConnection, type TConnection } from "@/db/client";
import { seedReference } from "@/db/seed/run";
import { seedDemo } from "@/db/seed/demo";

export type TDriverName = "pglite" | "postgres";

/**
 * The one driver the integration tests run each behaviour on: PostgreSQL when DATABASE_URL is set
 * (CI, and a deployment's database), else the embedded PGlite (a fresh clone with nothing set up).
 * Both at once only repeated every test on a second driver; the embedded default keeps a test of
 * its own (tests/integration/pglite-default.test.ts). TEST_DRIVERS=pglite,postgres runs both.
 */
export const DRIVERS: TDriverName[] = process.env.TEST_DRIVERS
  ? (process.env.TEST_DRIVERS.split(",").filter((d) => d === "pglite" || (d === "postgres" && process.env.DATABASE_URL)) as TDriverName[])
  : process.env.DATABASE_URL
    ? ["postgres"]
    : ["pglite"];

type TSeed = "none" | "reference" | "demo";

/**
 * What a template holds. The demo seed depends on `now` only through calendar days in the demo
 * accounts' (whole-hour offset) time zones and the 16:00 UTC paid-at hour, so without an explicit
 * `now` one template serves the whole UTC hour; an explicit `now` is a template of its own.
 */
function templateKey(seed: TSeed, now: Date | undefined): string {
  if (seed !== "demo") return seed;
  return now ? `demo@${now.toISOString()}` : `demo@hour${Math.floor(Date.now() / 3_600_000)}`;
}

/**
 * The run's template folder and id (tests/support/global-setup.ts), or null outside a vitest run
 * and with TEST_DB_TEMPLATES=0 (every file migrates and seeds its own database: for comparing).
 */
function templates(): { runId: string; dir: string } | null {
  if (process.env.TEST_DB_TEMPLATES === "0") return null;
  try {
    return inject("dbTemplates") ?? null;
  } catch {
    return null;
  }
}

async function migrateAndSeed(conn: TConnection, seed: TSeed, now: Date | undefined): Promise<void> {
  await migrateDatabase(conn);
  if (seed === "reference" || seed === "demo") await seedReference(conn.db);
  if (seed === "demo") await seedDemo(conn.db, now ?? new Date());
}

/** A PGlite data directory, migrated and seeded once per run and key, loaded by every later caller. */
async function pgliteFromTemplate(dir: string, key: string, seed: TSeed, now: Date | undefined): Promise<TConnection> {
  const file = path.join(dir, `${createHash("sha1").update(key).digest("hex").slice(0, 16)}.tar`);
  if (existsSync(file)) return openDatabase("memory://", { loadDataDir: new Blob([readFileSync(file)]) });
  const conn = await openDatabase("memory://");
  await migrateAndSeed(conn, seed, now);
  const client = (conn.db as unknown as { $client: { dumpDataDir: (c: "none") => Promise<Blob> } }).$client;
  const dump = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
  // Two workers may make the same template at once: each writes its own file, the rename is atomic.
  const tmp = `${file}.${randomBytes(4).toString("hex")}`;
  writeFileSync(tmp, dump);
  renameSync(tmp, file);
  return conn;
}

// The first key of the advisory locks that let one worker at a time make a template ("tmpl").
const TEMPLATE_LOCK = 0x746d706c;

const admin = () => postgres(process.env.DATABASE_URL as string, { max: 1, onnotice: () => {} });

/** Retries while PostgreSQL still counts a just-closed session on the template (55006: object in use). */
async function whileInUse<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * A PostgreSQL database copied (CREATE DATABASE … TEMPLATE) from one migrated and seeded once per
 * run and key, beside DATABASE_URL's; global-setup.ts drops the templates at the end of the run.
 */
async function postgresFromTemplate(runId: string, key: string, seed: TSeed, now: Date | undefined): Promise<{ url: string; drop: () => Promise<void> }> {
  const hash = createHash("sha1").update(key).digest();
  const template = `scuta_tpl_${runId}_${hash.toString("hex").slice(0, 16)}`;
  const sql = admin();
  const made = async () => (await sql<{ n: number }[]>`select count(*)::int as n from pg_database where datname = ${template}`)[0].n > 0;
  try {
    // One worker makes a template while the others that need it wait for it (a session advisory
    // lock on this one-connection client), instead of each migrating and seeding a copy of its own.
    if (!(await made())) await sql`select pg_advisory_lock(${TEMPLATE_LOCK}::int4, ${hash.readInt32BE(0)}::int4)`;
    if (!(await made())) {
      // Made under a name of its own, then renamed: the rename is atomic, and a second maker drops its copy.
      const draft = await createThrowawayDatabase(process.env.DATABASE_URL as string, `scuta_tpl_${runId}_draft`);
      const conn = await openDatabase(draft.url);
      try {
        await migrateAndSeed(conn, seed, now);
      } finally {
        await conn.close();
      }
      const draftName = new URL(draft.url).pathname.slice(1);
      try {
        await whileInUse(() => sql.unsafe(`ALTER DATABASE ${draftName} RENAME TO ${template}`));
      } catch (error) {
        await draft.drop();
        if ((error as { code?: string }).code !== "42P04") throw error;
      }
    }
    await sql`select pg_advisory_unlock_all()`;
    const name = `scuta_it_${randomBytes(6).toString("hex")}`;
    await whileInUse(() => sql.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${name}`;
    const drop = async () => {
      const a = admin();
      try {
        await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await a.end();
      }
    };
    return { url: url.toString(), drop };
  } finally {
    await sql.end();
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a throwaway database created
 * next to DATABASE_URL's and dropped on close. In a vitest run it is a copy of a template made once
 * per run for its seed (and `now`): same schema, same rows, same sequences as a fresh migration and seed.
 */
export async function freshDatabase(driver: TDriverName, opts: { seed?: TSeed; now?: Date } = {}): Promise<TConnection & { url?: string }> {
  const seed = opts.seed ?? "none";
  const run = templates();
  let conn: TConnection;
  let drop: (() => Promise<void>) | null = null;
  // PostgreSQL's copy has a URL: a test opens a second pool on it (a second app instance).
  let url: string | undefined;
  if (driver === "pglite") {
    if (run) conn = await pgliteFromTemplate(run.dir, templateKey(seed, opts.now), seed, opts.now);
    else {
      conn = await openDatabase("memory://");
      await migrateAndSeed(conn, seed, opts.now);
    }
  } else {
    const throwaway = run ? await postgresFromTemplate(run.runId, templateKey(seed, opts.now), seed, opts.now) : await createThrowawayDatabase(process.env.DATABASE_URL as string, "scuta_it");
    conn = await openDatabase(throwaway.url);
    url = throwaway.url;
    drop = throwaway.drop;
    if (!run) await migrateAndSeed(conn, seed, opts.now);
  }
  const close = conn.close;
  return {
    ...conn,
    url,
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
