"use server";

import { headers } from "next/headers";
import { getDb, type TDb } from "@/db/client";
import { clientIp } from "@/lib/auth/ip";
import { resolveActor, type TActor } from "@/lib/auth/current-user";
import { actionError, type TActionResult } from "@/lib/http/action";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { SIGNUP_LIMITS } from "@/lib/signup/limits";
import { emailQuote } from "./email-quote";
import { priceForClient, pricingCoupon } from "./price-draft";
import type { TPricedQuoteApi } from "./pricing";
import { saveQuote, type TSavedQuote } from "./save-quote";
import { ZCheckCouponInput, ZEmailQuoteInput, ZQuoteDraft, type TQuoteDraftInput } from "./schemas";
import type { TPricingCoupon } from "./types";

// The quote page's server actions (purchase actions are in purchase-actions.ts). Each one may be
// called by a signed-in user or by a visitor (with the page's signed link as `linkToken`):
//   checkCouponAction({ code })                          → TActionResult<TPricingCoupon>
//       { status: 'valid', code, discount, priceCents, product } | { status: 'invalid', code }
//   priceQuoteAction(draft: TQuoteDraftInput)            → TActionResult<TPricedQuoteApi>   (pricedToApi: dollars)
//   saveQuoteAction(draft: TQuoteDraftInput)             → TActionResult<TSavedQuote>
//       { quoteId, amountDueCents, validUntil, linkToken? } — linkToken only for a visitor's quote
//       without an account: pass it to quotePdfAction / emailQuoteAction.
//   emailQuoteAction({ quoteId, email, linkToken? })     → TActionResult<{ message }>  ('Quote emailed to: {email}')
// Errors: { ok: false, status, error: [{ code, message, field? }] } — 422 for bad input (field =
// the draft's path, e.g. "end", "quantities.max"), 404 not_found, 429 too_many_requests.
// The server always reprices: a total in the draft is dropped by the schema.

type TCtx = { db: TDb; actor: TActor | null; now: Date; ip: string };

async function billingAction<T>(fn: (ctx: TCtx) => Promise<T>): Promise<TActionResult<T>> {
  try {
    const now = new Date();
    const db = await getDb();
    const h = await headers();
    const actor = await resolveActor(h, now).catch(() => null);
    return { ok: true, data: await fn({ db, actor, now, ip: clientIp(h) }) };
  } catch (error) {
    return actionError(error);
  }
}

export async function checkCouponAction(input: { code: string }): Promise<TActionResult<TPricingCoupon>> {
  return billingAction(async ({ db, actor, now, ip }) => {
    const { code } = ZCheckCouponInput.parse(input);
    if (!actor) await hitRateLimit(db, SIGNUP_LIMITS.couponLookup, ip, now);
    return pricingCoupon(db, code, now);
  });
}

export async function priceQuoteAction(draft: TQuoteDraftInput): Promise<TActionResult<TPricedQuoteApi>> {
  return billingAction(({ db, actor, now, ip }) => {
    const parsed = ZQuoteDraft.parse(draft);
    return priceForClient(db, { actor, linkToken: parsed.linkToken }, parsed, now, ip);
  });
}

export async function saveQuoteAction(draft: TQuoteDraftInput): Promise<TActionResult<TSavedQuote>> {
  return billingAction(async ({ db, actor, now, ip }) => {
    const parsed = ZQuoteDraft.parse(draft);
    // As POST /api/v1/quote/addQutoe: a visitor is counted per address, with a quote link or without.
    if (!actor) await hitRateLimit(db, parsed.linkToken ? RATE_LIMITS.quoteLinkSave : RATE_LIMITS.quoteSave, ip, now);
    return saveQuote(db, { actor, linkToken: parsed.linkToken }, parsed, now);
  });
}

export async function emailQuoteAction(input: { quoteId: number; email: string; linkToken?: string }): Promise<TActionResult<{ message: string }>> {
  return billingAction(async ({ db, actor, now, ip }) => {
    const { quoteId, email, linkToken } = ZEmailQuoteInput.parse(input);
    const origin = (await headers()).get("origin") ?? undefined;
    return emailQuote(db, { actor, linkToken }, { quoteId, email }, now, { origin, clientIp: ip });
  });
}
