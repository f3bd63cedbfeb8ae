import "server-only";
import type { TDb } from "@/db/client";
import { quotes, type TPricedSnapshot } from "@/db/schema";
import { isLocale, type TLocale } from "@/lib/i18n/locales";
import { addDaysIso } from "@/lib/users/rules";
import type { TBillingAccess } from "./access";
import { loadBillingSettings } from "./price-book";
import { billingToday, priceDraft } from "./price-draft";
import { isImpliedCouponCode } from "./pricing";
import { quoteSubject, signQuoteLink } from "./quote-link";
import type { TQuoteDraft } from "./schemas";
import type { TPricedQuote } from "./types";

export type TSavedQuote = {
  quoteId: number;
  amountDueCents: number;
  validUntil: string;
  // Only for a visitor's quote without an account: the signed link that lets them open its PDF and
  // email it (pass it as linkToken to the PDF and email calls).
  linkToken?: string;
};

/** The frozen price of a quote: exactly the TPricedSnapshot fields, nothing of the working state. */
export function snapshotOf(p: TPricedQuote): TPricedSnapshot {
  return {
    lines: p.lines.map((l) => ({ product: l.product, label: l.label, quantity: l.quantity, unitPriceCents: l.unitPriceCents, years: l.years, totalCents: l.totalCents })),
    years: p.years,
    spanYears: p.spanYears,
    totalAmountCents: p.totalAmountCents,
    quantityDiscountPercent: p.quantityDiscountPercent,
    quantityDiscountCents: p.quantityDiscountCents,
    proratedPercent: p.proratedPercent,
    proratedDiscountCents: p.proratedDiscountCents,
    couponDiscountCents: p.couponDiscountCents,
    discountTotalCents: p.discountTotalCents,
    totalAmountDueCents: p.totalAmountDueCents,
    couponNotValid: p.couponNotValid,
  };
}

/**
 * Saves a quote (POST /api/v1/quote/addQutoe): prices the draft on the server and stores it with
 * its frozen price, valid for `quoteValidDays` (settings 'billing'). The quote belongs to the
 * licence holder only when the caller may act for them; a visitor's quote on a bare username is
 * stored without an account, so it never carries that user's data.
 */
export async function saveQuote(db: TDb, access: TBillingAccess, draft: TQuoteDraft, now: Date): Promise<TSavedQuote> {
  const [{ priced, buyer, mayReadContact, contact, partner }, settings] = await Promise.all([priceDraft(db, access, draft, now), loadBillingSettings(db)]);
  const holder = buyer && mayReadContact ? buyer : null;
  const locale: TLocale = draft.locale ?? (holder && isLocale(holder.language) ? holder.language : "en");
  const validUntil = addDaysIso(billingToday(now), settings.quoteValidDays);
  const applied = priced.appliedCoupon && !isImpliedCouponCode(priced.appliedCoupon.code) ? priced.appliedCoupon.code : null;

  const quoteId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quotes)
      .values({
        userId: holder?.id ?? null,
        createdBy: access.actor?.user.id ?? null,
        contact,
        start: draft.start,
        end: draft.end,
        quantities: priced.quantities,
        couponCode: applied,
        partnerId: partner?.id ?? null,
        includeFunding: draft.includeFunding ?? false,
        priced: snapshotOf(priced),
        amountDueCents: priced.totalAmountDueCents,
        locale,
        validUntil,
        createdAt: now,
      })
      .returning({ id: quotes.id });
    return row.id;
  });
  const anonymous = !holder && !access.actor;
  return { quoteId, amountDueCents: priced.totalAmountDueCents, validUntil, ...(anonymous ? { linkToken: signQuoteLink(quoteSubject(quoteId), now) } : {}) };
}
