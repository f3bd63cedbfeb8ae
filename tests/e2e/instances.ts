import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { createThrowawayDatabase } from "../support/throwaway-db.mjs";

// App instances of their own for the specs that need more than the suite's server: `next start`
// of the build the suite already made, on a throwaway PostgreSQL database made next to
// DATABASE_URL (or E2E_DATABASE_URL, or the local PostgreSQL of TOOLCHAIN.md) and dropped at the
// end. Used by database-down.spec.ts (it stops that database) and multi-instance.spec.ts (two
// instances on one database).

export const BASE_DB_URL = process.env.DATABASE_URL || process.env.E2E_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

export type TThrowawayDatabase = { url: string; name: string; drop: () => Promise<void> };

export async function throwawayDatabase(prefix: string): Promise<TThrowawayDatabase> {
  const made = await createThrowawayDatabase(BASE_DB_URL, prefix);
  return { ...made, name: new URL(made.url).pathname.slice(1) };
}

/** Runs `work` on a client of one connection to `url` (the server's default database when not given). */
export async function withSql<T>(work: (sql: postgres.Sql) => Promise<T>, url = BASE_DB_URL): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export type TAppInstance = {
  port: number;
  baseURL: string;
  /** The status of the first answer to the readiness call (the one that migrated and seeded). */
  firstStatus: number;
  /** The last part of what the server wrote to stderr. */
  log: () => string;
  stop: () => Promise<void>;
};

type TStart = {
  port: number;
  databaseUrl: string;
  /** More environment for the server (AUTH_SECRET, APP_URL, …); an empty value removes a variable. */
  env?: Record<string, string>;
  timeoutMs?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `next start -p <port>` in production mode on `databaseUrl` with the demo data set, and
 * waits until /home/maintenanceMode answers 200 (its first call migrates and seeds).
 */
export async function startInstance(opts: TStart): Promise<TAppInstance> {
  const baseURL = `http://127.0.0.1:${opts.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.port),
    NODE_ENV: "production",
    DATABASE_URL: opts.databaseUrl,
    SEED_DEMO: "1",
    APP_URL: baseURL,
    UPLOADS_DIR: mkdtempSync(path.join(os.tmpdir(), `scuta-e2e-${opts.port}-uploads-`)),
    ...opts.env,
  };
  delete env.PGLITE_DATA_DIR;
  for (const [key, value] of Object.entries(env)) if (value === "") delete env[key];

  let log = "";
  const child: ChildProcess = spawn("npx", ["next", "start", "-p", String(opts.port)], { cwd: process.cwd(), detached: true, stdio: ["ignore", "ignore", "pipe"], env });
  child.stderr?.on("data", (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    await Promise.race([exited, sleep(10_000)]);
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  };

  const until = Date.now() + (opts.timeoutMs ?? 180_000);
  let firstStatus = 0;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`next start on port ${opts.port} exited (${child.exitCode}):\n${log.slice(-2000)}`);
    try {
      const res = await fetch(`${baseURL}/home/maintenanceMode`);
      firstStatus ||= res.status;
      if (res.status === 200) return { port: opts.port, baseURL, firstStatus, log: () => log, stop };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  await stop();
  throw new Error(`next start on port ${opts.port} did not answer within the time limit:\n${log.slice(-2000)}`);
}
