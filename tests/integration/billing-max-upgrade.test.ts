import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { accountQuote } from "@/lib/billing/account-quote";
import { upgradeFromQuery } from "@/lib/billing/max-upgrade";
import { priceDraft } from "@/lib/billing/price-draft";
import { priceQuote } from "@/lib/billing/pricing";
import { ZQuoteDraft, type TQuoteContext } from "@/lib/billing/schemas";
import { DRIVERS, freshDatabase } from "../support/db";
import { insertUser } from "./billing-purchase-support";

// "switch only to an edition the user's paid licence covers, and otherwise open the
// upgrade (70) in billing". The edition switch links to /app/user/billing?upgrade=max; the page opens
// the "Renew or buy" dialog with the preset it computes from ?upgrade=, and the dialog's quote is
// MAX from today to the holder's current expiry: rule 10 prices it at the upgrade price.

const NOW = new Date("2026-11-22T15:00:00Z");
const TODAY = "2026-11-22";

/** The quote as the dialog's form prices it when it opens (the same pure pricing the server runs). */
const opened = (context: TQuoteContext) =>
  priceQuote({
    start: context.defaults.start,
    end: context.defaults.end,
    requested: context.defaults.quantities,
    owned: context.owned,
    buyer: context.buyer,
    coupon: null,
    partner: null,
    book: context.book,
  });
const maxLine = (context: TQuoteContext) => opened(context).lines.find((l) => l.product === "max");

describe.each(DRIVERS)("the MAX upgrade the edition switch opens in billing (%s)", (driver) => {
  let conn: TConnection;
  const actor = (user: TUserRow): TActor => ({ user, sessionId: "test", via: "cookie" });
  const named = async (username: string) => (await conn.db.select().from(users).where(eq(users.username, username)))[0];

  beforeAll(async () => {
    conn = await freshDatabase(driver, { seed: "demo", now: NOW });
  });
  afterAll(async () => conn.close());

  it("?upgrade=max is the 'upgrade' preset; anything else opens nothing", () => {
    expect(upgradeFromQuery("max")).toBe("upgrade");
    expect(upgradeFromQuery(" MAX ")).toBe("upgrade");
    for (const other of [null, undefined, "", "pro", "SW", "max2"]) expect(upgradeFromQuery(other)).toBeNull();
  });

  it("?upgrade=max for a PRO holder opens MAX from today to the current expiry at the $70.00 upgrade price, not $199.00", async () => {
    const renewer = await named("renewer");
    expect(renewer).toMatchObject({ appId: 1, isSw: false, expires: "2027-07-31" });
    const context = await accountQuote(conn.db, actor(renewer), { preset: upgradeFromQuery("max") }, NOW);
    expect(context.defaults.start).toBe(TODAY);
    expect(context.defaults.end).toBe(renewer.expires);
    expect(Object.entries(context.defaults.quantities).filter(([, q]) => q > 0)).toEqual([["max", 1]]);
    expect(opened(context).upgrade).toBe(true);
    expect(maxLine(context)).toMatchObject({ quantity: 1, unitPriceCents: 7000 });

    // What a purchase of that quote charges is priced on the server the same way.
    const draft = ZQuoteDraft.parse({ start: context.defaults.start, end: context.defaults.end, quantities: context.defaults.quantities });
    const { priced } = await priceDraft(conn.db, { actor: actor(renewer) }, draft, NOW);
    expect(priced.upgrade).toBe(true);
    expect(priced.lines.find((l) => l.product === "max")?.unitPriceCents).toBe(7000);
  });

  it("a PRO license ending on a day other than 31 July keeps its expiry among the end choices, so the form opens on it", async () => {
    const user = await insertUser(conn.db, { appId: 1, expires: "2027-03-15" });
    const context = await accountQuote(conn.db, actor(user), { preset: "upgrade" }, NOW);
    expect(context.defaults.end).toBe("2027-03-15");
    expect(context.endChoices).toContain("2027-03-15");
    expect(context.endChoices).toEqual([...context.endChoices].sort());
    expect(maxLine(context)?.unitPriceCents).toBe(7000);
  });

  it.each([
    ["a MAX holder", { appId: 2, expires: "2027-07-31" }],
    ["an SW license", { appId: 1, isSw: true, expires: "2027-07-31" }],
    ["an expired PRO license", { appId: 1, expires: "2026-10-01" }],
    ["a manager buying seats", { appId: 1, roleId: 2, expires: "2027-07-31" }],
  ])("%s gets the plain MAX preset at the full price (no upgrade)", async (_label, over) => {
    const user = await insertUser(conn.db, over);
    const context = await accountQuote(conn.db, actor(user), { preset: "upgrade" }, NOW);
    expect(context.defaults.quantities.max).toBe(1);
    expect(opened(context).upgrade).toBe(false);
    expect(maxLine(context)?.unitPriceCents).toBe(19900);
  });

  it("a demo MAX user who switched to PRO already holds MAX (their seeded order): no upgrade is offered to them", async () => {
    const counselor = await named("counselor");
    const [onPro] = await conn.db.update(users).set({ appId: 1 }).where(eq(users.id, counselor.id)).returning();
    try {
      const context = await accountQuote(conn.db, actor(onPro), { preset: "upgrade" }, NOW);
      expect(opened(context).upgrade).toBe(false);
      expect(context.defaults.end).not.toBe(onPro.expires);
    } finally {
      await conn.db.update(users).set({ appId: counselor.appId }).where(eq(users.id, counselor.id));
    }
  });

  it("the preset follows the dialog's access rules: a user the actor may not buy for is a 404", async () => {
    await expect(accountQuote(conn.db, actor(await named("counselor")), { username: "renewer", preset: "upgrade" }, NOW)).rejects.toMatchObject({ status: 404 });
  });
});
