import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import type { TConnection } from "@/db/client";
import { invoices, orders, users, type TUserRow } from "@/db/schema";
import { emptyQuantities } from "@/lib/billing/pricing";
import type { TPricedSnapshot } from "@/lib/billing/types";
import type { TActor } from "@/lib/auth/current-user";
import { accountQuoteContext, billingHolder, billingHistoryOf, pickableUsers } from "@/lib/billing/account-context";
import { listBillingHistory } from "@/lib/billing/queries";
import { AppError } from "@/lib/http/errors";
import { effectiveSchoolYear, latestEndOfSy, schoolYearProblem } from "@/lib/users/school-year-schemas";
import { updateSchoolYear } from "@/lib/users/update-school-year";
import { renewPath } from "@/components/billing-account/renew-path";
import { withRenewalStart } from "@/components/billing-account/renew-start";
import { getQuoteContext } from "@/lib/billing/queries";
import { toHistoryView } from "@/components/billing-account/history-view";
import { DRIVERS, freshDatabase } from "../support/db";

const NOW = new Date("2026-11-22T15:00:00Z");

const snapshot = (cents: number): TPricedSnapshot => ({
  lines: [{ product: "max", label: "MAX", quantity: 1, unitPriceCents: cents, years: 1, totalCents: cents }],
  years: 1,
  spanYears: 0.69,
  totalAmountCents: cents,
  quantityDiscountPercent: 0,
  quantityDiscountCents: 0,
  proratedPercent: 0,
  proratedDiscountCents: 0,
  couponDiscountCents: 0,
  discountTotalCents: 0,
  totalAmountDueCents: cents,
  couponNotValid: false,
});

const is404 = (e: unknown) => e instanceof AppError && e.status === 404;

