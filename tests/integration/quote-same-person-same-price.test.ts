import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import type { TBillingAccess } from "@/lib/billing/access";
import { formatMoney } from "@/lib/billing/money";
import { priceQuote } from "@/lib/billing/pricing";
import { getQuoteContext } from "@/lib/billing/queries";
import type { TQuoteContext } from "@/lib/billing/schemas";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// /newLicense/{username}/0: the page opens on the quote the named person would buy, whoever looks.
const NOW = new Date("2026-12-06T15:00:00Z");

const opening = (ctx: TQuoteContext) =>
  priceQuote({
    start: ctx.defaults.start,
    end: ctx.defaults.end,
    requested: ctx.defaults.quantities,
    owned: ctx.owned,
    buyer: ctx.buyer,
    coupon: null,
    partner: null,
    conference: ctx.conference,
    book: ctx.book,
  });

describe.each(DRIVERS)("the quote page prices the same person the same (%s)", (driver) => {
  let conn: TConnection;
  let counselor: TUserRow;
  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    // A MAX licence to 31 July 2027 and no add-ons: the renewal is one MAX licence from 1 August.
    [counselor] = await conn.db.update(users).set({ appId: 2, expires: "2027-07-31", appointment: false }).where(eq(users.username, "counselor")).returning();
  });
  afterAll(async () => conn?.close());

  it("/newLicense/counselor/0 in December prices $199.00 signed out as signed in (not $159.20 from today, prorated)", async () => {
    const visitor: TBillingAccess = { actor: null };
    const signedIn: TBillingAccess = { actor: { user: counselor, sessionId: "test", via: "bearer" } };
    const out = await getQuoteContext(conn.db, visitor, "counselor", {}, NOW);
    const inside = await getQuoteContext(conn.db, signedIn, "counselor", {}, NOW);
    expect(out.defaults.start).toBe("2027-08-01");
    expect(inside.defaults.start).toBe("2027-08-01");
    expect(out.defaults.end).toBe(inside.defaults.end);
    expect(formatMoney(opening(inside).totalAmountDueCents, "en")).toBe("$199.00");
    expect(formatMoney(opening(out).totalAmountDueCents, "en")).toBe("$199.00");
    // Signed out the page still shows the name only, never the licence row.
    expect(out.user).toMatchObject({ limited: true, expires: null });
  });

  it("signed in, the licence's own end is offered, so an add-on bought now can end with it", async () => {
    const signedIn: TBillingAccess = { actor: { user: counselor, sessionId: "test", via: "bearer" } };
    const inside = await getQuoteContext(conn.db, signedIn, "counselor", {}, NOW);
    expect(inside.licenceEnd).toBe("2027-07-31");
    const out = await getQuoteContext(conn.db, { actor: null }, "counselor", {}, NOW);
    expect(out.licenceEnd).toBeNull();
  });
});
