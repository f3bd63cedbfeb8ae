"use client";

import { useId } from "react";
import Link from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { TPurchaseResult } from "@/lib/billing/purchase-result";
import { formatQuoteDate, planKey } from "./format";

/** After a purchase: the new licence (until, plan), the invoice and the way to the orders. */
export function PurchaseSuccess({ result, invoiceError, onOpenInvoice }: { result: TPurchaseResult; invoiceError: string | null; onOpenInvoice: () => void }) {
  const t = useTranslations("billing.quote.result");
  const plans = useTranslations("billing.quote.plans");
  const titleId = useId();
  return (
    <section role="status" aria-labelledby={titleId} className="space-y-2 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950">
      <h2 id={titleId} className="text-base font-semibold">
        {result.status === "awaiting_po" ? t("poTitle") : t("successTitle")}
      </h2>
      <p>{t("licenceUntil", { date: formatQuoteDate(result.newExpires) })}</p>
      <p>{t("plan", { plan: plans(planKey(result.user.appId, result.user.isSw)) })}</p>
      {result.invoiceNumber ? <p>{t("invoice", { number: result.invoiceNumber })}</p> : null}
      <div className="flex flex-wrap items-center gap-3 pt-1">
        <Link href="/app/user/billing" className="font-medium text-brand-700 underline">
          {t("billingLink")}
        </Link>
        {result.status === "awaiting_po" ? (
          <Button variant="secondary" onClick={onOpenInvoice}>
            {t("invoicePdf")}
          </Button>
        ) : null}
      </div>
      {invoiceError ? (
        <p role="alert" className="text-red-800">
          {invoiceError}
        </p>
      ) : null}
    </section>
  );
}

/** "Billing add failure: first error message in an error alert with Close button". */
export function PurchaseFailure({ message, onClose }: { message: string | null; onClose: () => void }) {
  const t = useTranslations("billing.quote.result");
  return (
    <Dialog open={message !== null} onOpenChange={(o) => !o && onClose()} title={t("failedTitle")} closeLabel={t("close")}>
      <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
        {message}
      </p>
      <div className="flex justify-end">
        <Button onClick={onClose}>{t("close")}</Button>
      </div>
    </Dialog>
  );
}
