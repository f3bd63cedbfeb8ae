import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { extractText, getDocumentProxy } from "unpdf";
import { BILLING_PRODUCTS, invoices, orders, pdfLinks, quotes, type TBillingContact, type TPricedSnapshot, type TQuantities } from "@/db/schema";
import type { TConnection } from "@/db/client";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as pdfRoute } from "@/app/api/v1/pdf/[token]/route";
import { POST as quoteByIdRoute } from "@/app/api/v1/quoteByQuoteID/pdf/route";
import { POST as quoteDraftRoute } from "@/app/api/v1/quote/pdf/route";
import { POST as fundingDraftRoute } from "@/app/api/v1/fundingRequestPdf/pdf/route";
import { POST as invoiceRoute } from "@/app/api/v1/invoice/pdf/route";
import { POST as removeRoute } from "@/app/api/v1/remove/pdfUrl/route";
import { formatDocumentMoney } from "@/lib/billing/money";
import { createPdfLink, openPdfLink, PDF_LINK_TTL_MS, pdfLinkToken } from "@/lib/pdf/links";
import { renderFundingPdf, renderInvoicePdf, renderQuotePdf } from "@/lib/billing/pdf/render";
import { signQuoteLink } from "@/lib/billing/quote-link";
import type { TApiHandler } from "@/lib/http/with-api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { userNamed } from "./account-support";

const PASSWORD = "demo-pass-2026";

const quantities = (q: Partial<TQuantities>): TQuantities => ({ ...(Object.fromEntries(BILLING_PRODUCTS.map((p) => [p, 0])) as TQuantities), ...q });

const CONTACT: TBillingContact = { name: "Casey Morgan", school: "Lincoln High School", zip: "98101", email: "casey@lincoln.example.org", phone: "555-0100", state: "WA" };

// A manager buying 12 MAX and 2 Outlook calendars for one year: 12 licence-years → 10%.
const TWELVE_MAX: TPricedSnapshot = {
  lines: [
    { product: "max", label: "SCUTA MAX", quantity: 12, unitPriceCents: 19900, years: 1, totalCents: 238800 },
    { product: "outlookCal", label: "Outlook calendar", quantity: 2, unitPriceCents: 1900, years: 1, totalCents: 3800 },
    { product: "googleCal", label: "Google calendar", quantity: 0, unitPriceCents: 1900, years: 1, totalCents: 0 },
  ],
  years: 1,
  spanYears: 0.97,
  totalAmountCents: 242600,
  quantityDiscountPercent: 10,
  quantityDiscountCents: 24260,
  proratedPercent: 0,
  proratedDiscountCents: 0,
  couponDiscountCents: 0,
  discountTotalCents: 24260,
  totalAmountDueCents: 218340,
  couponNotValid: false,
};

const ONE_PRO_PRORATED: TPricedSnapshot = {
  lines: [{ product: "pro", label: "SCUTA PRO", quantity: 1, unitPriceCents: 9900, years: 1, totalCents: 9900 }],
  years: 1,
  spanYears: 0.4,
  totalAmountCents: 9900,
  quantityDiscountPercent: 0,
  quantityDiscountCents: 0,
  proratedPercent: 30,
  proratedDiscountCents: 2970,
  couponDiscountCents: 0,
  discountTotalCents: 2970,
  totalAmountDueCents: 6930,
  couponNotValid: false,
};

const ONE_MAX_COUPON: TPricedSnapshot = {
  lines: [{ product: "max", label: "SCUTA MAX", quantity: 1, unitPriceCents: 19900, years: 1, totalCents: 19900 }],
  years: 1,
  spanYears: 1,
  totalAmountCents: 19900,
  quantityDiscountPercent: 0,
  quantityDiscountCents: 0,
  proratedPercent: 0,
  proratedDiscountCents: 0,
  couponDiscountCents: 4975,
  discountTotalCents: 4975,
  totalAmountDueCents: 14925,
  couponNotValid: false,
};

