import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { coupons, orders, partners, quotes, users, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertOrderAccess, assertQuoteAccess, resolveBuyer, type TBillingAccess } from "@/lib/billing/access";
import { priceDraft, pricingCoupon } from "@/lib/billing/price-draft";
import { emptyQuantities } from "@/lib/billing/pricing";
import { defaultEnd, getQuoteContext, listBillingHistory } from "@/lib/billing/queries";
import { QUOTE_LINK_TTL_MS, quoteSubject, signQuoteLink, verifyQuoteLink } from "@/lib/billing/quote-link";
import { saveQuote } from "@/lib/billing/save-quote";
import { ZQuoteDraft } from "@/lib/billing/schemas";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// Who may see and act on a quote or an order (lib/billing/access.ts), the signed quote link, and
// what the quote page's context shows to whom ("a bare username in a URL never shows
// that user's email or phone and never allows a purchase").
const NOW = new Date("2026-11-22T15:00:00Z");
const PHONE = "555-0199";

describe("quote link (HMAC-SHA256 over username.expiresMs, 2 hours)", () => {
  it("a link signed for a username verifies for it until it expires", () => {
    const token = signQuoteLink("casey", NOW);
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyQuoteLink("casey", token, NOW)).toBe(true);
    expect(verifyQuoteLink("casey", token, new Date(NOW.getTime() + QUOTE_LINK_TTL_MS - 1))).toBe(true);
    expect(QUOTE_LINK_TTL_MS).toBe(2 * 3_600_000);
  });

  it("is refused once expired, for another username, or tampered with", () => {
    const token = signQuoteLink("casey", NOW);
    const [expires, sig] = token.split(".");
    expect(verifyQuoteLink("casey", token, new Date(NOW.getTime() + QUOTE_LINK_TTL_MS))).toBe(false);
    expect(verifyQuoteLink("morgan", token, NOW)).toBe(false);
    expect(verifyQuoteLink("casey", `${Number(expires) + 3_600_000}.${sig}`, NOW)).toBe(false);
    expect(verifyQuoteLink("casey", `${expires}.${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`, NOW)).toBe(false);
    for (const bad of ["", "x", `${expires}.`, `.${sig}`, null, undefined]) expect(verifyQuoteLink("casey", bad, NOW)).toBe(false);
  });

  it("a custom lifetime is honoured", () => {
    const token = signQuoteLink("casey", NOW, 60_000);
    expect(verifyQuoteLink("casey", token, new Date(NOW.getTime() + 59_000))).toBe(true);
    expect(verifyQuoteLink("casey", token, new Date(NOW.getTime() + 61_000))).toBe(false);
  });
});

describe("default end: the first choice, or for a license already running to it, the choice after it", () => {
  const choices = ["2027-07-31", "2028-07-31", "2029-07-31"];
  it.each([
    [null, "2027-07-31"],
    ["2026-12-01", "2027-07-31"],
    ["2027-07-31", "2028-07-31"],
    ["2028-07-31", "2029-07-31"],
    ["2035-07-31", "2029-07-31"],
  ])("license ending %s → %s", (expires, end) => {
    expect(defaultEnd(choices, expires)).toBe(end);
  });
});

