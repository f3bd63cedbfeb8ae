import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { invoices, pdfLinks, quotes, users, type TPdfKind } from "@/db/schema";
import { AppError, notFound, unauthorized } from "@/lib/http/errors";
import { assertOrderAccess, assertQuoteAccess, type TBillingAccess } from "./access";
import { pdfFilename } from "./pdf/model";
import { renderFundingPdf, renderInvoicePdf, renderQuotePdf } from "./pdf/render";
import { pdfLocale } from "./pdf/strings";
import { saveQuote } from "./save-quote";
import type { TQuoteDraft } from "./schemas";

// Short-lived links to a rendered PDF (spec 2: the page opens the link, then removes it ~1.8 s
// later). The random token is the capability: whoever holds the link may read and remove it.
// The PDF is rendered when the link is opened, from the stored quote/order.

export const PDF_LINK_TTL_MS = 10 * 60 * 1000;
export const PDF_LINK_PREFIX = "/api/v1/pdf/";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Stores a link valid for 10 minutes (deleting expired ones on the way) and returns its path /api/v1/pdf/{token}. */
export async function createPdfLink(
  db: TDbOrTx,
  x: { kind: TPdfKind; quoteId?: number; orderId?: number; userId: number | null; locale: string; filename: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.delete(pdfLinks).where(lte(pdfLinks.expiresAt, x.now));
    await tx.insert(pdfLinks).values({
      token,
      kind: x.kind,
      quoteId: x.quoteId ?? null,
      orderId: x.orderId ?? null,
      userId: x.userId,
      locale: pdfLocale(x.locale),
      filename: pdfFilename(x.filename, x.kind),
      expiresAt: new Date(x.now.getTime() + PDF_LINK_TTL_MS),
      createdAt: x.now,
    });
  });
  return PDF_LINK_PREFIX + token;
}

/** The token of a PDF link given as a path, an absolute URL or the bare token; null when it is none of these. */
export function pdfLinkToken(link: string): string | null {
  const trimmed = link.trim();
  if (TOKEN.test(trimmed)) return trimmed;
  let path: string;
  try {
    path = new URL(trimmed, "http://localhost").pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(PDF_LINK_PREFIX)) return null;
  const token = path.slice(PDF_LINK_PREFIX.length).replace(/\/$/, "");
  return TOKEN.test(token) ? token : null;
}

/** Removes a link; removing one that is already gone is not an error. */
export async function removePdfLink(db: TDbOrTx, link: string): Promise<void> {
  const token = pdfLinkToken(link);
  if (!token) throw new AppError("invalid_link", "This is not a PDF link.", 422, "link");
  await db.delete(pdfLinks).where(eq(pdfLinks.token, token));
}

/** The PDF behind a link that exists and has not expired, or null. */
export async function openPdfLink(db: TDbOrTx, token: string, now: Date): Promise<{ pdf: Buffer; filename: string } | null> {
  if (!TOKEN.test(token)) return null;
  const [link] = await db
    .select()
    .from(pdfLinks)
    .where(and(eq(pdfLinks.token, token), gt(pdfLinks.expiresAt, now)))
    .limit(1);
  if (!link) return null;
  const locale = pdfLocale(link.locale);
  let pdf: Buffer;
  if (link.kind === "invoice" && link.orderId !== null) pdf = await renderInvoicePdf(db, link.orderId, locale);
  else if (link.kind === "funding" && link.quoteId !== null) pdf = await renderFundingPdf(db, link.quoteId, locale);
  else if (link.kind === "quote" && link.quoteId !== null) pdf = await renderQuotePdf(db, link.quoteId, locale);
  else return null;
  return { pdf, filename: link.filename };
}

/** The quote link of a call: the body's linkToken, else the x-quote-link header. */
export function linkTokenOf(bodyToken: string | null | undefined, headers: Headers): string | undefined {
  const token = bodyToken?.trim() || headers.get("x-quote-link")?.trim();
  return token ? token.slice(0, 200) : undefined;
}

/** Content-Disposition that opens the PDF in the browser under its file name. */
export function inlineDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;%]/g, "_");
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
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
  const [row] = await db
    .select({ number: invoices.number, language: users.language })
    .from(invoices)
    .innerJoin(users, eq(users.id, order.userId))
    .where(eq(invoices.orderId, order.id))
    .limit(1);
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