/** Every word of a PDF, whitespace collapsed. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

/** GET /api/v1/pdf/{token} as Next would call it; the body is raw bytes. */
async function openLink(link: string) {
  const token = link.split("/").pop() ?? "";
  const handler = pdfRoute as TApiHandler;
  const res = await handler(new NextRequest(new URL(link, "http://localhost")), { params: Promise.resolve({ token }) });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe.each(DRIVERS)("billing PDFs and their short-lived links (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  let counselorId: number;
  let counselorQuote: number;
  let paidOrder: number;
  let poOrder: number;
  let unpaidOrderWithoutInvoice: number;

  const insertQuote = async (x: { userId: number | null; priced: TPricedSnapshot; locale?: string; couponCode?: string | null; partnerId?: number | null; includeFunding?: boolean }) => {
    const [row] = await conn.db
      .insert(quotes)
      .values({
        userId: x.userId,
        createdBy: x.userId,
        contact: CONTACT,
        start: "2026-03-10",
        end: "2027-07-31",
        quantities: quantities(Object.fromEntries(x.priced.lines.map((l) => [l.product, l.quantity]))),
        couponCode: x.couponCode ?? null,
        partnerId: x.partnerId ?? null,
        includeFunding: x.includeFunding ?? false,
        priced: x.priced,
        amountDueCents: x.priced.totalAmountDueCents,
        locale: x.locale ?? "en",
        validUntil: "2026-04-09",
        createdAt: new Date("2026-03-10T17:00:00Z"),
      })
      .returning({ id: quotes.id });
    return row.id;
  };

  const insertOrder = async (x: { userId: number; key: string; status: "paid" | "awaiting_po" | "declined"; method: "card" | "po"; po?: string; invoiceNumber?: number; paidOn?: string | null }) => {
    const [order] = await conn.db
      .insert(orders)
      .values({
        userId: x.userId,
        createdBy: x.userId,
        idempotencyKey: x.key,
        status: x.status,
        paymentMethod: x.method,
        processor: x.method === "card" ? "test" : null,
        cardLast4: x.method === "card" ? "4242" : null,
        poNumber: x.po ?? null,
        contact: CONTACT,
        start: "2026-08-01",
        end: "2027-07-31",
        quantities: quantities({ max: 12, outlookCal: 2 }),
        priced: TWELVE_MAX,
        amountDueCents: TWELVE_MAX.totalAmountDueCents,
        paidAt: x.status === "paid" ? new Date("2026-03-11T16:00:00Z") : null,
      })
      .returning({ id: orders.id });
    if (x.invoiceNumber !== undefined)
      await conn.db.insert(invoices).values({ number: x.invoiceNumber, orderId: order.id, amountCents: TWELVE_MAX.totalAmountDueCents, issuedOn: "2026-03-11", paidOn: x.paidOn ?? null });
    return order.id;
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    for (const username of ["counselor", "expiring", "manager", "admin", "quoteuser"]) {
      const res = await call(loginRoute, { body: { username, password: PASSWORD } });
      expect(res.status, username).toBe(200);
      tokens[username] = res.json.token as string;
    }
    counselorId = (await userNamed(conn.db, "counselor")).id;
    counselorQuote = await insertQuote({ userId: counselorId, priced: TWELVE_MAX });
    paidOrder = await insertOrder({ userId: counselorId, key: "paid-1", status: "paid", method: "card", invoiceNumber: 90001, paidOn: "2026-03-11" });
    poOrder = await insertOrder({ userId: counselorId, key: "po-1", status: "awaiting_po", method: "po", po: "PO-7781", invoiceNumber: 90002 });
    unpaidOrderWithoutInvoice = await insertOrder({ userId: counselorId, key: "declined-1", status: "declined", method: "card" });
  });
  afterAll(async () => conn.close());

  describe("the quote PDF", () => {
    it("shows the seller, quote id and date (MM/DD/YY), the buyer, every line with quantity, unit price and years, each discount, the amount due, validity and how to pay by purchase order", async () => {
      const text = await pdfText(await renderQuotePdf(conn.db, counselorQuote, "en"));
      for (const part of [
        "SCUTA",
        "School Counselor Use of Time Analysis",
        "billing@scuta.app",
        "Quote",
        `Quote no. ${counselorQuote}`,
        "Date: 03/10/26",
        "Prepared for",
        "Casey Morgan",
        "Lincoln High School",
        "98101",
        "casey@lincoln.example.org",
        "555-0100",
        "SCUTA MAX",
        "$199.00",
        "$2,388.00",
        "Outlook calendar",
        "$19.00",
        "$38.00",
        "Total amount",
        "$2,426.00",
        "Quantity discount (10%)",
        "-$242.60",
        "Amount due",
        "$2,183.40",
        "License period: 03/10/26 – 07/31/27",
        "Valid until 04/09/26",
        "How to pay by purchase order",
        `quoting quote number ${counselorQuote}`,
        "net 30",
      ])
        expect(text).toContain(part);
    });

    it("lines with quantity 0 and discounts of 0 are left out", async () => {
      const text = await pdfText(await renderQuotePdf(conn.db, counselorQuote, "en"));
      expect(text).not.toContain("Google calendar");
      expect(text).not.toContain("Prorated discount");
      expect(text).not.toContain("Coupon");
    });

    it("a prorated quote shows the prorated discount with its percent; a coupon quote shows the coupon; a partner's discount is named as such", async () => {
      const prorated = await pdfText(await renderQuotePdf(conn.db, await insertQuote({ userId: counselorId, priced: ONE_PRO_PRORATED }), "en"));
      expect(prorated).toContain("Prorated discount (30%)");
      expect(prorated).toContain("-$29.70");
      expect(prorated).toContain("$69.30");
      expect(prorated).not.toContain("Quantity discount");
      const coupon = await pdfText(await renderQuotePdf(conn.db, await insertQuote({ userId: counselorId, priced: ONE_MAX_COUPON, couponCode: "SAVE25" }), "en"));
      expect(coupon).toContain("Coupon SAVE25");
      expect(coupon).toContain("-$49.75");
      expect(coupon).toContain("$149.25");
      const partner = await pdfText(await renderQuotePdf(conn.db, await insertQuote({ userId: counselorId, priced: ONE_MAX_COUPON, partnerId: 1001 }), "en"));
      expect(partner).toContain("Partner discount");
    });

    it("is written in the user's language (Italian, German) while money and dates stay US format; products are named as on the quote page", async () => {
      const it = await pdfText(await renderQuotePdf(conn.db, counselorQuote, "it"));
      for (const part of [
        "Preventivo",
        "Calendario Outlook",
        `Preventivo n. ${counselorQuote}`,
        "Data: 03/10/26",
        "Sconto quantità (10%)",
        "Importo dovuto",
        "$2,183.40",
        "Valido fino al 04/09/26",
        "Come pagare con ordine di acquisto",
        "30 giorni netti",
      ])
        expect(it).toContain(part);
      const de = await pdfText(await renderQuotePdf(conn.db, counselorQuote, "de"));
      for (const part of [
        "Angebot",
        "Outlook-Kalender",
        `Angebot Nr. ${counselorQuote}`,
        "Datum: 03/10/26",
        "Mengenrabatt (10%)",
        "Fälliger Betrag",
        "$2,183.40",
        "Gültig bis 04/09/26",
        "Bezahlung per Bestellschein",
        "30 Tage netto",
      ])
        expect(de).toContain(part);
      expect(de).not.toContain("Amount due");
      expect(de).not.toContain("Outlook calendar");
    });

    it("with includeFunding the funding letter follows the quote", async () => {
      const text = await pdfText(await renderQuotePdf(conn.db, await insertQuote({ userId: counselorId, priced: TWELVE_MAX, includeFunding: true }), "en"));
      expect(text).toContain("Valid until 04/09/26");
      expect(text).toContain("Funding request");
    });
  });

  describe("the funding-request PDF", () => {
    it("asks the administration to fund the quote: the counselor, the school, the program benefits, the lines, the amount due and the quote number", async () => {
      const text = await pdfText(await renderFundingPdf(conn.db, counselorQuote, "en"));
      for (const part of [
        "Funding request",
        "To the administration of Lincoln High School",
        `quote no. ${counselorQuote}`,
        "Casey Morgan",
        "ASCA National Model",
        "use-of-time data",
        "80%",
        "direct and indirect",
        "SCUTA MAX",
        "$2,183.40",
        "Sincerely,",
      ])
        expect(text).toContain(part);
    });

    it("is written in Italian and German too", async () => {
      expect(await pdfText(await renderFundingPdf(conn.db, counselorQuote, "it"))).toContain("Richiesta di finanziamento");
      const de = await pdfText(await renderFundingPdf(conn.db, counselorQuote, "de"));
      expect(de).toContain("Finanzierungsantrag");
      expect(de).toContain("Mit freundlichen Grüßen");
    });
  });

  describe("the invoice PDF", () => {
    it("shows 'Invoice', its sequential number, issue date, order id, bill-to, lines, discounts, amount due, 'Paid on' and the license period", async () => {
      const text = await pdfText(await renderInvoicePdf(conn.db, paidOrder, "en"));
      for (const part of [
        "Invoice",
        "Invoice no. 90001",
        "Issue date: 03/11/26",
        `Order no. ${paidOrder}`,
        "Bill to",
        "Casey Morgan",
        "SCUTA MAX",
        "Quantity discount (10%)",
        "$2,183.40",
        "Paid on 03/11/26",
        "License period: 08/01/26 – 07/31/27",
      ])
        expect(text).toContain(part);
    });

    it("a paid invoice says 'Paid', not 'Amount due': its total reads 'Amount paid'", async () => {
      const text = await pdfText(await renderInvoicePdf(conn.db, paidOrder, "en"));
      expect(text).toContain("Amount paid");
      expect(text).not.toContain("Amount due");
      const it = await pdfText(await renderInvoicePdf(conn.db, paidOrder, "it"));
      expect(it).toContain("Importo pagato");
      expect(it).not.toContain("Importo dovuto");
    });

    it("a purchase-order invoice is due, with its PO number", async () => {
      const text = await pdfText(await renderInvoicePdf(conn.db, poOrder, "en"));
      expect(text).toContain("Due – purchase order number PO-7781");
      expect(text).toContain("Amount due");
      expect(text).not.toContain("Paid on");
      expect(await pdfText(await renderInvoicePdf(conn.db, poOrder, "de"))).toContain("Offen – Bestellschein Nr. PO-7781");
    });

    it("an order without an invoice has no invoice PDF (404)", async () => {
      await expect(renderInvoicePdf(conn.db, unpaidOrderWithoutInvoice, "en")).rejects.toMatchObject({ status: 404 });
    });
  });

  describe("links: POST …/pdf → GET /api/v1/pdf/{token} → POST /api/v1/remove/pdfUrl", () => {
    it("a link serves the PDF inline (no-store) until it is removed; removing it again is fine", async () => {
      const res = await call(quoteByIdRoute, { token: tokens.counselor, body: { quoteID: counselorQuote } });
      expect(res.status).toBe(200);
      const link = res.json.link as string;
      expect(link).toMatch(/^\/api\/v1\/pdf\/[A-Za-z0-9_-]{43}$/);
      const opened = await openLink(link);
      expect(opened.status).toBe(200);
      expect(opened.headers.get("content-type")).toBe("application/pdf");
      expect(opened.headers.get("content-disposition")).toMatch(new RegExp(`^inline; filename="SCUTA-quote-${counselorQuote}\\.pdf"`));
      expect(opened.headers.get("cache-control")).toBe("no-store");
      expect(await pdfText(opened.bytes)).toContain("$2,183.40");
      // The page removes the link ~1.8 s after opening it, as an absolute URL.
      expect((await call(removeRoute, { body: { link: `http://localhost:3100${link}` } })).status).toBe(200);
      expect((await openLink(link)).status).toBe(404);
      expect((await call(removeRoute, { body: { link } })).status).toBe(200);
    });

    it("an unknown token answers 404; something that is not a PDF link cannot be removed (422)", async () => {
      expect((await openLink(`/api/v1/pdf/${"x".repeat(43)}`)).status).toBe(404);
      expect((await openLink("/api/v1/pdf/short")).status).toBe(404);
      const bad = await call(removeRoute, { body: { link: "https://example.com/somewhere/else" } });
      expect(bad.status).toBe(422);
      expect(bad.json.error?.[0]).toMatchObject({ code: "invalid_link", field: "link" });
      expect((await call(removeRoute, { body: {} })).status).toBe(422);
    });

    it("links expire by themselves 10 minutes after creation; expired rows are deleted when a new link is created", async () => {
      const created = new Date(Date.now() - PDF_LINK_TTL_MS - 1000);
      const old = await createPdfLink(conn.db, { kind: "quote", quoteId: counselorQuote, userId: counselorId, locale: "en", filename: "old", now: created });
      const token = pdfLinkToken(old)!;
      expect(await openPdfLink(conn.db, token, new Date(created.getTime() + PDF_LINK_TTL_MS - 1000))).not.toBeNull();
      expect(await openPdfLink(conn.db, token, new Date(created.getTime() + PDF_LINK_TTL_MS))).toBeNull();
      expect((await openLink(old)).status).toBe(404);
      expect(await conn.db.select().from(pdfLinks).where(eq(pdfLinks.token, token))).toHaveLength(1);
      await createPdfLink(conn.db, { kind: "quote", quoteId: counselorQuote, userId: counselorId, locale: "en", filename: "new", now: new Date() });
      expect(await conn.db.select().from(pdfLinks).where(eq(pdfLinks.token, token))).toHaveLength(0);
    });

    it("a link keeps the quote's language", async () => {
      const german = await insertQuote({ userId: counselorId, priced: TWELVE_MAX, locale: "de" });
      const res = await call(quoteByIdRoute, { token: tokens.counselor, body: { quoteID: german } });
      expect(await pdfText((await openLink(res.json.link as string)).bytes)).toContain("Gültig bis 04/09/26");
    });
  });

  describe("who may link a quote PDF", () => {
    const linkFor = (token: string | undefined, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
      call(quoteByIdRoute, { token, body: { quoteID: counselorQuote, ...extra }, headers });

    it("another counselor, another role 6 user and a visitor without a link get 404", async () => {
      for (const who of [tokens.expiring, tokens.quoteuser, undefined]) {
        const res = await linkFor(who);
        expect(res.status).toBe(404);
        expect(res.json.error?.[0].code).toBe("not_found");
      }
    });

    it("the quote's user, the manager of the quote's user and an admin get the link", async () => {
      for (const who of ["counselor", "manager", "admin"]) expect((await linkFor(tokens[who])).status, who).toBe(200);
    });

    it("a visitor with the user's quote link (body linkToken or x-quote-link header) gets the link; another user's link does not open it", async () => {
      const now = new Date();
      expect((await linkFor(undefined, { linkToken: signQuoteLink("counselor", now) })).status).toBe(200);
      expect((await linkFor(undefined, {}, { "x-quote-link": signQuoteLink("counselor", now) })).status).toBe(200);
      expect((await linkFor(undefined, { linkToken: signQuoteLink("expiring", now) })).status).toBe(404);
      expect((await linkFor(undefined, { linkToken: signQuoteLink("counselor", new Date(now.getTime() - 3 * 3600_000)) })).status).toBe(404);
    });

    it("a quote id that is not a number answers 422", async () => {
      const res = await call(quoteByIdRoute, { token: tokens.counselor, body: { quoteID: "abc" } });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0].field).toBe("quoteID");
    });
  });

  describe("POST /api/v1/invoice/pdf", () => {
    it("needs a signed-in actor or a link token (401)", async () => {
      expect((await call(invoiceRoute, { body: { orderID: paidOrder } })).status).toBe(401);
    });

    it("the order's user, their manager and an admin get the invoice link; another counselor gets 404", async () => {
      for (const who of ["counselor", "manager", "admin"]) {
        const res = await call(invoiceRoute, { token: tokens[who], body: { orderID: paidOrder, datePrint: "03/11/26", typeInvoice: 1, userName: "Casey" } });
        expect(res.status, who).toBe(200);
        const opened = await openLink(res.json.link as string);
        expect(opened.headers.get("content-disposition")).toContain('filename="SCUTA-invoice-90001.pdf"');
        expect(await pdfText(opened.bytes)).toContain("Invoice no. 90001");
      }
      expect((await call(invoiceRoute, { token: tokens.expiring, body: { orderID: paidOrder } })).status).toBe(404);
    });

    it("a visitor with the user's quote link gets the invoice of a purchase order", async () => {
      const res = await call(invoiceRoute, { body: { orderID: poOrder, linkToken: signQuoteLink("counselor", new Date()) } });
      expect(res.status).toBe(200);
      expect(await pdfText((await openLink(res.json.link as string)).bytes)).toContain("PO-7781");
    });

    it("an order without an invoice answers 404", async () => {
      expect((await call(invoiceRoute, { token: tokens.counselor, body: { orderID: unpaidOrderWithoutInvoice } })).status).toBe(404);
    });
  });

  describe("POST /api/v1/quote/pdf and /api/v1/fundingRequestPdf/pdf (the billing draft)", () => {
    const draft = { start: "2026-08-01", end: "2027-07-31", quantities: { max: 1 }, contact: { name: "Casey Morgan", school: "Lincoln High School" } };

    it("saves the draft as a quote and links its PDF, whose amount due is the saved quote's (the client's total is ignored)", async () => {
      const res = await call(quoteDraftRoute, { token: tokens.counselor, body: { billing: { ...draft, totalAmountDue: 1 }, filename: "my quote", datePrint: "03/10/26" } });
      expect(res.status).toBe(200);
      const quoteId = res.json.quoteID as number;
      const [saved] = await conn.db.select().from(quotes).where(eq(quotes.id, quoteId));
      expect(saved.userId).toBe(counselorId);
      const opened = await openLink(res.json.link as string);
      expect(opened.headers.get("content-disposition")).toContain('filename="my quote.pdf"');
      const text = await pdfText(opened.bytes);
      expect(text).toContain(`Quote no. ${quoteId}`);
      expect(text).toContain(formatDocumentMoney(saved.amountDueCents));
    });

    it("includeFunding and the language of the draft reach the PDF", async () => {
      const res = await call(quoteDraftRoute, { token: tokens.counselor, body: { billing: { ...draft, locale: "de" }, includeFunding: true } });
      expect(res.status).toBe(200);
      const text = await pdfText((await openLink(res.json.link as string)).bytes);
      expect(text).toContain("Angebot");
      expect(text).toContain("Finanzierungsantrag");
    });

    it("a manager's draft for a managed user (userInfo beside billing) is that user's quote", async () => {
      const res = await call(quoteDraftRoute, { token: tokens.manager, body: { billing: draft, userInfo: { username: "counselor" }, isStep2Quote: 1 } });
      expect(res.status).toBe(200);
      const [saved] = await conn.db
        .select()
        .from(quotes)
        .where(eq(quotes.id, res.json.quoteID as number));
      expect(saved.userId).toBe(counselorId);
    });

    it("a visitor's draft on a bare username is an anonymous quote: its PDF never shows that user's email or phone, and its own link token opens it again", async () => {
      const res = await call(quoteDraftRoute, { body: { billing: { start: "2026-08-01", end: "2027-07-31", quantities: { max: 1 } }, userInfo: { username: "counselor" } } });
      expect(res.status).toBe(200);
      const quoteId = res.json.quoteID as number;
      const [saved] = await conn.db.select().from(quotes).where(eq(quotes.id, quoteId));
      expect(saved.userId).toBeNull();
      const text = await pdfText((await openLink(res.json.link as string)).bytes);
      expect(text).toContain(`Quote no. ${quoteId}`);
      expect(text).not.toContain("counselor@demo.scuta.app");
      expect((await call(quoteByIdRoute, { body: { quoteID: quoteId } })).status).toBe(404);
      expect((await call(quoteByIdRoute, { body: { quoteID: quoteId, linkToken: res.json.linkToken } })).status).toBe(200);
    });

    it("the funding-request call links the funding letter", async () => {
      const res = await call(fundingDraftRoute, { token: tokens.counselor, body: draft });
      expect(res.status).toBe(200);
      const opened = await openLink(res.json.link as string);
      expect(opened.headers.get("content-disposition")).toContain(`SCUTA-funding-request-${res.json.quoteID}.pdf`);
      expect(await pdfText(opened.bytes)).toContain("Funding request");
    });

    it("a draft whose end is not after its start answers 422 with the error list", async () => {
      const res = await call(quoteDraftRoute, { token: tokens.counselor, body: { billing: { ...draft, end: "2026-07-31" } } });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0].field).toBe("billing.end");
    });
  });
});
