"use client";

import { useId } from "react";
import { NumberInput } from "@/components/ui/form";
import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/billing/money";
import type { TQuoteContext } from "@/lib/billing/schemas";
import type { TBillingProduct } from "@/lib/billing/types";
import { discountRow } from "./quote-summary";
import { LICENCE_TIERS, type TLicenceTier, type TQuoteModel } from "./use-quote";
import { TableScroll } from "@/components/ui/table-scroll";

type TProps = { context: TQuoteContext; model: TQuoteModel };

const isTier = (p: TBillingProduct): p is TLicenceTier => (LICENCE_TIERS as readonly string[]).includes(p);

/** The product name: the admin's label in English, the translated name in Italian and German. */
export function useProductName(context: TQuoteContext): (p: TBillingProduct) => string {
  const t = useTranslations("billing.quote.products");
  const locale = useLocale();
  return (p) => (locale === "en" && context.book.prices[p]?.label ? context.book.prices[p].label : t(p));
}

const cell = "px-2 py-2 align-middle sm:px-3";
const money = `${cell} text-right tabular-nums whitespace-nowrap`;

/**
 * The billing table: one row per product with its quantity control, price per
 * year, years and line total, then the total amount, the quantity/coupon/partner discount row, the
 * prorated row, the discounted total and the amount due — recomputed as the user types.
 */