describe.each(DRIVERS)("/app/user/billing and /app/user/dates (%s)", (driver) => {
  let conn: TConnection;
  const actors = new Map<string, TActor>();
  const actorOf = (username: string) => actors.get(username)!;
  const user = (username: string) => actorOf(username).user;

  beforeAll(async () => {
    conn = await freshDatabase(driver, { seed: "demo", now: NOW });
    for (const row of await conn.db.select().from(users)) actors.set(row.username, { user: row, sessionId: "test", via: "cookie" });
  });
  afterAll(async () => conn.close());

  const reload = async (username: string): Promise<TUserRow> => {
    const [row] = await conn.db.select().from(users).where(eq(users.username, username));
    return row;
  };

  async function addOrder(holder: string, opts: { status: "paid" | "awaiting_po" | "declined"; invoiceNumber?: number; createdBy?: string; at: string; cents: number }) {
    const [order] = await conn.db
      .insert(orders)
      .values({
        userId: user(holder).id,
        createdBy: user(opts.createdBy ?? holder).id,
        idempotencyKey: `test-${holder}-${opts.at}`,
        status: opts.status,
        paymentMethod: opts.status === "awaiting_po" ? "po" : "card",
        poNumber: opts.status === "awaiting_po" ? "PO-77" : null,
        contact: { name: holder, school: "", zip: "", email: `${holder}@demo.scuta.app`, phone: "", state: "" },
        start: "2026-11-22",
        end: "2027-07-31",
        quantities: { ...emptyQuantities(), max: 1 },
        priced: snapshot(opts.cents),
        amountDueCents: opts.cents,
        createdAt: new Date(opts.at),
      })
      .returning();
    if (opts.invoiceNumber) {
      await conn.db
        .insert(invoices)
        .values({ number: opts.invoiceNumber, orderId: order.id, amountCents: opts.cents, issuedOn: opts.at.slice(0, 10), paidOn: opts.status === "paid" ? opts.at.slice(0, 10) : null });
    }
    return order.id;
  }

  describe("the school year (users.startOfSy / endOfSy): 'end after start; span at most 1 year + 1 day'", () => {
    it("defaults to 1 August – 31 July of the current school year until the user sets it", () => {
      expect(effectiveSchoolYear({ startOfSy: null, endOfSy: null }, "2026-11-22")).toEqual({ startOfSy: "2026-08-01", endOfSy: "2027-07-31", isDefault: true });
      expect(effectiveSchoolYear({ startOfSy: null, endOfSy: null }, "2027-07-31")).toEqual({ startOfSy: "2026-08-01", endOfSy: "2027-07-31", isDefault: true });
      expect(effectiveSchoolYear({ startOfSy: null, endOfSy: null }, "2027-08-01")).toEqual({ startOfSy: "2027-08-01", endOfSy: "2028-07-31", isDefault: true });
      expect(effectiveSchoolYear({ startOfSy: "2026-09-01", endOfSy: "2027-06-15" }, "2026-11-22")).toEqual({ startOfSy: "2026-09-01", endOfSy: "2027-06-15", isDefault: false });
    });

    it("the user saves their own school year", async () => {
      const saved = await updateSchoolYear(conn.db, actorOf("counselor"), { startOfSy: "2026-08-20", endOfSy: "2027-06-10" }, NOW);
      expect(saved).toEqual({ startOfSy: "2026-08-20", endOfSy: "2027-06-10" });
      const row = await reload("counselor");
      expect([row.startOfSy, row.endOfSy]).toEqual(["2026-08-20", "2027-06-10"]);
      // Nobody else's row changes.
      const other = await reload("expiring");
      expect([other.startOfSy, other.endOfSy]).toEqual([null, null]);
    });

    it.each([
      ["an end on the start day", "2026-08-01", "2026-08-01", "endOfSy", "The end of the school year must come after its start."],
      ["an end before the start", "2026-08-01", "2026-07-31", "endOfSy", "The end of the school year must come after its start."],
      ["a span of one year and two days", "2026-08-01", "2027-08-03", "endOfSy", "A school year can span at most one year and one day."],
      ["a date that does not exist", "2026-02-30", "2026-12-01", "startOfSy", "Enter a date as YYYY-MM-DD."],
      ["a date in another format", "2026-08-01", "07/31/27", "endOfSy", "Enter a date as YYYY-MM-DD."],
    ])("%s is refused with a field error (422), and nothing is saved", async (_label, startOfSy, endOfSy, field, message) => {
      const before = await reload("expiring");
      const error = await updateSchoolYear(conn.db, actorOf("expiring"), { startOfSy, endOfSy }, NOW).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ZodError);
      const issue = (error as ZodError).issues.find((i) => i.path[0] === field);
      expect(issue?.message).toBe(message);
      const after = await reload("expiring");
      expect([after.startOfSy, after.endOfSy]).toEqual([before.startOfSy, before.endOfSy]);
    });

    it("exactly one year and one day is the longest school year allowed", async () => {
      expect(latestEndOfSy("2026-08-01")).toBe("2027-08-02");
      expect(schoolYearProblem("2026-08-01", "2027-08-02")).toBeNull();
      expect(schoolYearProblem("2026-08-01", "2027-08-03")).toEqual({ field: "endOfSy", code: "spanTooLong" });
      // 29 February: a year later is 28 February, plus one day.
      expect(latestEndOfSy("2028-02-29")).toBe("2029-03-01");
      await expect(updateSchoolYear(conn.db, actorOf("expiring"), { startOfSy: "2026-08-01", endOfSy: "2027-08-02" }, NOW)).resolves.toEqual({ startOfSy: "2026-08-01", endOfSy: "2027-08-02" });
    });
  });

  describe("billing history access: 'orders and invoices' of the user, their manager or an admin", () => {
    let counselorPaid: number;
    let counselorPo: number;
    let managerOwn: number;

    beforeAll(async () => {
      counselorPaid = await addOrder("counselor", { status: "paid", invoiceNumber: 20001, at: "2026-09-01T12:00:00Z", cents: 19900 });
      counselorPo = await addOrder("counselor", { status: "awaiting_po", invoiceNumber: 20002, createdBy: "manager", at: "2026-10-05T12:00:00Z", cents: 214920 });
      await addOrder("counselor", { status: "declined", at: "2026-10-06T12:00:00Z", cents: 19900 });
      managerOwn = await addOrder("manager", { status: "paid", invoiceNumber: 20003, at: "2026-10-07T12:00:00Z", cents: 9900 });
    });

    it("the user reads their own orders, newest first, with invoice numbers and statuses", async () => {
      const rows = await billingHistoryOf(conn.db, actorOf("counselor"), user("counselor"));
      // The oldest is the demo's own MAX licence, bought on 1 August (the seed's first invoice).
      expect(rows.map((r) => [r.status, r.invoiceNumber])).toEqual([
        ["declined", null],
        ["awaiting_po", 20002],
        ["paid", 20001],
        ["paid", 10001],
      ]);
      expect(rows.find((r) => r.orderId === counselorPaid)?.amountDueCents).toBe(19900);
    });

    it("the manager of the user reads them (managed_users), and an admin reads anyone's", async () => {
      const byManager = await listBillingHistory(conn.db, actorOf("manager"), user("counselor").id);
      expect(byManager.map((r) => r.orderId)).toContain(counselorPo);
      const byAdmin = await listBillingHistory(conn.db, actorOf("admin"), user("manager").id);
      // After the manager's own order, the demo's seeded MAX seat.
      expect(byAdmin.map((r) => r.orderId)).toEqual([managerOwn, expect.any(Number)]);
      expect(byAdmin[1]).toMatchObject({ status: "paid", start: "2026-08-01", end: "2027-07-31" });
    });

    it.each([
      ["a counselor reading their manager's orders", "counselor", "manager"],
      ["a counselor reading another counselor's orders", "expiring", "counselor"],
      ["a manager reading a user they do not manage", "manager", "quoteuser"],
      ["a secretary of the same school", "secretary", "counselor"],
    ])("%s is a 404 that never says whether the user exists", async (_label, reader, holder) => {
      await expect(listBillingHistory(conn.db, actorOf(reader), user(holder).id)).rejects.toSatisfy(is404);
    });

    it("the page's rows: dates MM/DD/YY in the reader's zone, money $1,234.00, newest first", async () => {
      const rows = toHistoryView(await billingHistoryOf(conn.db, actorOf("counselor"), user("counselor")), "America/New_York", "en");
      expect(rows[1]).toMatchObject({
        orderId: counselorPo,
        date: "10/05/26",
        invoiceNumber: 20002,
        start: "11/22/26",
        end: "07/31/27",
        amount: "$2,149.20",
        status: "awaiting_po",
        poNumber: "PO-77",
      });
      expect(rows[2]).toMatchObject({ orderId: counselorPaid, amount: "$199.00", status: "paid", paidOn: "09/01/26" });
    });
  });

  describe("whose license the page shows (?for= / ?renewFor=) and the manager billing dialog", () => {
    it("the signed-in user by default; a managed user for their manager; anyone for an admin", async () => {
      expect((await billingHolder(conn.db, actorOf("counselor"), null, NOW)).username).toBe("counselor");
      expect((await billingHolder(conn.db, actorOf("manager"), "renewer", NOW)).username).toBe("renewer");
      expect((await billingHolder(conn.db, actorOf("admin"), "quoteuser", NOW)).username).toBe("quoteuser");
    });

    it.each([
      ["a counselor asking for another counselor", "counselor", "expiring"],
      ["a manager asking for a user they do not manage", "manager", "quoteuser"],
      ["anyone asking for a user that does not exist", "manager", "nobody-here"],
    ])("%s gets a 404", async (_label, reader, wanted) => {
      await expect(billingHolder(conn.db, actorOf(reader), wanted, NOW)).rejects.toSatisfy(is404);
    });

    it("the manager billing dialog loads the quote of a picked managed user, with their contact and the right to buy", async () => {
      const context = await accountQuoteContext(conn.db, actorOf("manager"), { username: "expired" }, NOW);
      expect(context.user?.username).toBe("expired");
      expect(context.user?.email).toBe("expired@demo.scuta.app");
      expect(context.mayPurchase).toBe(true);
    });

    it("the dialog refuses a user the actor may not buy for (no quote context leaks)", async () => {
      await expect(accountQuoteContext(conn.db, actorOf("counselor"), { username: "manager" }, NOW)).rejects.toSatisfy(is404);
      await expect(accountQuoteContext(conn.db, actorOf("manager"), { username: "quoteuser" }, NOW)).rejects.toSatisfy(is404);
    });

    it("the dialog's own quote needs no username", async () => {
      const context = await accountQuoteContext(conn.db, actorOf("counselor"), {}, NOW);
      expect(context.user?.username).toBe("counselor");
      expect(context.mayPurchase).toBe(true);
    });

    it("the picker lists the users a manager manages; a counselor gets none", async () => {
      const managed = await pickableUsers(conn.db, actorOf("manager"));
      expect(managed.users.map((u) => u.username).sort()).toEqual(["counselor", "expired", "expiring", "renewer"]);
      expect(managed.complete).toBe(true);
      expect((await pickableUsers(conn.db, actorOf("counselor"))).users).toEqual([]);
    });
  });

  describe("the renew link: '/app/{url}/max if AppID is 0, else /app/{url}/{next year}-08-01'; a renewal starts the day after the current license ends", () => {
    it.each([
      ["a trial", { username: "newbie", appId: 0, expires: "2026-12-22" }, "2026-11-22", "/newLicense/newbie/0?date=max"],
      ["a PRO license to 31 July, in November", { username: "counselor", appId: 1, expires: "2027-07-31" }, "2026-11-22", "/newLicense/counselor/0?date=2027-08-01"],
      ["a MAX license to 31 July, in March (the coming 1 August)", { username: "counselor", appId: 2, expires: "2027-07-31" }, "2027-03-10", "/newLicense/counselor/0?date=2027-08-01"],
      ["a license paid two years ahead (the day after it ends)", { username: "counselor", appId: 2, expires: "2028-07-31" }, "2026-11-22", "/newLicense/counselor/0?date=2028-08-01"],
      ["a license ending on another day (the day after, not a 1 August)", { username: "counselor", appId: 1, expires: "2027-03-15" }, "2026-11-22", "/newLicense/counselor/0?date=2027-03-16"],
      ["an expired license renews from today", { username: "counselor", appId: 2, expires: "2026-07-31" }, "2026-11-22", "/newLicense/counselor/0?date=2026-11-22"],
      ["a username that needs escaping", { username: "a b", appId: 1, expires: "2027-07-31" }, "2026-11-22", "/newLicense/a%20b/0?date=2027-08-01"],
    ])("%s", (_label, u, today, expected) => {
      expect(renewPath(u, today)).toBe(expected);
    });
  });

  describe("the quote page accepts the renew link's ?date=", () => {
    it("?date={next year}-08-01 opens the quote on that start, with the end choices after it", async () => {
      const context = await getQuoteContext(conn.db, { actor: actorOf("counselor") }, "counselor", {}, NOW);
      const renewed = withRenewalStart(context, "2027-08-01");
      expect(renewed.defaults.start).toBe("2027-08-01");
      expect(renewed.endChoices[0]).toBe("2028-07-31");
      expect(renewed.defaults.end).toBe("2028-07-31");
      expect(renewed.defaults.quantities).toEqual(context.defaults.quantities);
    });

    it.each([
      ["'max' (a preset, not a date)", "max"],
      ["a date that is not a start choice", "2029-08-01"],
      ["no date", undefined],
      ["junk", "2027-13-01"],
    ])("%s leaves the quote as it was", async (_label, date) => {
      const context = await getQuoteContext(conn.db, { actor: actorOf("counselor") }, "counselor", {}, NOW);
      expect(withRenewalStart(context, date)).toBe(context);
    });
  });
});
