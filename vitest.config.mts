import { defineConfig } from "vitest/config";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.dirname(new URL(import.meta.url).pathname);
// `vitest bench` measures the app as it runs, bcrypt's cost included.
const benchmarking = process.argv.includes("bench");
// TEST_FAST_BCRYPT=0: the app's own bcrypt cost in the integration tests too (for comparing timings).
const fastBcrypt = !benchmarking && process.env.TEST_FAST_BCRYPT !== "0";

// Test files share a worker's loaded modules (no fresh process per file: loading the app's modules
// took more of the run than the tests did), except a file that changes what the process holds for
// the files after it: it mocks modules, fakes timers or globals, spies, writes process.env, or
// installs a process-wide e-mail transport, job queue or PDF gate. Such a file runs in a process
// of its own, found here by what its text does, so a new test needs no list kept by hand.
const CHANGES_THE_PROCESS =
  /vi\.(mock|doMock|unmock|stubEnv|stubGlobal|useFakeTimers|resetModules|spyOn)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|Object\.assign\(process\.env|setEmailTransport|setRunningBoss|replacePdfGate|globalThis\.\w+\s*=[^=]/;
function splitByIsolation(folder: string): { shared: string[]; isolated: string[] } {
  const files = readdirSync(path.join(root, folder)).filter((f) => /\.test\.tsx?$/.test(f));
  const isolated = files.filter((f) => CHANGES_THE_PROCESS.test(readFileSync(path.join(root, folder, f), "utf8")));
  return { shared: files.filter((f) => !isolated.includes(f)).map((f) => `${folder}/${f}`), isolated: isolated.map((f) => `${folder}/${f}`) };
}
const unitFiles = splitByIsolation("tests/unit");
const integrationFiles = splitByIsolation("tests/integration");

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      // Server-only guards have nothing to guard in tests.
      "server-only": path.join(root, "tests/support/empty.ts"),
    },
  },
  test: {
    environment: "node",
    // next-auth imports "next/server" without an extension; let Vite resolve it.
    server: { deps: { inline: ["next-auth"] } },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    maxWorkers: 2,
    // Route handlers are called directly (no socket): tests name the client in X-Forwarded-For, as one trusted proxy would.
    env: { NODE_ENV: "test", AUTH_SECRET: "test-secret-for-vitest-only-0123456789", TRUSTED_PROXY_COUNT: "1" },
    projects: [
      // The unit tests run the app's own bcrypt (tests/unit/ip-and-crypto.test.ts checks its cost).
      { extends: true, test: { name: "unit", include: unitFiles.shared, isolate: false, benchmark: { include: [] } } },
      { extends: true, test: { name: "unit:isolated", include: unitFiles.isolated, isolate: true, benchmark: { include: [] } } },
      ...[
        { name: "integration", include: integrationFiles.shared, isolate: false, benchmark: { include: [] } },
        // npm run bench (its in-process benchmarks open databases as the integration tests do; one process each).
        { name: "integration:isolated", include: integrationFiles.isolated, isolate: true, benchmark: { include: ["bench/**/*.bench.ts"] } },
      ].map((test) => ({
        extends: true as const,
        // bcrypt at its lowest cost: the integration tests sign in thousands of times (tests/support/bcrypt-fast.ts).
        resolve: { alias: fastBcrypt ? { bcryptjs: path.join(root, "tests/support/bcrypt-fast.ts") } : ({} as Record<string, string>) },
        test: {
          ...test,
          // Migrated (and seeded) database templates, made once per run: tests/support/db.ts.
          globalSetup: ["tests/support/global-setup.ts"],
        },
      })),
    ],
  },
});
