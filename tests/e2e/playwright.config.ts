import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findBrowser } from "./browser.mjs";

// E2E_WORKERS workers (default 2), each with a production server of its own (`next start` of the
// one build, on ports E2E_PORT, E2E_PORT + 1, …) on a database of its own: the throwaway PostgreSQL
// databases run.mjs made, one per server (E2E_DATABASE_URLS, comma-separated; seeded with the demo
// data set by the server at start, SEED_DEMO=1), or a throwaway PGlite directory each. Tests that
// change what the demo accounts see (maintenance mode, settings, sign-in throttles) thus only meet
// the tests of their own worker, which run one after the other as they did on one worker.
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);
const BASE_PORT = Number(process.env.E2E_PORT ?? 3310);
const browser = findBrowser();

const databaseUrls = (process.env.E2E_DATABASE_URLS ?? process.env.E2E_DATABASE_URL ?? "").split(",").filter(Boolean);
if (databaseUrls.length > 0 && databaseUrls.length < WORKERS) {
  throw new Error(`E2E_WORKERS=${WORKERS} needs as many databases, one per server; E2E_DATABASE_URLS names ${databaseUrls.length}`);
}

// The build folder of each server (run.mjs copies the build for the second server on); without
// E2E_DIST_DIRS every server runs the one build folder (NEXT_DIST_DIR or .next).
const distDirs = (process.env.E2E_DIST_DIRS ?? "").split(",").filter(Boolean);

const urlOf = (index: number) => `http://127.0.0.1:${BASE_PORT + index}`;

function serverEnv(index: number): Record<string, string> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(BASE_PORT + index),
    NODE_ENV: "production",
    // Production refuses emails with links without it (lib/account/links.ts).
    APP_URL: urlOf(index),
    DATABASE_URL: "",
    UPLOADS_DIR: mkdtempSync(path.join(os.tmpdir(), `scuta-e2e-uploads-${index}-`)),
  };
  if (distDirs[index]) env.NEXT_DIST_DIR = distDirs[index];
  if (databaseUrls.length > 0) {
    env.DATABASE_URL = databaseUrls[index];
    env.SEED_DEMO = "1";
  } else {
    env.PGLITE_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), `scuta-e2e-${index}-`));
  }
  return env;
}

// Playwright loads this file again in each worker process, after setting TEST_PARALLEL_INDEX
// (0 … workers - 1, kept by a worker that replaces a failed one): each worker's baseURL is its own
// server's. The runner process itself has no index and starts the servers (webServer below).
const inWorker = process.env.TEST_PARALLEL_INDEX !== undefined;
const ownServer = inWorker ? Number(process.env.TEST_PARALLEL_INDEX) % WORKERS : 0;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    ...(browser?.kind === "system" ? { executablePath: browser.executablePath } : {}),
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  },
};

// Specs that start production servers of their own (tests/e2e/instances.ts) beside the suite's:
// one of them at a time, so at most two extra servers share the machine's cores with the suite.
// Their project comes first: they start at once on one worker while the other runs the suite,
// instead of closing the run on one worker while the other has nothing left to do.
const OWN_SERVERS = /(database-down|multi-instance)\.spec\.ts$/;

export default defineConfig({
  testDir: ".",
  testMatch: /.*\.spec\.ts$/,
  // A spec file runs whole on one worker, its tests in order (journeys build on their earlier steps).
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  forbidOnly: true,
  // Two workers share the cores: a step may wait its turn, so the limits leave room (a passing test
  // takes no longer for them; only a failure is reported later).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: urlOf(ownServer),
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "own-servers", testMatch: OWN_SERVERS, workers: 1, use: chromium },
    { name: "chromium", testIgnore: OWN_SERVERS, use: chromium },
  ],
  // The servers start one after the other (each one's first start migrates and seeds its database);
  // only the runner process starts them.
  webServer: inWorker
    ? undefined
    : Array.from({ length: WORKERS }, (_, index) => ({
        command: "npx next start",
        cwd: process.cwd(),
        url: `${urlOf(index)}/home/maintenanceMode`,
        timeout: 180_000,
        reuseExistingServer: false,
        env: serverEnv(index),
        stdout: "ignore" as const,
        stderr: "pipe" as const,
      })),
});
