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
 * The integration projects (files sharing a process, files isolated) share one set: the first
 * project's setup makes it, the last one's teardown removes it.
 */
type TShared = { templates: { runId: string; dir: string }; users: number };
const SHARED = Symbol.for("scuta.test.dbTemplates");
const holder = globalThis as { [SHARED]?: TShared };

export default function setup(project: TestProject) {
  holder[SHARED] ??= { templates: { runId: randomBytes(4).toString("hex"), dir: mkdtempSync(path.join(os.tmpdir(), "scuta-db-templates-")) }, users: 0 };
  const shared = holder[SHARED];
  shared.users += 1;
  project.provide("dbTemplates", shared.templates);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[SHARED];
    const { runId, dir } = shared.templates;
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
