// npm run test:e2e: builds the app for production and runs the Playwright suite against it.
// With DATABASE_URL the app under test gets a throwaway database beside it, dropped afterwards;
// without it, a throwaway PGlite directory (see playwright.config.ts).
import { spawnSync } from "node:child_process";
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

const env = { ...process.env };
let drop = async () => {};
if (process.env.DATABASE_URL) {
  const throwaway = await createThrowawayDatabase(process.env.DATABASE_URL, "scuta_e2e");
  env.E2E_DATABASE_URL = throwaway.url;
  drop = throwaway.drop;
}

const status = run("npx", ["playwright", "test", "--config", "tests/e2e/playwright.config.ts", ...process.argv.slice(2)], env);
await drop();
process.exit(status);
