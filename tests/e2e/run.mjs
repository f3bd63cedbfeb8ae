// npm run test:e2e: builds the app for production and runs the Playwright suite against it.
import { spawnSync } from "node:child_process";
import { findBrowser } from "./browser.mjs";

if (!findBrowser()) {
  console.error(
    "\nNo browser for the end-to-end tests: neither Playwright's Chromium nor a system Chromium (/usr/bin/chromium) was found.\n" +
      "Install one with `sudo apt-get install -y chromium` (Debian/Ubuntu) or `npx playwright install chromium`, then run `npm test` again.\n",
  );
  process.exit(1);
}

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!process.env.E2E_SKIP_BUILD) run("npx", ["next", "build"]);
run("npx", ["playwright", "test", "--config", "tests/e2e/playwright.config.ts", ...process.argv.slice(2)]);