export function BillingTable({ context, model }: TProps) {
  const t = useTranslations("billing.quote.table");
  // Amounts on the page read in the reader's language (199,00 $); the quote PDF prints $199.00.
  const locale = useLocale();
  const productName = useProductName(context);
  const id = useId();
  const { priced, multi, state } = model;
  const planName = `${id}-plan`;
  const owned = model.owned;
  const selectedTier = LICENCE_TIERS.find((tier) => priced.quantities[tier] > 0) ?? null;

  const control = (p: TBillingProduct) => {
    const name = productName(p);
    if (multi) {
      return (
        <NumberInput
          emptyAllowed={false}
          min={0}
          step={1}
          aria-label={t("quantityOf", { product: name })}
          aria-describedby={owned && owned[p] > 0 ? `${id}-${p}-owned` : undefined}
          className="w-16 rounded-md border border-slate-300 px-2 py-1 text-right text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 sm:w-20"
          value={state.requested[p]}
          onValueChange={(n) => model.setQuantity(p, n === "" ? Number.NaN : Number(n))}
        />
      );
    }
    const checked = priced.quantities[p] > 0;
    const forced = model.isForced(p);
    if (isTier(p)) {
      return (
        <input
          type="radio"
          name={planName}
          className="h-4 w-4 accent-brand-600"
          aria-label={t("choosePlan", { product: name })}
          checked={checked}
          disabled={!checked && forced}
          onChange={() => model.setTier(p)}
        />
      );
    }
    return (
      <input
        type="checkbox"
        className="h-4 w-4 accent-brand-600"
        aria-label={t("include", { product: name })}
        aria-describedby={forced && checked ? `${id}-${p}-forced` : undefined}
        checked={checked}
        disabled={forced}
        onChange={(e) => model.toggleAddon(p, e.target.checked)}
      />
    );
  };

  const note = (p: TBillingProduct) => {
    if (multi && owned && owned[p] > 0) {
      return (
        <span id={`${id}-${p}-owned`} className="block text-xs text-slate-500">
          {t("owned", { count: owned[p], billed: priced.quantities[p] })}
        </span>
      );
    }
    if (!multi && !isTier(p) && priced.quantities[p] > 0 && model.isForced(p)) {
      return (
        <span id={`${id}-${p}-forced`} className="block text-xs text-slate-500">
          {t("forced")}
        </span>
      );
    }
    return null;
  };

  const priceNote = (p: TBillingProduct, unitCents: number) => {
    if (p === "max" && priced.upgrade) return t("upgrade");
    if (priced.appliedCoupon?.kind === "price" && unitCents !== context.book.prices[p].priceCents) return t("couponPrice");
    return null;
  };

  const discount = discountRow(model, context, t);
  const discounted = priced.totalAmountCents - priced.quantityDiscountCents - priced.couponDiscountCents;
  const amountDue = formatMoney(priced.totalAmountDueCents, locale);

  return (
    <TableScroll>
      <table className="w-full text-sm">
        <caption className="px-3 pt-3 text-left text-sm font-semibold text-slate-900">{t("caption")}</caption>
        <thead className="border-b border-slate-200 text-xs uppercase text-slate-500 sm:tracking-wide">
          <tr>
            <th scope="col" className={`${cell} text-left`}>
              {t("product")}
            </th>
            <th scope="col" className={`${cell} text-left`}>
              {t("quantity")}
            </th>
            <th scope="col" className={`${cell} hidden text-right sm:table-cell`}>
              {t("unitPrice")}
            </th>
            <th scope="col" className={`${cell} hidden text-right sm:table-cell`}>
              {t("years")}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t("total")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {priced.lines.map((line) => {
            const p = line.product;
            const extra = priceNote(p, line.unitPriceCents);
            return (
              <tr key={p} className={line.quantity > 0 ? "bg-brand-50/40" : undefined}>
                <th scope="row" className={`${cell} text-left font-medium text-slate-800`}>
                  {productName(p)}
                  {/* On a phone the price per year sits under the name, so the row fits 390 px. */}
                  <span className="block text-xs font-normal text-slate-600 sm:hidden">
                    {t("unitPrice")}: {formatMoney(line.unitPriceCents, locale)}
                    {extra ? ` · ${extra}` : null}
                  </span>
                  {note(p)}
                </th>
                <td className={cell}>{control(p)}</td>
                <td className={`${money} hidden sm:table-cell`}>
                  {formatMoney(line.unitPriceCents, locale)}
                  {extra ? <span className="block text-xs font-normal text-emerald-700">{extra}</span> : null}
                </td>
                <td className={`${money} hidden sm:table-cell`}>{line.quantity > 0 ? line.years : ""}</td>
                <td className={money}>{formatMoney(line.totalCents, locale)}</td>
              </tr>
            );
          })}
          {!multi && model.noneAllowed ? (
            <tr>
              <th scope="row" className={`${cell} text-left font-normal text-slate-600`}>
                {t("noPlan")}
              </th>
              <td className={cell}>
                <input type="radio" name={planName} className="h-4 w-4 accent-brand-600" aria-label={t("noPlan")} checked={selectedTier === null} onChange={() => model.setTier(null)} />
              </td>
              <td colSpan={3} className="hidden sm:table-cell" />
              <td className="sm:hidden" />
            </tr>
          ) : null}
        </tbody>
        <tfoot className="border-t-2 border-slate-200">
          <SummaryRow label={t("totalAmount")} value={formatMoney(priced.totalAmountCents, locale)} />
          <SummaryRow label={discount.label} value={formatMoney(-discount.cents, locale)} tone={discount.cents > 0 ? "discount" : undefined} />
          <SummaryRow label={t("discountedTotal")} value={formatMoney(discounted, locale)} />
          {priced.proratedDiscountCents > 0 ? (
            <SummaryRow label={t("proratedDiscount", { percent: priced.proratedPercent })} value={formatMoney(-priced.proratedDiscountCents, locale)} tone="discount" />
          ) : null}
          <SummaryRow label={t("amountDue")} value={amountDue} tone="strong" />
        </tfoot>
      </table>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {t("liveAmountDue", { amount: amountDue })}
      </p>
    </TableScroll>
  );
}

function SummaryRow({ label, value, tone }: { label: string; value: string; tone?: "discount" | "strong" }) {
  const color = tone === "discount" ? "text-emerald-700" : tone === "strong" ? "text-slate-900 text-base font-semibold" : "text-slate-800";
  return (
    <tr>
      <th scope="row" colSpan={4} className={`${cell} hidden text-right font-medium sm:table-cell ${color}`}>
        {label}
      </th>
      <th scope="row" colSpan={2} className={`${cell} text-right font-medium sm:hidden ${color}`}>
        {label}
      </th>
      <td className={`${money} ${color}`}>{value}</td>
    </tr>
  );
}
