import "server-only";
// Every PDF is set in the embedded Liberation Sans, which has the minus sign and every letter of a name.
import "@/lib/pdf/fonts";
import { renderPdf } from "@/lib/pdf/limit";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { invoices, orders, quotes, users } from "@/db/schema";
import { notFound } from "@/lib/http/errors";
import type { TLocale } from "@/lib/i18n/locales";
import { todayIn } from "@/lib/users/rules";
import { InvoiceDocument } from "./invoice-document";
import { invoicePdfData, quotePdfData, withoutTypedContact, type TProductName } from "./model";
import { FundingDocument, QuoteDocument } from "./quote-document";
import { pdfStrings, type TPdfT } from "./strings";

// Renders the billing PDFs from the stored rows. Callers check access first (pdf-links.ts).

// Quotes without a licence holder are dated in US Eastern time, like the weekly training.
const DEFAULT_ZONE = "America/New_York";

/** As on the quote page: the admin's label in English, the translated product name in Italian and German. */
const productNames =
  (locale: TLocale, t: TPdfT): TProductName =>
  (product, label) =>
    locale === "en" && label ? label : t(`products.${product}`);

async function loadQuote(db: TDbOrTx, quoteId: number, locale: TLocale) {
  const [row] = await db
    .select({ quote: quotes, holder: { firstName: users.firstName, lastName: users.lastName, username: users.username, schoolName: users.schoolName, timezone: users.timezone } })
    .from(quotes)
    .leftJoin(users, eq(users.id, quotes.userId))
    .where(eq(quotes.id, quoteId))
    .limit(1);
  if (!row) throw notFound("This quote does not exist.");
  const t = await pdfStrings(locale);
  const createdOn = todayIn(row.holder?.timezone ?? DEFAULT_ZONE, row.quote.createdAt);
  return { t, data: quotePdfData(row.quote, { createdOn, holder: row.holder, productName: productNames(locale, t) }) };
}

/** The quote PDF (with the funding letter as a second page when the quote includes funding). */
export async function renderQuotePdf(db: TDbOrTx, quoteId: number, locale: TLocale, opts: { typedContact?: boolean } = {}): Promise<Buffer> {
  const { t, data } = await loadQuote(db, quoteId, locale);
  // typedContact false: for an address nobody has proven, the contact text typed on the form is left out.
  const shown = opts.typedContact === false ? withoutTypedContact(data) : data;
  return renderPdf(<QuoteDocument t={t} data={shown} locale={locale} />);
}

/** The funding-request letter for a quote. */
export async function renderFundingPdf(db: TDbOrTx, quoteId: number, locale: TLocale): Promise<Buffer> {
  const { t, data } = await loadQuote(db, quoteId, locale);
  return renderPdf(<FundingDocument t={t} data={data} locale={locale} />);
}

/** The invoice PDF of an order (404 when the order has no invoice). */
export async function renderInvoicePdf(db: TDbOrTx, orderId: number, locale: TLocale): Promise<Buffer> {
  const [row] = await db.select({ order: orders, invoice: invoices }).from(orders).innerJoin(invoices, eq(invoices.orderId, orders.id)).where(eq(orders.id, orderId)).limit(1);
  if (!row) throw notFound("This order has no invoice.");
  const t = await pdfStrings(locale);
  return renderPdf(<InvoiceDocument t={t} data={invoicePdfData(row.order, row.invoice, productNames(locale, t))} locale={locale} />);
}