describe.each(DRIVERS)("billing access (%s)", (driver) => {
  let conn: TConnection;
  const row = async (username: string): Promise<TUserRow> => (await conn.db.select().from(users).where(eq(users.username, username)).limit(1))[0];
  const actorOf = async (username: string): Promise<TActor> => ({ user: await row(username), sessionId: "test", via: "bearer" });
  const as = async (username: string): Promise<TBillingAccess> => ({ actor: await actorOf(username) });
  const visitor: TBillingAccess = { actor: null };
  const draft = (extra: Record<string, unknown> = {}) => ZQuoteDraft.parse({ start: "2030-08-01", end: "2031-07-31", quantities: { max: 1 }, ...extra });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    await conn.db.update(users).set({ phone: PHONE }).where(eq(users.username, "counselor"));
  });
  afterAll(async () => conn.close());

  describe("resolveBuyer", () => {
    it("no username is the actor themself; a visitor without one is nobody", async () => {
      const me = await resolveBuyer(conn.db, await as("counselor"), null, NOW);
      expect(me).toMatchObject({ mayPurchase: true, mayReadContact: true });
      expect(me.user?.username).toBe("counselor");
      expect(await resolveBuyer(conn.db, visitor, null, NOW)).toEqual({ user: null, mayPurchase: false, mayReadContact: false });
    });

    it("a managed user, or anyone for an admin, may be bought for; a stranger is found but allowed nothing", async () => {
      expect(await resolveBuyer(conn.db, await as("manager"), "counselor", NOW)).toMatchObject({ mayPurchase: true, mayReadContact: true });
      expect(await resolveBuyer(conn.db, await as("admin"), "manager", NOW)).toMatchObject({ mayPurchase: true, mayReadContact: true });
      const stranger = await resolveBuyer(conn.db, await as("counselor"), "manager", NOW);
      expect(stranger).toMatchObject({ mayPurchase: false, mayReadContact: false });
      expect(stranger.user?.username).toBe("manager");
      expect(await resolveBuyer(conn.db, visitor, "nobody-by-this-name", NOW)).toEqual({ user: null, mayPurchase: false, mayReadContact: false });
    });

    it("a valid link token for that username allows purchase and contact; an expired one does not", async () => {
      const linkToken = signQuoteLink("expired", NOW);
      expect(await resolveBuyer(conn.db, { actor: null, linkToken }, "expired", NOW)).toMatchObject({ mayPurchase: true, mayReadContact: true });
      expect(await resolveBuyer(conn.db, { actor: null, linkToken }, "expiring", NOW)).toMatchObject({ mayPurchase: false });
      expect(await resolveBuyer(conn.db, { actor: null, linkToken }, "expired", new Date(NOW.getTime() + QUOTE_LINK_TTL_MS + 1))).toMatchObject({ mayPurchase: false });
    });
  });

  describe("assertQuoteAccess / assertOrderAccess: the record's user, its creator, an admin, their manager or their link; else 404", () => {
    let quoteId: number;
    let orderId: number;
    beforeAll(async () => {
      quoteId = (await saveQuote(conn.db, await as("counselor"), draft(), NOW)).quoteId;
      const counselor = await row("counselor");
      const [q] = await conn.db.select().from(quotes).where(eq(quotes.id, quoteId));
      const [o] = await conn.db
        .insert(orders)
        .values({
          userId: counselor.id,
          createdBy: (await row("admin")).id,
          idempotencyKey: "access-test",
          paymentMethod: "po",
          contact: q.contact,
          start: q.start,
          end: q.end,
          quantities: q.quantities,
          priced: q.priced,
          amountDueCents: q.amountDueCents,
        })
        .returning();
      orderId = o.id;
    });

    it("allows the user, an admin, the user's manager and a link for the user", async () => {
      for (const access of [await as("counselor"), await as("admin"), await as("manager"), await as("director"), { actor: null, linkToken: signQuoteLink("counselor", NOW) }]) {
        expect((await assertQuoteAccess(conn.db, access, quoteId, NOW)).id).toBe(quoteId);
        expect((await assertOrderAccess(conn.db, access, orderId, NOW)).id).toBe(orderId);
      }
    });

    it("refuses another counselor, a visitor, a link for someone else, an expired link and a missing id with the same 404", async () => {
      const refused: TBillingAccess[] = [
        await as("expiring"),
        await as("secretary"),
        visitor,
        { actor: null, linkToken: signQuoteLink("expiring", NOW) },
        { actor: null, linkToken: signQuoteLink("counselor", new Date(NOW.getTime() - QUOTE_LINK_TTL_MS - 1)) },
      ];
      for (const access of refused) {
        await expect(assertQuoteAccess(conn.db, access, quoteId, NOW)).rejects.toMatchObject({ status: 404, code: "not_found" });
        await expect(assertOrderAccess(conn.db, access, orderId, NOW)).rejects.toMatchObject({ status: 404, code: "not_found" });
      }
      await expect(assertQuoteAccess(conn.db, await as("admin"), 99_999_999, NOW)).rejects.toMatchObject({ status: 404 });
      await expect(assertOrderAccess(conn.db, await as("admin"), -1, NOW)).rejects.toMatchObject({ status: 404 });
    });

    it("the creator of an order may see it", async () => {
      // The admin created it; demote them for the check so only "creator" can be the reason.
      const admin = await actorOf("admin");
      const asCreator: TBillingAccess = { actor: { ...admin, user: { ...admin.user, roleId: 1 } } };
      expect((await assertOrderAccess(conn.db, asCreator, orderId, NOW)).id).toBe(orderId);
    });

    it("a visitor's account-less quote opens with its own quote link only", async () => {
      const saved = await saveQuote(conn.db, visitor, draft({ username: "counselor" }), NOW);
      expect(saved.linkToken).toBeDefined();
      expect(verifyQuoteLink(quoteSubject(saved.quoteId), saved.linkToken, NOW)).toBe(true);
      expect((await assertQuoteAccess(conn.db, { actor: null, linkToken: saved.linkToken }, saved.quoteId, NOW)).userId).toBeNull();
      await expect(assertQuoteAccess(conn.db, { actor: null, linkToken: saved.linkToken }, quoteId, NOW)).rejects.toMatchObject({ status: 404 });
      // The counselor's own link does not open a stranger's quote on their name.
      await expect(assertQuoteAccess(conn.db, { actor: null, linkToken: signQuoteLink("counselor", NOW) }, saved.quoteId, NOW)).rejects.toMatchObject({ status: 404 });
    });
  });

  describe("getQuoteContext: what the quote page shows to whom", () => {
    it("a visitor on a bare /newLicense/{username}: the name only, never email or phone, and no purchase", async () => {
      const counselor = await row("counselor");
      const ctx = await getQuoteContext(conn.db, visitor, "counselor", {}, NOW);
      expect(ctx.user).toMatchObject({ id: counselor.id, username: "counselor", displayName: "Casey Morgan", limited: true, expires: null, school: "" });
      expect(ctx.user).not.toHaveProperty("email");
      expect(ctx.user).not.toHaveProperty("phone");
      expect(ctx.mayPurchase).toBe(false);
      expect(ctx.owned).toBeNull();
      const json = JSON.stringify(ctx);
      expect(json).not.toContain(counselor.email);
      expect(json).not.toContain(PHONE);
      // Priced as a trial visitor: MAX and the appointment add-on.
      expect(ctx.buyer).toMatchObject({ roleId: 1, appId: 0 });
      expect(ctx.defaults.quantities).toMatchObject({ max: 1, appointment: 1, pro: 0 });
    });

    it("with the signed link after sign-up: the user's contact and the purchase", async () => {
      const ctx = await getQuoteContext(conn.db, { actor: null, linkToken: signQuoteLink("counselor", NOW) }, "counselor", {}, NOW);
      expect(ctx.user).toMatchObject({ limited: false, email: "counselor@demo.scuta.app", phone: PHONE, roleId: 1, appId: 2 });
      expect(ctx.mayPurchase).toBe(true);
    });

    it("an unknown username is an anonymous quote; dates, choices and the payment mode are there", async () => {
      const ctx = await getQuoteContext(conn.db, visitor, "no-such-user-here", {}, NOW);
      expect(ctx.user).toBeNull();
      expect(ctx.mayPurchase).toBe(false);
      expect(ctx.today).toBe("2026-11-22");
      expect(ctx.startChoices).toEqual(["2026-11-22", "2026-08-01", "2027-08-01"]);
      expect(ctx.endChoices[0]).toBe("2027-07-31");
      expect(ctx.defaults).toMatchObject({ start: "2026-11-22", end: "2027-07-31", coupon: "" });
      expect(ctx.paymentMode).toBe("test");
      expect(ctx.book.prices.max).toMatchObject({ priceCents: 19900, origPriceCents: 19900, label: "SCUTA MAX" });
    });

    it("presets: date 'max' presets one MAX license, 'SW' one SW license", async () => {
      expect((await getQuoteContext(conn.db, await as("counselor"), null, { preset: "max" }, NOW)).defaults.quantities).toEqual({ ...emptyQuantities(), max: 1 });
      expect((await getQuoteContext(conn.db, await as("counselor"), null, { preset: "SW" }, NOW)).defaults.quantities).toEqual({ ...emptyQuantities(), sw: 1 });
    });

    it("the code segment is a coupon only when such a coupon exists and it is not a dialog word", async () => {
      const code = async (c: string) => (await getQuoteContext(conn.db, visitor, null, { couponCode: c }, NOW)).defaults.coupon;
      expect(await code("save25")).toBe("SAVE25");
      expect(await code("0")).toBe("");
      expect(await code("buy")).toBe("");
      expect(await code("free2019")).toBe("");
      expect(await code("NOT-A-COUPON")).toBe("");
    });

    it("a renewal of a license that runs to the next 31 July defaults to the end after it, with the current license", async () => {
      await conn.db.update(users).set({ expires: "2027-07-31", outlookCal: true }).where(eq(users.username, "renewer"));
      const ctx = await getQuoteContext(conn.db, await as("renewer"), null, {}, NOW);
      expect(ctx.defaults.end).toBe("2028-07-31");
      // The renewer holds PRO (AppID 1) and the Outlook calendar.
      expect(ctx.defaults.quantities).toMatchObject({ pro: 1, max: 0, outlookCal: 1 });
    });

    it("a partner brings its name, discount and state", async () => {
      const ctx = await getQuoteContext(conn.db, visitor, null, { partnerId: 1001 }, NOW);
      expect(ctx.partner).toMatchObject({ id: 1001, name: "Counselor Academy", discount: 15 });
      expect((await getQuoteContext(conn.db, visitor, null, { partnerId: 424242 }, NOW)).partner).toBeNull();
    });
  });

  describe("priceDraft", () => {
    it("coupons: a valid one is found without regard to case, an unknown or expired one is invalid, none is null", async () => {
      await conn.db.insert(coupons).values({ code: "OLD10", discount: 10, expires: "2026-11-21" }).onConflictDoNothing();
      expect(await pricingCoupon(conn.db, "save25", NOW)).toEqual({ status: "valid", code: "SAVE25", discount: 25, priceCents: 0, product: null });
      expect(await pricingCoupon(conn.db, "OLD10", NOW)).toEqual({ status: "invalid", code: "OLD10" });
      expect(await pricingCoupon(conn.db, "nope", NOW)).toEqual({ status: "invalid", code: "nope" });
      expect(await pricingCoupon(conn.db, "  ", NOW)).toBeNull();
      const { priced } = await priceDraft(conn.db, await as("counselor"), draft({ coupon: "OLD10" }), NOW);
      expect(priced.couponNotValid).toBe(true);
      expect(priced.totalAmountDueCents).toBe(19900);
    });

    it("the contact is the buyer's own only for those who may read it; the form's fields win; a partner's state applies", async () => {
      const own = await priceDraft(conn.db, await as("counselor"), draft({ contact: { school: "Typed School" } }), NOW);
      expect(own.contact).toMatchObject({ name: "Casey Morgan", email: "counselor@demo.scuta.app", phone: PHONE, school: "Typed School" });
      const bare = await priceDraft(conn.db, visitor, draft({ username: "counselor" }), NOW);
      expect(bare.contact).toEqual({ name: "", school: "", zip: "", email: "", phone: "", state: "" });
      expect(bare.mayPurchase).toBe(false);
      expect(bare.buyer?.username).toBe("counselor");
      const partner = await priceDraft(conn.db, visitor, draft({ partnerID: 1001, contact: { state: "NY" } }), NOW);
      expect(partner.partner?.state).toMatch(/^[A-Z]{2}$/);
      expect(partner.partner?.state).not.toBe("NY");
      expect(partner.contact.state).toBe(partner.partner?.state);
      // "The partner state is only applied when the partner id is not 1111."
      await conn.db.insert(partners).values({ id: 1111, name: "No state", host: "nostate.localhost", discount: 5, state: "TX" }).onConflictDoNothing();
      const noState = await priceDraft(conn.db, visitor, draft({ partnerID: 1111, contact: { state: "NY" } }), NOW);
      expect(noState.contact.state).toBe("NY");
    });
  });

  describe("listBillingHistory: the user, their manager or an admin", () => {
    it("answers the user's orders to them, their manager and an admin, and 404 to anyone else", async () => {
      const counselor = await row("counselor");
      const mine = await listBillingHistory(conn.db, await actorOf("counselor"), counselor.id);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine[0]).toMatchObject({ status: "pending", paymentMethod: "po", invoiceNumber: null });
      expect((await listBillingHistory(conn.db, await actorOf("manager"), counselor.id)).length).toBe(mine.length);
      expect((await listBillingHistory(conn.db, await actorOf("admin"), counselor.id)).length).toBe(mine.length);
      await expect(listBillingHistory(conn.db, await actorOf("expiring"), counselor.id)).rejects.toMatchObject({ status: 404 });
    });
  });
});
