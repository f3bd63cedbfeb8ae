// npm run test:e2e: builds the app for production and runs the Playwright suite against it.
// With DATABASE_URL the app under test gets a throwaway database beside it, dropped afterwards;
// without it, a throwaway PGlite directory (see playwright.config.ts).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import postgres from "postgres";
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

const env = { ...process.env };
let drop = async () => {};
if (process.env.DATABASE_URL) {
  const base = new URL(process.env.DATABASE_URL);
  const name = `scuta_e2e_${randomBytes(5).toString("hex")}`;
  const admin = postgres(base.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  env.E2E_DATABASE_URL = url.toString();
  drop = async () => {
    const a = postgres(base.toString(), { max: 1, onnotice: () => {} });
    await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  };
}

const status = run("npx", ["playwright", "test", "--config", "tests/e2e/playwright.config.ts", ...process.argv.slice(2)], env);
await drop();
process.exit(status);
