import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TConnection } from "@/db/client";
import { orders, quotes, users } from "@/db/schema";
import { listOpenQuotes } from "@/lib/account-admin/open-quotes";
import { mayOpenPath } from "@/lib/auth/areas";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { AppError } from "@/lib/http/errors";
import { navFor } from "@/lib/shell/nav";
import { DRIVERS, freshDatabase } from "../support/db";

// /app/quotes — the open quotes and their PDFs.

const TODAY = "2026-10-05";

describe.each(DRIVERS)("the open quotes (%s)", (driver) => {
  let conn: TConnection;
  let admin: TActor;
  let counselor: TActor;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    const [a, c] = await conn.db
      .insert(users)
      .values([
        { username: "qadmin", email: "qadmin@example.org", roleId: ROLE.admin, active: true, expires: "2027-07-31" },
        { username: "qcounselor", email: "qcounselor@example.org", roleId: ROLE.user, active: true, expires: "2027-07-31" },
      ])
      .returning();
    admin = { user: a, sessionId: "a", via: "bearer" };
    counselor = { user: c, sessionId: "c", via: "bearer" };
    const contact = { name: "Pat Lee", school: "Lincoln High", zip: "10001", email: "pat@school.example.org", phone: "", state: "NY" };
    const base = { contact, start: "2026-10-05", end: "2027-07-31", quantities: { pro: 1 } as never, priced: {} as never, amountDueCents: 12900 };
    const rows = await conn.db
      .insert(quotes)
      .values([
        { ...base, userId: c.id, validUntil: "2026-11-04", createdAt: new Date("2026-10-01T00:00:00Z") },
        { ...base, validUntil: "2026-10-05", createdAt: new Date("2026-10-02T00:00:00Z") },
        { ...base, validUntil: "2026-10-04" },
        { ...base, validUntil: "2026-12-01" },
        { ...base, validUntil: "2026-12-01" },
      ])
      .returning({ id: quotes.id });
    [ids.open, ids.lastDay, ids.expired, ids.paid, ids.declined] = rows.map((r) => r.id);
    const order = { userId: c.id, contact, start: "2026-10-05", end: "2027-07-31", quantities: { pro: 1 } as never, priced: {} as never, amountDueCents: 12900, paymentMethod: "card" as never };
    await conn.db.insert(orders).values([
      { ...order, quoteId: ids.paid, status: "paid", idempotencyKey: `q-paid-${driver}` },
      { ...order, quoteId: ids.declined, status: "declined", idempotencyKey: `q-declined-${driver}` },
    ] as never);
  });
  afterAll(async () => conn.close());

  it("open = still valid (its last day included) and not turned into a paid or pending order; a declined order leaves it open", async () => {
    const list = await listOpenQuotes(conn.db, admin, { today: TODAY });
    expect(list.rows.map((r) => r.id).sort((x, y) => x - y)).toEqual([ids.open, ids.lastDay, ids.declined].sort((x, y) => x - y));
    expect(list.total).toBe(3);
    const open = list.rows.find((r) => r.id === ids.open);
    expect(open).toMatchObject({ contactName: "Pat Lee", school: "Lincoln High", username: "qcounselor", amountDueCents: 12900, validUntil: "2026-11-04" });
  });

  it("administrators only (403 for a counselor); the admin menu lists /app/quotes", async () => {
    const error = await listOpenQuotes(conn.db, counselor, { today: TODAY }).catch((e: unknown) => e);
    expect((error as AppError).status).toBe(403);
    expect(mayOpenPath(ROLE.user, "/app/quotes")).toBe(false);
    expect(mayOpenPath(ROLE.admin, "/app/quotes")).toBe(true);
    expect(navFor(ROLE.admin).some((i) => i.href === "/app/quotes")).toBe(true);
  });
});
