import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { call } from "../support/api";

// With DATABASE_URL set, the integration tests run every behaviour on PostgreSQL only
// (tests/support/db.ts). This file keeps the default a fresh clone runs on: with no DATABASE_URL
// the app opens the embedded PGlite database in PGLITE_DATA_DIR, migrates it, seeds the demo data
// set into it, and serves sign-ins and raw SQL from it; the data is still there when a
// later server process opens the directory again.

const dir = mkdtempSync(path.join(os.tmpdir(), "scuta-pglite-default-"));
process.env.DATABASE_URL = "";
process.env.PGLITE_DATA_DIR = dir;
delete process.env.SEED_DEMO;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the embedded PGlite database, the default without DATABASE_URL", () => {
  it("is opened in PGLITE_DATA_DIR, migrated and seeded at start; a demo account signs in and reads its dashboard", async () => {
    const { getConnection } = await import("@/db/client");
    const { seedAppDatabase } = await import("@/db/seed/start");
    const { users } = await import("@/db/schema");
    const { POST: loginRoute } = await import("@/app/api/v1/login/route");
    const { GET: userRoute } = await import("@/app/api/v1/user/route");

    expect(await seedAppDatabase()).toBe(true);
    const conn = await getConnection();
    expect(conn.driver).toBe("pglite");
    const [{ n }] = await conn.db.select({ n: count() }).from(users);
    expect(n).toBeGreaterThan(0);

    const login = await call(loginRoute, { body: { username: "counselor", password: "demo-pass-2026", timeZone: "America/Chicago" } });
    expect(login.status).toBe(200);
    const me = await call(userRoute, { token: login.json.token as string });
    expect(me.status).toBe(200);
    expect((me.json.data as { username: string }).username).toBe("counselor");
    // Raw SQL answers PGlite's shape (an object with rows), read as postgres-js's array by rowsOf.
    const { rowsOf } = await import("@/lib/analysis/sql");
    const { sql } = await import("drizzle-orm");
    expect(await rowsOf<{ username: string }>(conn.db, sql`select username from users where username = ${"counselor"}`)).toEqual([{ username: "counselor" }]);
    await conn.close();
    // Migrating and seeding a file-backed database takes its time on a busy machine.
  }, 180_000);

  it("keeps its data in the directory: a second process that opens it finds the seeded users and migrates nothing anew", async () => {
    const { openDatabase, migrateDatabase } = await import("@/db/client");
    const { users } = await import("@/db/schema");
    const again = await openDatabase(dir);
    try {
      expect(again.driver).toBe("pglite");
      await migrateDatabase(again);
      const [{ n }] = await again.db.select({ n: count() }).from(users);
      expect(n).toBeGreaterThan(0);
    } finally {
      await again.close();
    }
  });
});
