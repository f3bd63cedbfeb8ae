import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { coupons, discountTiers, emailOutbox, invoices, monthlyPromotions, orders, partners, productPrices, settings, users, type TOrderStatus, type TPricedSnapshot } from "@/db/schema";
import { DISCOUNT_TIERS } from "@/db/seed/data/billing";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { POST as purchaseRoute } from "@/app/api/v1/users/billing/add/route";
import type { TActor } from "@/lib/auth/current-user";
import { deleteCoupon } from "@/lib/billing/admin/delete-coupon";
import { markOrderPaid } from "@/lib/billing/admin/mark-order-paid";
import { getPriceBookAdmin, listCoupons, listOrders, listPartners } from "@/lib/billing/admin/queries";
import { resendInvoice } from "@/lib/billing/admin/resend-invoice";
import { saveCoupon } from "@/lib/billing/admin/save-coupon";
import { saveDiscountTiers } from "@/lib/billing/admin/save-discount-tiers";
import { savePartner } from "@/lib/billing/admin/save-partner";
import { ZOrderFilter } from "@/lib/billing/admin/schemas";
import { updatePrices } from "@/lib/billing/admin/update-prices";
import { updatePromotions } from "@/lib/billing/admin/update-promotions";
import { endChoices, startChoices } from "@/lib/billing/dates";
import { loadPriceBook } from "@/lib/billing/price-book";
import { actionError } from "@/lib/http/action";
import { todayIn } from "@/lib/users/rules";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

const NOW = new Date();

/** What the server action answers for a failed use-case: status and error entries (field, code). */
async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { status, error: entries } = actionError(error);
    const fe = error as { field?: string };
    // The billing-admin actions keep the field of a domain error (a taken code or host).
    return { status, entries: entries.map((e) => ({ ...e, field: e.field ?? fe.field })) };
  }
  throw new Error("expected the call to fail");
}
const fieldsOf = async (promise: Promise<unknown>) => (await failure(promise)).entries.map((e) => e.field);

const MONTHS = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, discount: 0, prorated: 0 }));

