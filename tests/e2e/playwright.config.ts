import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findBrowser } from "./browser.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3310);
const browser = findBrowser();

// Each run gets a fresh database: a throwaway PostgreSQL database made by run.mjs (seeded with the
// demo data set), or a throwaway PGlite directory.
const serverEnv: Record<string, string> = {
  PORT: String(PORT),
  NODE_ENV: "production",
  // Production refuses emails with links without it (lib/account/links.ts).
  APP_URL: `http://127.0.0.1:${PORT}`,
  DATABASE_URL: "",
  UPLOADS_DIR: mkdtempSync(path.join(os.tmpdir(), "scuta-e2e-uploads-")),
};
if (process.env.E2E_DATABASE_URL) {
  serverEnv.DATABASE_URL = process.env.E2E_DATABASE_URL;
  serverEnv.SEED_DEMO = "1";
} else {
  serverEnv.PGLITE_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "scuta-e2e-"));
}

export default defineConfig({
  testDir: ".",
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          ...(browser?.kind === "system" ? { executablePath: browser.executablePath } : {}),
          args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
        },
      },
    },
  ],
  webServer: {
    command: "npx next start",
    cwd: process.cwd(),
    url: `http://127.0.0.1:${PORT}/home/maintenanceMode`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { ...process.env, ...serverEnv } as Record<string, string>,
    stdout: "ignore",
    stderr: "pipe",
  },
});
