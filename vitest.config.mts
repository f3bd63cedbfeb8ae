import { defineConfig } from "vitest/config";
import path from "node:path";

const root = path.dirname(new URL(import.meta.url).pathname);
// `vitest bench` measures the app as it runs, bcrypt's cost included.
const benchmarking = process.argv.includes("bench");
// TEST_FAST_BCRYPT=0: the app's own bcrypt cost in the integration tests too (for comparing timings).
const fastBcrypt = !benchmarking && process.env.TEST_FAST_BCRYPT !== "0";

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
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], benchmark: { include: [] } } },
      {
        extends: true,
        // bcrypt at its lowest cost: the integration tests sign in thousands of times (tests/support/bcrypt-fast.ts).
        resolve: { alias: fastBcrypt ? { bcryptjs: path.join(root, "tests/support/bcrypt-fast.ts") } : {} },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // npm run bench (its in-process benchmarks open databases as the integration tests do).
          benchmark: { include: ["bench/**/*.bench.ts"] },
          // Migrated (and seeded) database templates, made once per run: tests/support/db.ts.
          globalSetup: ["tests/support/global-setup.ts"],
        },
      },
    ],
  },
});
