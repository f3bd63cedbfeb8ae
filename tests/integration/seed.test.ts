import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import * as s from "@/db/schema";
import type { PgTable } from "drizzle-orm/pg-core";
import type { TConnection } from "@/db/client";
import { seedOnStart } from "@/db/seed/run";
import { verifyPassword } from "@/lib/auth/crypto";
import { DEMO_ORDER_KEY } from "@/db/seed/demo-orders";
import { FIRST_INVOICE_NUMBER } from "@/db/seed/data/billing";
import { holdsMaxLicence, switchEdition } from "@/lib/users/switch-edition";
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
    // Kindergarten, Grades 1-12, Pre-K and 13 "Any grade".
    expect(await countOf(s.grades)).toBe(15);
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
    const first = { users: await countOf(s.users), links: await countOf(s.managedUsers), memberships: await countOf(s.memberships), categories: await countOf(s.useOfTimeCategories) };
    expect(first.users).toBe(16);
    expect(first.memberships).toBe(12);
    await seedOnStart(conn.db, { embedded: true, demo: true });
    expect({ users: await countOf(s.users), links: await countOf(s.managedUsers), memberships: await countOf(s.memberships), categories: await countOf(s.useOfTimeCategories) }).toEqual(first);
  });

  it("every demo account signs in with demo-pass-2026, and the licenses match what each account shows", async () => {
    const rows = await conn.db.select().from(s.users);
    for (const u of rows) expect(await verifyPassword("demo-pass-2026", u.passwordHash), u.username).toBe(true);
    const byName = new Map(rows.map((u) => [u.username, u]));
    const today = new Date().toISOString().slice(0, 10);
    expect(byName.get("expired")!.expires < today).toBe(true);
    expect(byName.get("gradstudent")!.email.endsWith(".edu")).toBe(true);
    expect(byName.get("faculty")!.email.endsWith(".edu")).toBe(true);
    const [mgr] = await conn.db
      .select({ n: count() })
      .from(s.managedUsers)
      .where(eq(s.managedUsers.managerId, byName.get("manager")!.id));
    expect(mgr.n).toBeGreaterThanOrEqual(3);
  });

  it("a demo account on MAX holds it through a paid MAX order, invoiced from 10001 on and granted to the license's end; reseeding adds none", async () => {
    const now = new Date();
    const all = await conn.db.select().from(s.users);
    const onMax = all.filter((u) => u.appId === 2 && u.roleId !== 3);
    expect(onMax.map((u) => u.username).sort()).toEqual(
      ["counselor", "dunlapcounselor", "emersoncounselor", "faculty", "gradstudent", "hscounselor", "manager", "newcounselor", "secretary", "director", "statemanager"].sort(),
    );
    const numbers: number[] = [];
    for (const user of onMax) {
      const rows = await conn.db.select({ order: s.orders, invoice: s.invoices }).from(s.orders).innerJoin(s.invoices, eq(s.invoices.orderId, s.orders.id)).where(eq(s.orders.userId, user.id));
      expect(rows, user.username).toHaveLength(1);
      const [{ order, invoice }] = rows;
      expect(order, user.username).toMatchObject({ idempotencyKey: DEMO_ORDER_KEY, status: "paid", end: user.expires, amountDueCents: invoice.amountCents });
      expect(order.quantities.max).toBe(1);
      expect(invoice.paidOn).not.toBeNull();
      numbers.push(invoice.number);
      const grants = await conn.db.select().from(s.licenceGrants).where(eq(s.licenceGrants.orderId, order.id));
      expect(grants.map((g) => ({ product: g.product, quantity: g.quantity, end: g.end }))).toEqual([{ product: "max", quantity: 1, end: user.expires }]);
      expect(await holdsMaxLicence(conn.db, user, now), user.username).toBe(true);
    }
    // Gapless from the first number, and the counter stands at the last one (the next purchase takes the one after).
    expect(numbers.sort((a, b) => a - b)).toEqual(onMax.map((_, i) => FIRST_INVOICE_NUMBER + i));
    const [counter] = await conn.db.select().from(s.billingCounters).where(eq(s.billingCounters.name, "invoice"));
    expect(counter.value).toBe(FIRST_INVOICE_NUMBER + onMax.length - 1);
    // The administrator holds no licence; PRO accounts bought no MAX.
    const admin = all.find((u) => u.username === "admin")!;
    expect(await conn.db.select().from(s.orders).where(eq(s.orders.userId, admin.id))).toHaveLength(0);

    await seedOnStart(conn.db, { embedded: true, demo: true });
    expect({ orders: await countOf(s.orders), invoices: await countOf(s.invoices), grants: await countOf(s.licenceGrants) }).toEqual({
      orders: onMax.length,
      invoices: onMax.length,
      grants: onMax.length,
    });
    const [after] = await conn.db.select().from(s.billingCounters).where(eq(s.billingCounters.name, "invoice"));
    expect(after.value).toBe(counter.value);
  });

  it("a demo MAX counselor who switched to PRO can switch back to MAX (the seeded MAX order covers it)", async () => {
    const now = new Date();
    const [row] = await conn.db.select().from(s.users).where(eq(s.users.username, "counselor"));
    const actor = { user: row, sessionId: "test", via: "cookie" as const };
    const pro = await switchEdition(conn.db, actor, { AppID: 1 }, now);
    expect(pro.user.appId).toBe(1);
    const max = await switchEdition(conn.db, { ...actor, user: pro.user }, { AppID: 2 }, now);
    expect(max.user.appId).toBe(2);
  });
});
