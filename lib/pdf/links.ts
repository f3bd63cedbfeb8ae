import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { pdfLinks, type TPdfKind } from "@/db/schema";
import { pdfFilename } from "@/lib/billing/pdf/model";
import { pdfLocale } from "@/lib/billing/pdf/strings";
import { AppError } from "@/lib/http/errors";
import { PDF_RENDERERS } from "./renderers";

// The one store of short-lived links to a rendered PDF, for every document kind (quote, invoice,
// lesson, lesson results, survey, and later SMART goal, target, report). The page
// opens the link in a new tab, then removes it ~1.8 s later; a link lives 10 minutes at most.
// The random token is the capability: whoever holds the link may read and remove it. The PDF is
// rendered when the link is opened, from the stored records, by the renderer of its kind
// (lib/pdf/renderers.ts); the caller checked access when it made the link.

export const PDF_LINK_TTL_MS = 10 * 60 * 1000;
export const PDF_LINK_PREFIX = "/api/v1/pdf/";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type TPdfLinkInput = {
  kind: TPdfKind;
  /** Billing documents point at their quote or order; the others at `subjectId` (a lesson, a survey…). */
  quoteId?: number;
  orderId?: number;
  subjectId?: number;
  /** What else the renderer needs (an event id…): ids only, never text to print. */
  params?: Record<string, unknown>;
  userId: number | null;
  locale: string;
  filename: string;
  now: Date;
};

/** Stores a link valid for 10 minutes (deleting expired ones on the way) and returns its path /api/v1/pdf/{token}. */
export async function createPdfLink(db: TDbOrTx, x: TPdfLinkInput): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.delete(pdfLinks).where(lte(pdfLinks.expiresAt, x.now));
    await tx.insert(pdfLinks).values({
      token,
      kind: x.kind,
      quoteId: x.quoteId ?? null,
      orderId: x.orderId ?? null,
      subjectId: x.subjectId ?? null,
      params: x.params ?? {},
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

/** The PDF behind a link that exists and has not expired (rendered by its kind's renderer), or null. */
export async function openPdfLink(db: TDbOrTx, token: string, now: Date): Promise<{ pdf: Buffer; filename: string } | null> {
  if (!TOKEN.test(token)) return null;
  const [link] = await db
    .select()
    .from(pdfLinks)
    .where(and(eq(pdfLinks.token, token), gt(pdfLinks.expiresAt, now)))
    .limit(1);
  if (!link) return null;
  const render = PDF_RENDERERS[link.kind];
  const pdf = render ? await render(db, link) : null;
  return pdf ? { pdf, filename: link.filename } : null;
}

/** Content-Disposition that opens the PDF in the browser under its file name. */
export function inlineDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;%]/g, "_");
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
