"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { TBillingContact } from "@/db/schema/billing";
import { endAfterChange } from "@/lib/billing/addon-period";
import { endChoices as endChoicesFor, normalizeEnd } from "@/lib/billing/dates";
import { applyPlanRules, isMultiQuantityRole, ownedForQuote, priceQuote } from "@/lib/billing/pricing";
import type { TQuoteContext, TQuoteDraftInput } from "@/lib/billing/schemas";
import type { TBillingProduct, TPricedQuote, TPricingCoupon, TQuantities } from "@/lib/billing/types";
import { checkCoupon } from "./quote-api";

export type TLicenceTier = "pro" | "sw" | "max";
export const LICENCE_TIERS: readonly TLicenceTier[] = ["pro", "sw", "max"];

export type TCouponUi = {
  // What the visitor typed.
  input: string;
  // The coupon pricing uses: null (none), valid, or invalid ("This coupon is not valid").
  applied: TPricingCoupon;
  checking: boolean;
  // The check itself failed (network, server): pricing is unchanged.
  failed: boolean;
};

export type TQuoteState = {
  requested: TQuantities;
  start: string;
  end: string;
  coupon: TCouponUi;
  includeFunding: boolean;
  quoteEmail: string;
  contact: TBillingContact;
};

/** The contact block prefilled from what the context may show (never the email/phone of a bare username). */
export function initialContact(context: TQuoteContext): TBillingContact {
  const u = context.user;
  return {
    name: u && !u.limited ? u.displayName : "",
    school: u?.school ?? "",
    zip: u?.zipcode ?? "",
    email: u?.email ?? "",
    phone: u?.phone ?? "",
    state: context.partner && context.partner.id !== 1111 && context.partner.state ? context.partner.state : (u?.state ?? ""),
  };
}

/**
 * The end choices after a start: 31 July of the next licence years (rule 2), and any other end the
 * context offers after it (the MAX upgrade's current expiry, which need not be a 31 July).
 */
function endsAfter(context: TQuoteContext, start: string): string[] {
  // The running licence's end too: an add-on bought on its own during it ends there by default.
  const extra = [...context.endChoices, ...(context.licenceEnd ? [context.licenceEnd] : [])].filter((e) => e > start);
  return [...new Set([...endChoicesFor(start, context.today), ...extra])].sort();
}

function initialState(context: TQuoteContext): TQuoteState {
  const { start } = context.defaults;
  const ends = endsAfter(context, start);
  const contact = initialContact(context);
  return {
    requested: { ...context.defaults.quantities },
    start,
    end: normalizeEnd(start, context.defaults.end, ends),
    coupon: { input: context.defaults.coupon, applied: null, checking: false, failed: false },
    includeFunding: false,
    quoteEmail: contact.email,
    contact,
  };
}

/**
 * The quote form's state and its live price: every change re-prices in the browser with the same
 * pure priceQuote the server uses (the server prices again on save and purchase, so nothing typed
 * here can change what is charged).
 */