describe.each(DRIVERS)("billing admin (%s)", (driver) => {
  let conn: TConnection;
  let admin: TActor;
  let counselor: TActor;
  let manager: TActor;
  const actorOf = async (username: string): Promise<TActor> => {
    const [user] = await conn.db.select().from(users).where(eq(users.username, username));
    return { user, sessionId: "test", via: "bearer" };
  };

  let orderCounter = 0;
  /** An order (and its invoice) as the purchase writes them, in the status a test needs. */
  async function insertOrder(username: string, status: TOrderStatus, opts: { poNumber?: string | null; invoice?: boolean; couponCode?: string } = {}) {
    const user = (await actorOf(username)).user;
    orderCounter += 1;
    const priced: TPricedSnapshot = {
      lines: [{ product: "max", label: "SCUTA MAX", quantity: 1, unitPriceCents: 19900, years: 1, totalCents: 19900 }],
      years: 1,
      spanYears: 1,
      totalAmountCents: 19900,
      quantityDiscountPercent: 0,
      quantityDiscountCents: 0,
      proratedPercent: 0,
      proratedDiscountCents: 0,
      couponDiscountCents: 0,
      discountTotalCents: 0,
      totalAmountDueCents: 19900,
      couponNotValid: false,
    };
    const [order] = await conn.db
      .insert(orders)
      .values({
        userId: user.id,
        createdBy: user.id,
        idempotencyKey: `test-order-${orderCounter}-${Date.now()}`,
        status,
        paymentMethod: status === "awaiting_po" || opts.poNumber ? "po" : "card",
        poNumber: opts.poNumber === undefined ? (status === "awaiting_po" ? `PO-T${orderCounter}` : null) : opts.poNumber,
        contact: { name: `${user.firstName} ${user.lastName}`, school: user.schoolName, zip: user.zipcode, email: user.email, phone: "", state: user.state },
        start: "2026-08-01",
        end: "2027-07-31",
        quantities: { pro: 0, sw: 0, max: 1, outlookCal: 0, googleCal: 0, appointment: 0, assessment: 0, survey: 0, intership: 0, sms: 0, ib: 0, rampAddon: 0, university: 0 },
        couponCode: opts.couponCode ?? null,
        priced,
        amountDueCents: 19900,
        paidAt: status === "paid" ? NOW : null,
      })
      .returning();
    let invoiceNumber: number | null = null;
    if (opts.invoice !== false) {
      invoiceNumber = 900_000 + orderCounter;
      await conn.db.insert(invoices).values({ number: invoiceNumber, orderId: order.id, amountCents: 19900, issuedOn: "2026-08-01" });
    }
    return { order, invoiceNumber };
  }

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    [admin, counselor, manager] = await Promise.all(["admin", "counselor", "manager"].map(actorOf));
  });
  afterAll(async () => conn.close());

  describe("every billing-admin use-case is for administrators (role 3) only", () => {
    const cases: [string, (a: TActor) => Promise<unknown>][] = [
      ["updatePrices", (a) => updatePrices(conn.db, a, { prices: [{ product: "pro", label: "PRO", price: "1", origPrice: "1" }], maxUpgrade: "1" }, NOW)],
      ["saveDiscountTiers", (a) => saveDiscountTiers(conn.db, a, { tiers: [] })],
      ["updatePromotions", (a) => updatePromotions(conn.db, a, { promotions: MONTHS })],
      ["saveCoupon", (a) => saveCoupon(conn.db, a, { code: "HACKED", discount: 100, price: "0" })],
      ["deleteCoupon", (a) => deleteCoupon(conn.db, a, { id: 1 })],
      ["savePartner", (a) => savePartner(conn.db, a, { isNew: false, id: 1001, name: "x", host: "academy.localhost", logo: "", logoBackground: "#000000", discount: 100, state: "" })],
      ["markOrderPaid", (a) => markOrderPaid(conn.db, a, { orderId: 1 }, NOW)],
      ["resendInvoice", (a) => resendInvoice(conn.db, a, { orderId: 1 }, NOW)],
      ["getPriceBookAdmin", (a) => getPriceBookAdmin(conn.db, a.user)],
      ["listCoupons", (a) => listCoupons(conn.db, a.user)],
      ["listPartners", (a) => listPartners(conn.db, a.user)],
      ["listOrders", (a) => listOrders(conn.db, a.user, ZOrderFilter.parse({}))],
    ];
    it.each(cases)("%s answers 403 to a counselor (1) and a manager (2)", async (_name, run) => {
      for (const who of [counselor, manager]) {
        const { status, entries } = await failure(run(who));
        expect(status).toBe(403);
        expect(entries[0].code).toBe("forbidden");
      }
    });

    it("a refused change writes nothing", async () => {
      await failure(saveCoupon(conn.db, counselor, { code: "HACKED", discount: 100, price: "0" }));
      expect(await conn.db.select().from(coupons).where(eq(coupons.code, "HACKED"))).toEqual([]);
    });
  });

  describe("prices and labels, MAX upgrade price", () => {
    const allPrices = async () => (await getPriceBookAdmin(conn.db, admin.user)).prices.map(({ product, label, priceCents, origPriceCents }) => ({ product, label, priceCents, origPriceCents }));

    it("money is typed in dollars with 2 decimals and stored in cents; the price book the quote uses follows", async () => {
      await updatePrices(
        conn.db,
        admin,
        {
          prices: [
            { product: "pro", label: "SCUTA PRO (2026)", price: "89", origPrice: "99.00" },
            { product: "survey", label: "Survey", price: "19.5", origPrice: 29 },
          ],
          maxUpgrade: "65.50",
        },
        NOW,
      );
      const rows = await allPrices();
      expect(rows.find((r) => r.product === "pro")).toEqual({ product: "pro", label: "SCUTA PRO (2026)", priceCents: 8900, origPriceCents: 9900 });
      expect(rows.find((r) => r.product === "survey")).toMatchObject({ priceCents: 1950, origPriceCents: 2900 });
      // Untouched products keep their price.
      expect(rows.find((r) => r.product === "max")).toMatchObject({ priceCents: 19900, label: "SCUTA MAX" });
      const book = await loadPriceBook(conn.db);
      expect(book.prices.pro).toEqual({ priceCents: 8900, origPriceCents: 9900, label: "SCUTA PRO (2026)" });
      expect(book.maxUpgradeCents).toBe(6550);
    });

    it("the MAX upgrade price goes to settings 'billing'.maxUpgradeCents and keeps the row's other keys", async () => {
      await updatePrices(conn.db, admin, { prices: [{ product: "pro", label: "SCUTA PRO", price: "99.00", origPrice: "99.00" }], maxUpgrade: "70" }, NOW);
      const [row] = await conn.db.select().from(settings).where(eq(settings.key, "billing"));
      expect(row.value).toEqual({ maxUpgradeCents: 7000, quoteValidDays: 30 });
    });

    it.each(["-1", "100000.01", "12.345", "abc", "1e3", "", "12,50", " "])("the amount %j is refused next to its input (0 – 100000, at most 2 decimals)", async (price) => {
      const { status, entries } = await failure(updatePrices(conn.db, admin, { prices: [{ product: "sw", label: "SCUTA SW", price, origPrice: "149" }], maxUpgrade: "70" }, NOW));
      expect(status).toBe(422);
      expect(entries.map((e) => e.field)).toEqual(["prices.0.price"]);
      expect(entries[0].message).toBe("Enter an amount in dollars from 0 to 100,000 with at most 2 decimals.");
    });

    it.each([
      ["0", 0],
      ["100000", 10_000_000],
      ["0.05", 5],
      ["1234.5", 123_450],
    ])("the amount %j is accepted as %i cents", async (price, cents) => {
      await updatePrices(conn.db, admin, { prices: [{ product: "sms", label: "SMS", price, origPrice: "29" }], maxUpgrade: "70" }, NOW);
      expect((await allPrices()).find((r) => r.product === "sms")?.priceCents).toBe(cents);
      await updatePrices(conn.db, admin, { prices: [{ product: "sms", label: "SMS", price: "29", origPrice: "29" }], maxUpgrade: "70" }, NOW);
    });

    it("labels are 1-80 characters; the MAX upgrade price follows the money rule; each product once", async () => {
      expect(await fieldsOf(updatePrices(conn.db, admin, { prices: [{ product: "ib", label: "  ", price: "1", origPrice: "1" }], maxUpgrade: "70" }, NOW))).toEqual(["prices.0.label"]);
      expect(await fieldsOf(updatePrices(conn.db, admin, { prices: [{ product: "ib", label: "x".repeat(81), price: "1", origPrice: "1" }], maxUpgrade: "70" }, NOW))).toEqual(["prices.0.label"]);
      expect(await fieldsOf(updatePrices(conn.db, admin, { prices: [{ product: "ib", label: "IB", price: "1", origPrice: "1" }], maxUpgrade: "70.001" }, NOW))).toEqual(["maxUpgrade"]);
      const twice = { product: "ib" as const, label: "IB", price: "1", origPrice: "1" };
      expect(await fieldsOf(updatePrices(conn.db, admin, { prices: [twice, twice], maxUpgrade: "70" }, NOW))).toEqual(["prices.1.product"]);
    });

    it("a save with one bad row changes no price", async () => {
      const before = await allPrices();
      await failure(
        updatePrices(
          conn.db,
          admin,
          {
            prices: [
              { product: "pro", label: "PRO", price: "1.00", origPrice: "1.00" },
              { product: "sw", label: "SW", price: "1.001", origPrice: "1.00" },
            ],
            maxUpgrade: "1",
          },
          NOW,
        ),
      );
      expect(await allPrices()).toEqual(before);
    });
  });

  describe("discount tiers, saved as a whole table", () => {
    it("replaces the table, sorted by licence-years; the price book the quote uses follows", async () => {
      const saved = await saveDiscountTiers(conn.db, admin, {
        tiers: [
          { minLicenceYears: "10", percent: "12" },
          { minLicenceYears: 3, percent: 2 },
        ],
      });
      expect(saved.tiers).toEqual([
        { minLicenceYears: 3, percent: 2 },
        { minLicenceYears: 10, percent: 12 },
      ]);
      const rows = await conn.db.select({ minLicenceYears: discountTiers.minLicenceYears, percent: discountTiers.percent }).from(discountTiers).orderBy(discountTiers.minLicenceYears);
      expect(rows).toEqual(saved.tiers);
      expect((await loadPriceBook(conn.db)).tiers).toEqual(saved.tiers);
    });

    it("an empty table means no quantity discount", async () => {
      await saveDiscountTiers(conn.db, admin, { tiers: [] });
      expect(await conn.db.select().from(discountTiers)).toEqual([]);
    });

    it("minLicenceYears are unique positive whole numbers and percents 0-100; a refused table leaves the old one", async () => {
      await saveDiscountTiers(conn.db, admin, { tiers: DISCOUNT_TIERS });
      const cases: [unknown[], string[]][] = [
        [
          [
            { minLicenceYears: 5, percent: 5 },
            { minLicenceYears: 5, percent: 10 },
          ],
          ["tiers.1.minLicenceYears"],
        ],
        [[{ minLicenceYears: 0, percent: 5 }], ["tiers.0.minLicenceYears"]],
        [[{ minLicenceYears: 2.5, percent: 5 }], ["tiers.0.minLicenceYears"]],
        [[{ minLicenceYears: "", percent: 5 }], ["tiers.0.minLicenceYears"]],
        [[{ minLicenceYears: 5, percent: 101 }], ["tiers.0.percent"]],
        [[{ minLicenceYears: 5, percent: -1 }], ["tiers.0.percent"]],
        [[{ minLicenceYears: 5, percent: "" }], ["tiers.0.percent"]],
      ];
      for (const [tiers, fields] of cases) expect(await fieldsOf(saveDiscountTiers(conn.db, admin, { tiers }))).toEqual(fields);
      const rows = await conn.db.select({ minLicenceYears: discountTiers.minLicenceYears, percent: discountTiers.percent }).from(discountTiers).orderBy(discountTiers.minLicenceYears);
      expect(rows).toEqual(DISCOUNT_TIERS);
    });
  });

  describe("monthly promotions: 12 months, discount and prorated 0-100", () => {
    it("saves the percents of every month and leaves the carousel text alone", async () => {
      const [before] = await conn.db.select().from(monthlyPromotions).where(eq(monthlyPromotions.month, 1));
      const promotions = MONTHS.map((m) => (m.month === 1 ? { month: 1, discount: "5", prorated: "33" } : { ...m, prorated: m.month === 8 ? 0 : 10 }));
      await updatePromotions(conn.db, admin, { promotions });
      const [after] = await conn.db.select().from(monthlyPromotions).where(eq(monthlyPromotions.month, 1));
      expect(after).toEqual({ ...before, discount: 5, prorated: 33 });
      const book = await loadPriceBook(conn.db);
      expect(book.promotions.find((p) => p.month === 1)).toEqual({ month: 1, discount: 5, prorated: 33 });
      expect(book.promotions.find((p) => p.month === 9)?.prorated).toBe(10);
    });

    it("refuses a list without all 12 months, a month twice, or a percent outside 0-100", async () => {
      expect(await fieldsOf(updatePromotions(conn.db, admin, { promotions: MONTHS.slice(1) }))).toEqual(["promotions"]);
      expect(await fieldsOf(updatePromotions(conn.db, admin, { promotions: MONTHS.map((m) => (m.month === 12 ? { ...m, month: 1 } : m)) }))).toEqual(["promotions"]);
      expect(await fieldsOf(updatePromotions(conn.db, admin, { promotions: MONTHS.map((m) => (m.month === 4 ? { ...m, discount: 101 } : m)) }))).toEqual(["promotions.3.discount"]);
      expect(await fieldsOf(updatePromotions(conn.db, admin, { promotions: MONTHS.map((m) => (m.month === 5 ? { ...m, prorated: -5 } : m)) }))).toEqual(["promotions.4.prorated"]);
      expect(await fieldsOf(updatePromotions(conn.db, admin, { promotions: MONTHS.map((m) => (m.month === 6 ? { ...m, prorated: 1.5 } : m)) }))).toEqual(["promotions.5.prorated"]);
    });
  });

  describe("coupons", () => {
    it("creates a percent coupon; the code is kept in capitals", async () => {
      const row = await saveCoupon(conn.db, admin, {
        code: " spring-26 ",
        discount: "20",
        price: "0",
        product: "none",
        expires: "2027-06-30",
        expires0731: false,
        comment: "Spring offer",
        active: true,
      });
      expect(row).toMatchObject({ code: "SPRING-26", discount: 20, priceCents: 0, product: null, expires: "2027-06-30", expires0731: false, comment: "Spring offer", active: true });
    });

    it("creates a fixed-price coupon for a product (333 appointment), price in dollars stored in cents", async () => {
      const row = await saveCoupon(conn.db, admin, { code: "APPT15", discount: 0, price: "15.50", product: "333", expires: "", expires0731: true });
      expect(row).toMatchObject({ code: "APPT15", discount: 0, priceCents: 1550, product: 333, expires: null, expires0731: true, active: true });
    });

    it("a coupon has either a percent or a price, not both (clear error on the price)", async () => {
      const { status, entries } = await failure(saveCoupon(conn.db, admin, { code: "BOTH", discount: 10, price: "5.00", product: 1 }));
      expect(status).toBe(422);
      expect(entries).toEqual([{ code: "coupon_percent_and_price", field: "price", message: "A coupon has either a percent discount or a fixed price, not both: set one of them to 0." }]);
      expect(await conn.db.select().from(coupons).where(eq(coupons.code, "BOTH"))).toEqual([]);
    });

    it("codes are unique without regard to case: 'save25' clashes with SAVE25, and with a legacy lower-case code", async () => {
      const clash = await failure(saveCoupon(conn.db, admin, { code: "save25", discount: 30, price: "0" }));
      expect(clash.status).toBe(409);
      expect(clash.entries[0]).toMatchObject({ code: "coupon_code_taken", field: "code" });
      await conn.db.insert(coupons).values({ code: "legacy10", discount: 10 });
      expect((await failure(saveCoupon(conn.db, admin, { code: "LEGACY10", discount: 10, price: "0" }))).entries[0].code).toBe("coupon_code_taken");
    });

    it("editing a coupon keeps its own code and changes its values; a missing coupon is 404", async () => {
      const [save25] = await conn.db.select().from(coupons).where(eq(coupons.code, "SAVE25"));
      const row = await saveCoupon(conn.db, admin, { id: save25.id, code: "save25", discount: 30, price: "0", product: null, comment: "30% now", active: true });
      expect(row).toMatchObject({ id: save25.id, code: "SAVE25", discount: 30, comment: "30% now" });
      await saveCoupon(conn.db, admin, { id: save25.id, code: "SAVE25", discount: 25, price: "0", comment: save25.comment });
      expect((await failure(saveCoupon(conn.db, admin, { id: 999_999, code: "GHOST", discount: 5, price: "0" }))).status).toBe(404);
    });

    it.each([
      [{ code: "bad code!" }, "code"],
      [{ code: "X" }, "code"],
      [{ code: "A".repeat(41) }, "code"],
      [{ discount: 101 }, "discount"],
      [{ discount: "ten" }, "discount"],
      [{ price: "-5" }, "price"],
      [{ price: "10.999" }, "price"],
      [{ product: 5 }, "product"],
      [{ expires: "2026-02-30" }, "expires"],
      [{ comment: "x".repeat(501) }, "comment"],
    ])("refuses %j with an error on %s", async (change, field) => {
      expect(await fieldsOf(saveCoupon(conn.db, admin, { code: "VALID1", discount: 0, price: "0", ...change }))).toEqual([field]);
    });

    it("deleting an unused coupon removes it", async () => {
      const row = await saveCoupon(conn.db, admin, { code: "UNUSED1", discount: 5, price: "0" });
      expect(await deleteCoupon(conn.db, admin, { id: row.id })).toEqual({ outcome: "deleted", code: "UNUSED1" });
      expect(await conn.db.select().from(coupons).where(eq(coupons.id, row.id))).toEqual([]);
      expect((await failure(deleteCoupon(conn.db, admin, { id: row.id }))).status).toBe(404);
    });

    it("a coupon an account signed up with is deactivated instead of deleted", async () => {
      const row = await saveCoupon(conn.db, admin, { code: "SIGNUP1", discount: 100, price: "0" });
      await conn.db.update(users).set({ couponId: row.id }).where(eq(users.username, "expired"));
      expect(await deleteCoupon(conn.db, admin, { id: row.id })).toEqual({ outcome: "deactivated", code: "SIGNUP1" });
      const [kept] = await conn.db.select().from(coupons).where(eq(coupons.id, row.id));
      expect(kept.active).toBe(false);
      await conn.db.update(users).set({ couponId: null }).where(eq(users.username, "expired"));
    });

    it("a coupon an order was placed with is deactivated instead of deleted, and the list counts its uses", async () => {
      const row = await saveCoupon(conn.db, admin, { code: "ORDERED1", discount: 10, price: "0" });
      await insertOrder("counselor", "paid", { couponCode: "ordered1" });
      const listed = (await listCoupons(conn.db, admin.user, { q: "ORDERED1" })).rows;
      expect(listed.map((c) => [c.code, c.uses])).toEqual([["ORDERED1", 1]]);
      expect((await deleteCoupon(conn.db, admin, { id: row.id })).outcome).toBe("deactivated");
      expect((await conn.db.select().from(coupons).where(eq(coupons.id, row.id)))[0].active).toBe(false);
    });
  });

  describe("partners", () => {
    const acme = {
      isNew: true,
      id: 2002,
      name: "Acme Learning",
      host: "Partners.Acme.example",
      logo: "https://acme.example/logo.svg",
      logoBackground: "#0F3D56",
      discount: "12",
      state: "ca",
      active: true,
    };

    it("creates a partner with the id the admin chose; host lower-cased, state in capitals", async () => {
      const row = await savePartner(conn.db, admin, acme);
      expect(row).toEqual({
        id: 2002,
        name: "Acme Learning",
        host: "partners.acme.example",
        logo: "https://acme.example/logo.svg",
        logoBackground: "#0f3d56",
        discount: 12,
        state: "CA",
        active: true,
      });
      expect((await listPartners(conn.db, admin.user)).map((p) => p.id)).toEqual([1001, 2002]);
    });

    it("a new partner's id must be free (409 on the id), a host unique (409 on the host)", async () => {
      const id = await failure(savePartner(conn.db, admin, { ...acme, id: 1001, host: "other.example" }));
      expect(id.status).toBe(409);
      expect(id.entries[0]).toMatchObject({ code: "partner_id_taken", field: "id" });
      const host = await failure(savePartner(conn.db, admin, { ...acme, id: 2003, host: "ACADEMY.localhost" }));
      expect(host.status).toBe(409);
      expect(host.entries[0]).toMatchObject({ code: "partner_host_taken", field: "host" });
    });

    it("edits an existing partner (its id stays); a partner that does not exist is 404", async () => {
      const row = await savePartner(conn.db, admin, { ...acme, isNew: false, discount: 20, active: false });
      expect(row).toMatchObject({ id: 2002, discount: 20, active: false });
      expect((await failure(savePartner(conn.db, admin, { ...acme, isNew: false, id: 3003, host: "three.example" }))).status).toBe(404);
    });

    it("partner 1111 means 'no partner state': it is saved without a state, refused with one", async () => {
      expect(await fieldsOf(savePartner(conn.db, admin, { ...acme, id: 1111, host: "nostate.example", state: "TX" }))).toEqual(["state"]);
      const row = await savePartner(conn.db, admin, { ...acme, id: 1111, host: "nostate.example", state: "" });
      expect(row).toMatchObject({ id: 1111, state: "" });
    });

    it.each([
      [{ id: 0 }, "id"],
      [{ id: "abc" }, "id"],
      [{ name: "" }, "name"],
      [{ host: "not a host" }, "host"],
      [{ host: "https://acme.example/" }, "host"],
      [{ logo: "javascript:alert(1)" }, "logo"],
      [{ logoBackground: "blue" }, "logoBackground"],
      [{ logoBackground: "#12345" }, "logoBackground"],
      [{ discount: 101 }, "discount"],
      [{ state: "California" }, "state"],
    ])("refuses %j with an error on %s", async (change, field) => {
      expect(await fieldsOf(savePartner(conn.db, admin, { ...acme, id: 2004, host: "four.example", ...change }))).toEqual([field]);
    });
  });

  describe("orders: mark a purchase order paid, list, resend the invoice", () => {
    it("marks an order awaiting_po paid: status paid, paidAt, and invoices.paidOn (today in the admin's zone)", async () => {
      const { order, invoiceNumber } = await insertOrder("counselor", "awaiting_po");
      const result = await markOrderPaid(conn.db, admin, { orderId: order.id }, NOW);
      const today = todayIn(admin.user.timezone, NOW);
      expect(result).toEqual({ orderId: order.id, status: "paid", paidOn: today, invoiceNumber });
      const [row] = await conn.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row.status).toBe("paid");
      expect(row.paidAt?.getTime()).toBe(NOW.getTime());
      const [invoice] = await conn.db.select().from(invoices).where(eq(invoices.orderId, order.id));
      expect(invoice.paidOn).toBe(today);
    });

    it.each(["paid", "pending", "declined", "failed"] as const)("'mark paid only for status awaiting_po': an order %s answers 409 and is left as it was", async (status) => {
      const { order } = await insertOrder("counselor", status);
      const { status: http, entries } = await failure(markOrderPaid(conn.db, admin, { orderId: order.id }, NOW));
      expect(http).toBe(409);
      expect(entries[0].code).toBe("order_not_awaiting_po");
      const [row] = await conn.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toEqual(order);
      const [invoice] = await conn.db.select().from(invoices).where(eq(invoices.orderId, order.id));
      expect(invoice.paidOn).toBeNull();
    });

    it("marking the same purchase order paid twice: the second answers 409; an unknown order 404; a bad id 422", async () => {
      const { order } = await insertOrder("expiring", "awaiting_po");
      await markOrderPaid(conn.db, admin, { orderId: order.id }, NOW);
      expect((await failure(markOrderPaid(conn.db, admin, { orderId: order.id }, NOW))).status).toBe(409);
      expect((await failure(markOrderPaid(conn.db, admin, { orderId: 9_999_999 }, NOW))).status).toBe(404);
      expect(await fieldsOf(markOrderPaid(conn.db, admin, { orderId: "x" }, NOW))).toEqual(["orderId"]);
    });

    it("a purchase order bought through POST /api/v1/users/billing/add is awaiting_po, listed, and marked paid", async () => {
      const login = await call(loginRoute, { body: { username: "manager", password: "demo-pass-2026", timeZone: "America/Chicago" } });
      const token = login.json.token as string;
      const today = todayIn("America/New_York", NOW);
      const start = startChoices(today)[0];
      const end = endChoices(start, today)[0];
      const res = await call(purchaseRoute, {
        token,
        body: { start, end, quantities: { max: 2 }, payment: { method: "po", poNumber: "PO-ADMIN-1" }, idempotencyKey: `admin-test-${driver}-${Date.now()}` },
      });
      expect(res.status).toBe(200);
      const orderId = (res.json.data as { order: { id: number } }).order.id;
      const listed = await listOrders(conn.db, admin.user, ZOrderFilter.parse({ q: "PO-ADMIN-1", status: "awaiting_po" }));
      expect(listed.rows.map((r) => r.id)).toEqual([orderId]);
      await markOrderPaid(conn.db, admin, { orderId }, NOW);
      const [row] = await conn.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row.status).toBe("paid");
    });

    it("search finds a username, an email, an invoice number or a PO number; status filters; newest first", async () => {
      const a = await insertOrder("renewer", "awaiting_po", { poNumber: "PO-SEARCH-77" });
      const b = await insertOrder("renewer", "declined", { poNumber: null });
      const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
      const find = (q: string, status: string | null = null) => listOrders(conn.db, admin.user, ZOrderFilter.parse({ q, status }));
      expect(ids((await find("renewer")).rows)).toEqual([b.order.id, a.order.id]);
      expect(ids((await find("RENEWER@demo.scuta.app")).rows)).toEqual([b.order.id, a.order.id]);
      expect(ids((await find(String(a.invoiceNumber))).rows)).toEqual([a.order.id]);
      expect(ids((await find("po-search")).rows)).toEqual([a.order.id]);
      expect(ids((await find("renewer", "declined")).rows)).toEqual([b.order.id]);
      expect((await find("no-such-thing")).total).toBe(0);
      // LIKE wildcards in the search are taken literally.
      expect((await find("%")).total).toBe(0);
    });

    it("orders come 25 a page", async () => {
      for (let i = 0; i < 26; i++) await insertOrder("secretary", "pending", { invoice: false });
      // Pending only: the demo secretary also holds the seed's paid MAX order.
      const first = await listOrders(conn.db, admin.user, ZOrderFilter.parse({ q: "secretary", status: "pending" }));
      expect(first).toMatchObject({ total: 26, pages: 2, page: 1 });
      expect(first.rows).toHaveLength(25);
      const second = await listOrders(conn.db, admin.user, ZOrderFilter.parse({ q: "secretary", status: "pending", page: "2" }));
      expect(second.rows).toHaveLength(1);
      expect(first.rows.map((r) => r.id)).not.toContain(second.rows[0].id);
    });

    it("resend invoice emails the invoice to the buyer again ('Invoice emailed to: {email}')", async () => {
      const { order, invoiceNumber } = await insertOrder("counselor", "paid");
      const result = await resendInvoice(conn.db, admin, { orderId: order.id }, NOW);
      expect(result).toEqual({ message: "Invoice emailed to: counselor@demo.scuta.app", email: "counselor@demo.scuta.app" });
      const [mail] = await conn.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, "counselor@demo.scuta.app"), eq(emailOutbox.kind, "invoice")))
        .orderBy(desc(emailOutbox.id))
        .limit(1);
      expect(mail.html + (mail.text ?? "")).toContain(String(invoiceNumber));
      const [invoice] = await conn.db.select().from(invoices).where(eq(invoices.orderId, order.id));
      expect(invoice.emailedTo).toBe("counselor@demo.scuta.app");
    });

    it("resending for an order without an invoice answers 404", async () => {
      const { order } = await insertOrder("counselor", "pending", { invoice: false });
      expect((await failure(resendInvoice(conn.db, admin, { orderId: order.id }, NOW))).status).toBe(404);
    });
  });

  it("the admin's reads: twelve months of promotions, the partners, the coupons by code", async () => {
    const book = await getPriceBookAdmin(conn.db, admin.user);
    expect(book.promotions.map((p) => p.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(book.prices).toHaveLength(13);
    const codes = (await listCoupons(conn.db, admin.user)).rows.map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(expect.arrayContaining(["FREE100", "SAVE25", "JULY31", "PRO79"]));
    const [p] = await conn.db.select().from(partners).where(eq(partners.id, 1001));
    expect(p.discount).toBe(15);
    expect(await conn.db.select().from(productPrices)).toHaveLength(13);
  });
});
