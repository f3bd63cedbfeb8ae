import "server-only";
import { eq } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { invoices, quotes, users, type TPdfKind } from "@/db/schema";
import { AppError, notFound, unauthorized } from "@/lib/http/errors";
import { createPdfLink } from "@/lib/pdf/links";
import { assertOrderAccess, assertQuoteAccess, type TBillingAccess } from "./access";
import { pdfFilename } from "./pdf/model";
import { pdfLocale } from "./pdf/strings";
import { saveQuote } from "./save-quote";
import type { TQuoteDraft } from "./schemas";

// The billing documents' links (quote, funding request, invoice), made with the one PDF-link store
// of lib/pdf/links.ts (which renders them through lib/pdf/renderers.ts).

/** The quote link of a call: the body's linkToken, else the x-quote-link header. */
export function linkTokenOf(bodyToken: string | null | undefined, headers: Headers): string | undefined {
  const token = bodyToken?.trim() || headers.get("x-quote-link")?.trim();
  return token ? token.slice(0, 200) : undefined;
}

type TQuoteKind = Extract<TPdfKind, "quote" | "funding">;
const quoteFilename = (kind: TQuoteKind, id: number) => (kind === "quote" ? `SCUTA-quote-${id}` : `SCUTA-funding-request-${id}`);

/** A link to the quote (or funding-request) PDF of a saved quote the caller may see, in the quote's language. */
export async function linkQuotePdf(db: TDbOrTx, access: TBillingAccess, x: { quoteId: number; kind: TQuoteKind; filename?: string }, now: Date): Promise<{ link: string }> {
  const quote = await assertQuoteAccess(db, access, x.quoteId, now);
  const link = await createPdfLink(db, {
    kind: x.kind,
    quoteId: quote.id,
    userId: quote.userId,
    locale: pdfLocale(quote.locale, access.actor?.user.language),
    filename: pdfFilename(x.filename, quoteFilename(x.kind, quote.id)),
    now,
  });
  return { link };
}

/** Saves the billing draft as a quote (helper C's saveQuote checks who may) and links its PDF. */
export async function linkDraftPdf(
  db: TDb,
  access: TBillingAccess,
  x: { draft: TQuoteDraft; kind: TQuoteKind; filename?: string },
  now: Date,
): Promise<{ link: string; quoteID: number; linkToken?: string }> {
  const { quoteId, linkToken } = await saveQuote(db, access, x.draft, now);
  // The caller has just saved it: no second access check (a visitor's quote has no holder to check against).
  const [quote] = await db.select({ id: quotes.id, userId: quotes.userId, locale: quotes.locale }).from(quotes).where(eq(quotes.id, quoteId)).limit(1);
  if (!quote) throw notFound("This quote does not exist.");
  const link = await createPdfLink(db, {
    kind: x.kind,
    quoteId: quote.id,
    userId: quote.userId,
    locale: pdfLocale(quote.locale, access.actor?.user.language),
    filename: pdfFilename(x.filename, quoteFilename(x.kind, quote.id)),
    now,
  });
  // A visitor's quote comes with its own signed link, needed to email it or open it again.
  return { link, quoteID: quote.id, ...(linkToken ? { linkToken } : {}) };
}

/** A link to an order's invoice PDF: a signed-in actor or a quote link is needed, then the order's access rules. */
export async function linkInvoicePdf(db: TDbOrTx, access: TBillingAccess, x: { orderId: number; filename?: string }, now: Date): Promise<{ link: string }> {
  if (!access.actor && !access.linkToken) throw unauthorized("token_not_provided");
  const order = await assertOrderAccess(db, access, x.orderId, now);
  const [row] = await db.select({ number: invoices.number, language: users.language }).from(invoices).innerJoin(users, eq(users.id, order.userId)).where(eq(invoices.orderId, order.id)).limit(1);
  if (!row) throw new AppError("not_found", "This order has no invoice yet.", 404);
  const link = await createPdfLink(db, {
    kind: "invoice",
    orderId: order.id,
    userId: order.userId,
    locale: pdfLocale(access.actor?.user.language, row.language),
    filename: pdfFilename(x.filename, `SCUTA-invoice-${row.number}`),
    now,
  });
  return { link };
}
