"use client";

import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { formatMoney } from "@/lib/billing/money";
import type { TQuoteContext } from "@/lib/billing/schemas";
import { useProductName } from "./billing-table";
import { formatQuoteDate, laterDate } from "./format";
import { appliedDiscounts } from "./quote-summary";
import type { TQuoteModel } from "./use-quote";
import type { TPaymentChoice } from "./use-purchase";

type TProps = {
  open: boolean;
  context: TQuoteContext;
  model: TQuoteModel;
  payment: TPaymentChoice | null;
  holder: string;
  currentExpires: string | null;
  testMode: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The billing confirmation modal: the user, what is being bought — each line,
 * the license period and every discount — the total cost, the current licence
 * expiry and the new licence-until date (the later of the current expiry and the chosen end). The
 * figures are the quote's own pricing, the one the server charges. Confirm is disabled while the
 * order runs, so a double click buys once.
 */
export function ConfirmPurchaseDialog({ open, context, model, payment, holder, currentExpires, testMode, pending, onConfirm, onCancel }: TProps) {
  const t = useTranslations("billing.quote.confirm");
  const table = useTranslations("billing.quote.table");
  const locale = useLocale();
  const productName = useProductName(context);
  const { priced, state } = model;
  const newExpires = laterDate(currentExpires, state.end);
  const amountDueCents = priced.totalAmountDueCents;
  const lines = priced.lines.filter((l) => l.quantity > 0);
  const discounts = appliedDiscounts(model, context, table);

  let method = "";
  if (payment?.method === "card") {
    const last4 = payment.cardNumber.replace(/\D/g, "").slice(-4);
    method = testMode ? t("methodTestCard", { last4 }) : t("methodCard", { last4 });
  } else if (payment?.method === "checkout") method = t("methodCheckout");
  else if (payment?.method === "po") method = t("methodPo", { po: payment.poNumber });

  const rows: [string, string][] = [
    [t("user"), holder],
    [t("period"), t("periodValue", { start: formatQuoteDate(state.start), end: formatQuoteDate(state.end), years: priced.years })],
    [t("total"), formatMoney(amountDueCents, locale)],
    ...(amountDueCents > 0 && method ? ([[t("method"), method]] as [string, string][]) : []),
    [t("currentExpiry"), currentExpires ? formatQuoteDate(currentExpires) : t("noLicence")],
    [t("newExpiry"), formatQuoteDate(newExpires)],
  ];

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()} title={t("title")} description={t("intro")} closeLabel={t("close")}>
      <table className="mb-4 w-full text-sm">
        <caption className="pb-2 text-left font-semibold text-slate-900">{t("lines")}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{table("product")}</th>
            <th scope="col">{t("lineDetail")}</th>
            <th scope="col">{table("total")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 border-y border-slate-200">
          {lines.map((l) => (
            <tr key={l.product}>
              <th scope="row" className="py-1.5 pr-2 text-left font-medium text-slate-800">
                {productName(l.product)}
              </th>
              <td className="px-2 py-1.5 text-slate-600">
                {l.unitPriceCents === 0 && l.totalCents === 0 ? t("included") : t("lineValue", { quantity: l.quantity, price: formatMoney(l.unitPriceCents, locale), years: l.years })}
              </td>
              <td className="py-1.5 pl-2 text-right tabular-nums whitespace-nowrap text-slate-900">{formatMoney(l.totalCents, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="py-1.5 pr-2 text-right font-medium text-slate-700">
              {table("totalAmount")}
            </th>
            <td className="py-1.5 pl-2 text-right tabular-nums whitespace-nowrap">{formatMoney(priced.totalAmountCents, locale)}</td>
          </tr>
          {discounts.map((d) => (
            <tr key={d.key} className="text-emerald-700">
              <th scope="row" colSpan={2} className="py-1.5 pr-2 text-right font-medium">
                {d.label}
              </th>
              <td className="py-1.5 pl-2 text-right tabular-nums whitespace-nowrap">{d.cents > 0 ? formatMoney(-d.cents, locale) : ""}</td>
            </tr>
          ))}
          <tr className="font-semibold text-slate-900">
            <th scope="row" colSpan={2} className="py-1.5 pr-2 text-right">
              {table("amountDue")}
            </th>
            <td className="py-1.5 pl-2 text-right tabular-nums whitespace-nowrap">{formatMoney(amountDueCents, locale)}</td>
          </tr>
        </tfoot>
      </table>
      <dl className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-3 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t("cancel")}
        </Button>
        <Button onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
          {pending ? t("processing") : payment?.method === "po" ? t("confirmPo") : t("confirm")}
        </Button>
      </div>
    </Dialog>
  );
}
