import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where this run keeps its database templates (tests/support/db.ts). */
    dbTemplates: { runId: string; dir: string };
  }
}

/**
 * One vitest run: a folder for the PGlite data-directory dumps and a run id that names the
 * PostgreSQL template databases (tests/support/db.ts makes both on first use). Both go at the end.
 */
export default function setup(project: TestProject) {
  const runId = randomBytes(4).toString("hex");
  const dir = mkdtempSync(path.join(os.tmpdir(), "scuta-db-templates-"));
  project.provide("dbTemplates", { runId, dir });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (!process.env.DATABASE_URL) return;
    const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    try {
      const rows = await admin<{ datname: string }[]>`select datname from pg_database where datname like ${`scuta_tpl_${runId}_%`}`;
      for (const { datname } of rows) {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    } finally {
      await admin.end();
    }
  };
}
