import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { conferences, users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { accountQuoteContext } from "@/lib/billing/account-context";
import { priceDraft } from "@/lib/billing/price-draft";
import { ownedForQuote, priceQuote } from "@/lib/billing/pricing";
import { getQuoteContext } from "@/lib/billing/queries";
import { signQuoteLink } from "@/lib/billing/quote-link";
import { ZQuoteDraft, type TQuoteContext, type TQuoteDraftInput } from "@/lib/billing/schemas";
import { DRIVERS, freshDatabase } from "../support/db";

// The money faults on the server: the quote context the page and the dialog open with, and the
// price the server charges for what the page shows (priceDraft is what purchase and save call).

const NOW = new Date("2026-11-22T15:00:00Z");

describe.each(DRIVERS)("money, server side: the server charges what the page shows (%s)", (driver) => {
  let conn: TConnection;
  const actors = new Map<string, TActor>();
  const actorOf = (username: string) => actors.get(username)!;

  beforeAll(async () => {
    conn = await freshDatabase(driver, { seed: "demo", now: NOW });
    for (const row of await conn.db.select().from(users)) actors.set(row.username, { user: row, sessionId: "test", via: "cookie" });
  });
  afterAll(async () => conn.close());

  const draft = (x: TQuoteDraftInput) => ZQuoteDraft.parse(x);
  /** What the page computes in the browser from the context, for a period it shows. */
  const pagePrice = (context: TQuoteContext, start: string, end: string, requested: TQuoteContext["defaults"]["quantities"]) =>
    priceQuote({ start, end, requested, owned: ownedForQuote(context.ownedGrants, end), buyer: context.buyer, coupon: null, partner: null, conference: context.conference, book: context.book });

  describe("item 1: a renewal starts the day after the current license ends", () => {
    it("'Renew or buy' (the dialog) and the quote page open a MAX license to 07/31/2027 on 08/01/2027 → 07/31/2028, and the server charges $199.00", async () => {
      const page = await getQuoteContext(conn.db, { actor: actorOf("counselor") }, "counselor", {}, NOW);
      const dialog = await accountQuoteContext(conn.db, actorOf("counselor"), {}, NOW);
      expect(actorOf("counselor").user.expires).toBe("2027-07-31");
      for (const context of [page, dialog]) {
        expect(context.defaults.start).toBe("2027-08-01");
        expect(context.defaults.end).toBe("2028-07-31");
        expect(context.startChoices).toContain("2027-08-01");
      }
      const { start, end, quantities } = page.defaults;
      const charged = await priceDraft(conn.db, { actor: actorOf("counselor") }, draft({ start, end, quantities }), NOW);
      expect(charged.priced.years).toBe(1);
      expect(charged.priced.totalAmountDueCents).toBe(19900);
      expect(pagePrice(page, start, end, quantities).totalAmountDueCents).toBe(19900);
    });

    it("the manager's own dialog has the same rule; an expired license renews from today", async () => {
      expect((await accountQuoteContext(conn.db, actorOf("manager"), {}, NOW)).defaults.start).toBe("2027-08-01");
      expect((await accountQuoteContext(conn.db, actorOf("expired"), {}, NOW)).defaults.start).toBe("2026-11-22");
    });
  });

  describe("item 2: what the plan includes is not charged", () => {
    it("a bare /newLicense/{username}/0 (visitor pricing) bills the included appointment add-on at $0.00", async () => {
      const context = await getQuoteContext(conn.db, { actor: null }, "counselor", {}, NOW);
      expect(context.user?.limited).toBe(true);
      const { start, end, quantities } = context.defaults;
      expect(quantities.appointment).toBe(1);
      const charged = await priceDraft(conn.db, { actor: null }, draft({ username: "counselor", start, end, quantities }), NOW);
      expect(charged.priced.lines.find((l) => l.product === "appointment")).toMatchObject({ quantity: 1, totalCents: 0 });
      expect(charged.priced.totalAmountCents).toBe(19900);
    });
  });

  describe("item 3: a conference's coupon (1-99) is applied", () => {
    it("a sign-up through asca2027 (coupon 20) is priced 20% off on its quote page and by the server, until the conference pricing ends", async () => {
      const [asca] = await conn.db.select().from(conferences).where(eq(conferences.slug, "asca2027"));
      expect(asca.coupon).toBe(20);
      const [attendee] = await conn.db.update(users).set({ conferenceId: asca.id, appId: 0, expires: "2026-12-22" }).where(eq(users.username, "hscounselor")).returning();
      const access = { actor: null, linkToken: signQuoteLink(attendee.username, NOW) };
      const context = await getQuoteContext(conn.db, access, attendee.username, {}, NOW);
      expect(context.conference).toEqual({ id: asca.id, name: asca.name, discount: 20 });
      const { start, end, quantities } = context.defaults;
      const charged = await priceDraft(conn.db, access, draft({ username: attendee.username, linkToken: access.linkToken, start, end, quantities }), NOW);
      expect(charged.priced.couponDiscountCents).toBe(3980);
      expect(charged.priced.totalAmountDueCents).toBe(15920);
      expect(pagePrice(context, start, end, quantities).totalAmountDueCents).toBe(15920);

      const after = new Date(`${asca.expires}T23:00:00Z`);
      after.setUTCDate(after.getUTCDate() + 2);
      const late = await getQuoteContext(conn.db, { actor: null, linkToken: signQuoteLink(attendee.username, after) }, attendee.username, {}, after);
      expect(late.conference).toBeNull();
    });
  });

  describe("item 4: seats already held are counted for the end the user picks", () => {
    it("for every end date offered, the page's price from the context equals what the server charges (manager holding one MAX seat)", async () => {
      const context = await getQuoteContext(conn.db, { actor: actorOf("manager") }, "manager", {}, NOW);
      expect(context.ownedGrants?.some((g) => g.product === "max" && g.end === "2027-07-31")).toBe(true);
      const requested = { ...context.defaults.quantities, max: 3 };
      for (const end of ["2027-07-31", "2028-07-31", "2029-07-31"]) {
        const shown = pagePrice(context, "2026-11-22", end, requested);
        const charged = await priceDraft(conn.db, { actor: actorOf("manager") }, draft({ start: "2026-11-22", end, quantities: requested }), NOW);
        expect(charged.priced.quantities.max).toBe(shown.quantities.max);
        expect(charged.priced.totalAmountDueCents).toBe(shown.totalAmountDueCents);
      }
      // "A product already purchased (count of 1) with no next-year period is set to 0",
      // so the one MAX seat ending 2027-07-31 is not subtracted: 3 billed, on the page as on the server.
      expect(pagePrice(context, "2026-11-22", "2027-07-31", requested).quantities.max).toBe(3);
      expect(pagePrice(context, "2026-11-22", "2028-07-31", requested).quantities.max).toBe(3);
    });
  });
});
