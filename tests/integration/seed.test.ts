import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import * as s from "@/db/schema";
import type { PgTable } from "drizzle-orm/pg-core";
import type { TConnection } from "@/db/client";
import { seedOnStart } from "@/db/seed/run";
import { verifyPassword } from "@/lib/auth/crypto";
import { DRIVERS, freshDatabase } from "../support/db";

describe.each(DRIVERS)("seed (%s)", (driver) => {
  let conn: TConnection;
  beforeAll(async () => {
    conn = await freshDatabase(driver);
  });
  afterAll(async () => conn.close());

  const countOf = async (table: PgTable) => {
    const [{ n }] = await conn.db.select({ n: count() }).from(table);
    return n;
  };

  it("a real PostgreSQL gets reference data but no demo data unless SEED_DEMO=1", async () => {
    await seedOnStart(conn.db, { embedded: false, demo: false });
    expect(await countOf(s.users)).toBe(0);
    expect(await countOf(s.states)).toBe(51);
    expect(await countOf(s.grades)).toBe(14);
    expect(await countOf(s.schools)).toBeGreaterThanOrEqual(30);
    expect(await countOf(s.universities)).toBeGreaterThanOrEqual(5);
    const editions = await conn.db.select({ edition: s.standards.edition, n: count() }).from(s.standards).groupBy(s.standards.edition).orderBy(s.standards.edition);
    expect(editions).toEqual([
      { edition: 2014, n: 35 },
      { edition: 2021, n: 36 },
    ]);
  });

  it("the embedded database is seeded with the demo accounts when it is empty, and seeding again changes nothing", async () => {
    await seedOnStart(conn.db, { embedded: true, demo: false });
    const first = { users: await countOf(s.users), links: await countOf(s.managedUsers), categories: await countOf(s.useOfTimeCategories) };
    expect(first.users).toBe(15);
    await seedOnStart(conn.db, { embedded: true, demo: true });
    expect({ users: await countOf(s.users), links: await countOf(s.managedUsers), categories: await countOf(s.useOfTimeCategories) }).toEqual(first);
  });

  it("every demo account signs in with demo-pass-2026, and the licences match what each account shows", async () => {
    const rows = await conn.db.select().from(s.users);
    for (const u of rows) expect(await verifyPassword("demo-pass-2026", u.passwordHash), u.username).toBe(true);
    const byName = new Map(rows.map((u) => [u.username, u]));
    const today = new Date().toISOString().slice(0, 10);
    expect(byName.get("expired")!.expires < today).toBe(true);
    expect(byName.get("gradstudent")!.email.endsWith(".edu")).toBe(true);
    expect(byName.get("faculty")!.email.endsWith(".edu")).toBe(true);
    const [mgr] = await conn.db.select({ n: count() }).from(s.managedUsers).where(eq(s.managedUsers.managerId, byName.get("manager")!.id));
    expect(mgr.n).toBeGreaterThanOrEqual(3);
  });
});
