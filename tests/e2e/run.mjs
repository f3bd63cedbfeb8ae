// npm run test:e2e: builds the app for production (once) and runs the Playwright suite against it
// on E2E_WORKERS workers (default 2), each with a server of its own (playwright.config.ts). With
// DATABASE_URL each server gets a throwaway database beside it, dropped afterwards; without it, a
// throwaway PGlite directory each.
import { spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { createThrowawayDatabase } from "../support/throwaway-db.mjs";
import { findBrowser } from "./browser.mjs";

if (!findBrowser()) {
  console.error(
    "\nNo browser for the end-to-end tests: neither Playwright's Chromium nor a system Chromium (/usr/bin/chromium) was found.\n" +
      "Install one with `sudo apt-get install -y chromium` (Debian/Ubuntu) or `npx playwright install chromium`, then run `npm test` again.\n",
  );
  process.exit(1);
}

const run = (cmd, args, env = process.env) => spawnSync(cmd, args, { stdio: "inherit", env }).status ?? 1;

if (!process.env.E2E_SKIP_BUILD) {
  const built = run("npx", ["next", "build"]);
  if (built !== 0) process.exit(built);
}

// A run of named spec files without E2E_WORKERS gets no more servers than it has files.
const args = process.argv.slice(2);
const specFiles = args.filter((arg, i) => arg.endsWith(".spec.ts") && !["-g", "--grep", "--grep-invert"].includes(args[i - 1]));
const named = specFiles.length > 0 && specFiles.length === args.filter((arg, i) => !arg.startsWith("-") && !["-g", "--grep", "--grep-invert"].includes(args[i - 1])).length;
const workers = process.env.E2E_WORKERS ? Math.max(1, Number(process.env.E2E_WORKERS) || 1) : named ? Math.min(2, specFiles.length) : 2;
const env = { ...process.env, E2E_WORKERS: String(workers) };
delete env.E2E_DATABASE_URL;
// The ports of the specs that start servers of their own follow the suite's (E2E_PORT, default
// 3310: servers on 3310 … 3310 + workers - 1, the database-down spec's on 3318, the multi-instance
// spec's on 3321-3323), so two runs with different E2E_PORT do not meet.
const basePort = Number(process.env.E2E_PORT ?? 3310);
if (workers > 8) throw new Error("E2E_WORKERS: at most 8 (the ports above E2E_PORT + 7 are the database-down and multi-instance specs')");
env.E2E_DOWN_PORT ??= String(basePort + 8);
env.E2E_MULTI_PORT ??= String(basePort + 11);
const throwaways = [];
if (process.env.DATABASE_URL) {
  for (let i = 0; i < workers; i++) throwaways.push(await createThrowawayDatabase(process.env.DATABASE_URL, "scuta_e2e"));
  env.E2E_DATABASE_URLS = throwaways.map((t) => t.url).join(",");
}

// Each further server runs a copy of the build (without the build cache): a server writes the
// public pages it renders (revalidate 60) into its build folder, and a copy shared with another
// server would hand one server's pages, rendered from its database, to the other's visitors.
const distDir = path.resolve(process.env.NEXT_DIST_DIR || ".next");
const buildCache = path.join(distDir, "cache");
const distDirs = [distDir];
for (let i = 1; i < workers; i++) {
  const copy = `${distDir}-e2e-${i}`;
  rmSync(copy, { recursive: true, force: true });
  cpSync(distDir, copy, { recursive: true, verbatimSymlinks: true, filter: (src) => src !== buildCache && !src.startsWith(buildCache + path.sep) });
  distDirs.push(copy);
}
env.E2E_DIST_DIRS = distDirs.map((dir) => path.relative(process.cwd(), dir)).join(",");

const started = Date.now();
const status = run("npx", ["playwright", "test", "--config", "tests/e2e/playwright.config.ts", ...args], env);
console.log(`e2e: Playwright on ${workers} worker(s) took ${((Date.now() - started) / 60_000).toFixed(1)} min`);
for (const throwaway of throwaways) await throwaway.drop();
for (const copy of distDirs.slice(1)) rmSync(copy, { recursive: true, force: true });
process.exit(status);
