"use client";

import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { formatMoney } from "@/lib/billing/money";
import { formatLocalDate, laterDate } from "./format";
import type { TPaymentChoice } from "./use-purchase";

type TProps = {
  open: boolean;
  payment: TPaymentChoice | null;
  holder: string;
  amountDueCents: number;
  currentExpires: string | null;
  end: string;
  testMode: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The billing confirmation modal (spec 2 section 2): the user, the total cost, the current licence
 * expiry and the new licence-until date (the later of the current expiry and the chosen end).
 * Confirm is disabled while the order runs, so a double click buys once.
 */
export function ConfirmPurchaseDialog({ open, payment, holder, amountDueCents, currentExpires, end, testMode, pending, onConfirm, onCancel }: TProps) {
  const t = useTranslations("billing.quote.confirm");
  const locale = useLocale();
  const newExpires = laterDate(currentExpires, end);

  let method = "";
  if (payment?.method === "card") {
    const last4 = payment.cardNumber.replace(/\D/g, "").slice(-4);
    method = testMode ? t("methodTestCard", { last4 }) : t("methodCard", { last4 });
  } else if (payment?.method === "checkout") method = t("methodCheckout");
  else if (payment?.method === "po") method = t("methodPo", { po: payment.poNumber });

  const rows: [string, string][] = [
    [t("user"), holder],
    [t("total"), formatMoney(amountDueCents)],
    ...(amountDueCents > 0 && method ? ([[t("method"), method]] as [string, string][]) : []),
    [t("currentExpiry"), currentExpires ? formatLocalDate(currentExpires, locale) : t("noLicence")],
    [t("newExpiry"), formatLocalDate(newExpires, locale)],
  ];

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()} title={t("title")} description={t("intro")} closeLabel={t("close")}>
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
