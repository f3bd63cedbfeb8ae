"use server";

import { headers } from "next/headers";
import { getDb, type TDb } from "@/db/client";
import { resolveActor, type TActor } from "@/lib/auth/current-user";
import { clientIp } from "@/lib/auth/ip";
import { actionError, type TActionResult } from "@/lib/http/action";
import { hitRateLimit, RATE_LIMITS, type TRateLimit } from "@/lib/http/rate-limit";
import { removePdfLink } from "@/lib/pdf/links";
import { linkInvoicePdf, linkQuotePdf } from "./pdf-links";
import { ZInvoicePdfInput, ZQuotePdfInput, ZRemovePdfLinkBody, type TInvoicePdfInput, type TQuotePdfInput, type TRemovePdfLinkBody } from "./pdf/schemas";

// The browser's side of the PDF links (quote page, billing dialog, billing history, admin orders).
// Each answers { link: "/api/v1/pdf/{token}" }: open it, then call removePdfLinkAction ~1.8 s later.
//   quotePdfAction({ quoteId, linkToken? })    the quote PDF of a saved quote
//   fundingPdfAction({ quoteId, linkToken? })  the funding-request letter of a saved quote
//   invoicePdfAction({ orderId, linkToken? })  an order's invoice (signed in, or a quote link)
//   removePdfLinkAction({ link })              removes a link (idempotent; answers the link back)

type TCtx = { db: TDb; actor: TActor | null; now: Date };

/**
 * Like runAction, but a visitor with a quote link (no session) may call it too: such a caller is
 * counted against `limit` per client address before any work, as on the matching API route.
 */
async function pdfAction<T>(limit: TRateLimit, fn: (ctx: TCtx) => Promise<T>): Promise<TActionResult<T>> {
  try {
    const now = new Date();
    const db = await getDb();
    const h = await headers();
    const actor = await resolveActor(h, now).catch(() => null);
    if (!actor) await hitRateLimit(db, limit, clientIp(h), now);
    return { ok: true, data: await fn({ db, actor, now }) };
  } catch (error) {
    return actionError(error);
  }
}

export async function quotePdfAction(input: TQuotePdfInput): Promise<TActionResult<{ link: string }>> {
  return pdfAction(RATE_LIMITS.pdfLink, ({ db, actor, now }) => {
    const { quoteId, linkToken } = ZQuotePdfInput.parse(input);
    return linkQuotePdf(db, { actor, linkToken }, { quoteId, kind: "quote" }, now);
  });
}

export async function fundingPdfAction(input: TQuotePdfInput): Promise<TActionResult<{ link: string }>> {
  return pdfAction(RATE_LIMITS.pdfLink, ({ db, actor, now }) => {
    const { quoteId, linkToken } = ZQuotePdfInput.parse(input);
    return linkQuotePdf(db, { actor, linkToken }, { quoteId, kind: "funding" }, now);
  });
}

export async function invoicePdfAction(input: TInvoicePdfInput): Promise<TActionResult<{ link: string }>> {
  return pdfAction(RATE_LIMITS.pdfLink, ({ db, actor, now }) => {
    const { orderId, linkToken } = ZInvoicePdfInput.parse(input);
    return linkInvoicePdf(db, { actor, linkToken }, { orderId }, now);
  });
}

export async function removePdfLinkAction(input: TRemovePdfLinkBody): Promise<TActionResult<{ link: string }>> {
  return pdfAction(RATE_LIMITS.pdfRemove, async ({ db }) => {
    const { link } = ZRemovePdfLinkBody.parse(input);
    await removePdfLink(db, link);
    return { link };
  });
}
