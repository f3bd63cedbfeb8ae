"use client";

import { checkCouponAction, emailQuoteAction, saveQuoteAction } from "@/lib/billing/actions";
import { fundingPdfAction, invoicePdfAction, quotePdfAction, removePdfLinkAction } from "@/lib/billing/pdf-actions";
import { purchaseAction } from "@/lib/billing/purchase-actions";
import type { TQuoteDraftInput } from "@/lib/billing/schemas";
import type { TPricingCoupon } from "@/lib/billing/types";
import type { TActionResult } from "@/lib/http/action";

// The quote form's calls to the server, in one place: server actions of helpers B and C.

export type TFailure = Extract<TActionResult<never>, { ok: false }>;

/** Checks a coupon; a failed call leaves pricing unchanged ("failures of … coupon … calls: ignored"). */
export async function checkCoupon(code: string): Promise<{ ok: true; coupon: TPricingCoupon } | { ok: false }> {
  try {
    const result = await checkCouponAction({ code });
    if (!result.ok) return { ok: false };
    return { ok: true, coupon: result.data };
  } catch {
    return { ok: false };
  }
}

export type TSaved = { quoteId: number; linkToken?: string };

export async function saveQuote(draft: TQuoteDraftInput): Promise<TActionResult<TSaved>> {
  return safely(() => saveQuoteAction(draft));
}

export async function emailQuote(input: { quoteId: number; email: string; linkToken?: string }) {
  return safely(() => emailQuoteAction(input));
}

export const quotePdf = (quoteId: number, linkToken?: string) => safely(() => quotePdfAction({ quoteId, linkToken }));
export const fundingPdf = (quoteId: number, linkToken?: string) => safely(() => fundingPdfAction({ quoteId, linkToken }));
export const invoicePdf = (orderId: number, linkToken?: string) => safely(() => invoicePdfAction({ orderId, linkToken }));
export const removePdfLink = (link: string) => safely(() => removePdfLinkAction({ link }));
export const purchase = (input: Parameters<typeof purchaseAction>[0]) => safely(() => purchaseAction(input));

/** A network failure (server action that never answered) becomes a failed result like any other. */
async function safely<T>(call: () => Promise<TActionResult<T>>): Promise<TActionResult<T>> {
  try {
    return await call();
  } catch {
    return { ok: false, status: 0, error: [{ code: "network_error", message: "" }] };
  }
}

/** A key that makes a retried or double-clicked purchase count once (crypto.randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