export function useQuote(context: TQuoteContext, linkToken: string | null | undefined) {
  const [state, setState] = useState<TQuoteState>(() => initialState(context));
  const multi = isMultiQuantityRole(context.buyer.roleId);
  const checkSeq = useRef(0);

  const endOptions = useMemo(() => endsAfter(context, state.start), [state.start, context]);

  // The seats already held, counted for the chosen end exactly as the server counts them when it
  // prices the purchase: a change of end date re-counts them.
  const owned = useMemo(() => ownedForQuote(context.ownedGrants, state.end), [context.ownedGrants, state.end]);

  const priced: TPricedQuote = useMemo(
    () =>
      priceQuote({
        start: state.start,
        end: state.end,
        requested: state.requested,
        owned,
        buyer: context.buyer,
        coupon: state.coupon.applied,
        partner: context.partner ? { id: context.partner.id, discount: context.partner.discount } : null,
        conference: context.conference,
        book: context.book,
      }),
    [state.start, state.end, state.requested, state.coupon.applied, owned, context],
  );

  // An add-on bought on its own during the buyer's paid licence ends with it by default.
  const licenceEnd = context.licenceEnd ?? null;
  const followLicence = (s: TQuoteState): TQuoteState => ({ ...s, end: endAfterChange(s.start, s.end, applyPlanRules(s.requested, null, context.buyer), licenceEnd) });

  const setStart = (start: string) =>
    setState((s) => {
      const ends = endsAfter(context, start);
      return followLicence({ ...s, start, end: normalizeEnd(start, s.end, ends) });
    });
  const setEnd = (end: string) => setState((s) => ({ ...s, end: normalizeEnd(s.start, end, endsAfter(context, s.start)) }));

  /** A number input of roles 2 and 6: any whole quantity, never below 0. */
  const setQuantity = (product: TBillingProduct, value: number) =>
    setState((s) => followLicence({ ...s, requested: { ...s.requested, [product]: Number.isFinite(value) && value > 0 ? Math.floor(value) : 0 } }));

  /** The plan radio of a single-licence buyer: one of PRO, SW, MAX (or none). */
  const setTier = (tier: TLicenceTier | null) =>
    setState((s) => followLicence({ ...s, requested: { ...s.requested, pro: tier === "pro" ? 1 : 0, sw: tier === "sw" ? 1 : 0, max: tier === "max" ? 1 : 0 } }));

  /** An add-on checkbox of a single-licence buyer. */
  const toggleAddon = (product: TBillingProduct, on: boolean) => setState((s) => followLicence({ ...s, requested: { ...s.requested, [product]: on ? 1 : 0 } }));

  /** True when choosing this would change nothing (the plan rules force it either way). */
  const isForced = useCallback(
    (product: TBillingProduct): boolean => {
      if (multi) return false;
      const current = applyPlanRules(state.requested, null, context.buyer)[product] > 0;
      const flipped = LICENCE_TIERS.includes(product as TLicenceTier)
        ? { ...state.requested, pro: 0, sw: 0, max: 0, ...(current ? {} : { [product]: 1 }) }
        : { ...state.requested, [product]: current ? 0 : 1 };
      return applyPlanRules(flipped, null, context.buyer)[product] > 0 === current;
    },
    [multi, state.requested, context.buyer],
  );

  /** False when choosing no licence tier still bills one (a trial always gets MAX). */
  const noneAllowed = useMemo(() => {
    if (multi) return true;
    const none = applyPlanRules({ ...state.requested, pro: 0, sw: 0, max: 0 }, null, context.buyer);
    return LICENCE_TIERS.every((t) => none[t] === 0);
  }, [multi, state.requested, context.buyer]);

  const setCouponInput = (input: string) =>
    setState((s) => {
      // "An empty coupon resets the coupon fields and restores default prices"; "couponNotValid (cleared when the field is empty)".
      if (input.trim() === "") {
        checkSeq.current++;
        return { ...s, coupon: { input, applied: null, checking: false, failed: false } };
      }
      return { ...s, coupon: { ...s.coupon, input } };
    });

  const applyCoupon = useCallback(async (raw?: string) => {
    const code = (raw ?? "").trim();
    if (!code) return;
    const seq = ++checkSeq.current;
    setState((s) => ({ ...s, coupon: { ...s.coupon, checking: true, failed: false } }));
    const result = await checkCoupon(code);
    if (seq !== checkSeq.current) return;
    setState((s) => ({
      ...s,
      coupon: result.ok ? { input: s.coupon.input, applied: result.coupon, checking: false, failed: false } : { ...s.coupon, checking: false, failed: true },
    }));
  }, []);

  // "A coupon check runs when the coupon code is not 0": a coupon named by the link is checked at once.
  const initialCoupon = context.defaults.coupon;
  useEffect(() => {
    if (initialCoupon) void applyCoupon(initialCoupon);
  }, [initialCoupon, applyCoupon]);

  const setContact = (key: keyof TBillingContact, value: string) => setState((s) => ({ ...s, contact: { ...s.contact, [key]: value } }));
  const setQuoteEmail = (quoteEmail: string) => setState((s) => ({ ...s, quoteEmail }));
  const setIncludeFunding = (includeFunding: boolean) => setState((s) => ({ ...s, includeFunding }));

  /** What the server prices and stores: never a total (the server ignores any). */
  const draft = (locale: string): TQuoteDraftInput => {
    const applied = state.coupon.applied;
    return {
      username: context.user?.username,
      linkToken: linkToken ?? undefined,
      start: state.start,
      end: state.end,
      quantities: state.requested,
      coupon: applied?.status === "valid" ? applied.code : undefined,
      partnerID: context.partner?.id,
      includeFunding: state.includeFunding,
      contact: state.contact,
      locale: locale === "it" || locale === "de" ? locale : "en",
    };
  };

  return {
    linkToken: linkToken ?? null,
    state,
    priced,
    owned,
    multi,
    endOptions,
    setStart,
    setEnd,
    setQuantity,
    setTier,
    toggleAddon,
    isForced,
    noneAllowed,
    setCouponInput,
    applyCoupon,
    setContact,
    setQuoteEmail,
    setIncludeFunding,
    draft,
  };
}

export type TQuoteModel = ReturnType<typeof useQuote>;
