"use client";

import { useRef } from "react";
import { useTranslations } from "next-intl";
import type { TPurchaseResult } from "@/lib/billing/purchase-result";
import type { TQuoteContext } from "@/lib/billing/schemas";
import { BillingTable } from "./billing-table";
import { ConfirmPurchaseDialog } from "./confirm-purchase-dialog";
import { ContactFields } from "./contact-fields";
import { CouponField } from "./coupon-field";
import { formatQuoteDate, planKey } from "./format";
import { PaymentPanel } from "./payment-panel";
import { PeriodSelect } from "./period-select";
import { PurchaseFailure, PurchaseSuccess } from "./purchase-outcome";
import type { TSaved } from "./quote-api";
import { useQuote } from "./use-quote";
import { usePurchase } from "./use-purchase";

export type TQuoteFormProps = {
  context: TQuoteContext;
  /** The signed quote link (?k=…) from sign-up: lets a visitor see their contact and buy. */
  linkToken?: string | null;
  /** 'page': /newLicense and /newLicensePartner; 'dialog': the manager billing dialog of /app/user/billing. */
  variant: "page" | "dialog";
  onPurchased?: (r: TPurchaseResult) => void;
  /** Where "Log in to buy" leads (the page passes /login?callbackUrl=itself). */
  loginHref?: string;
  /** ?isNewUser=1: right after sign-up. */
  isNewUser?: boolean;
  /** A failed quote save (the dialog variant closes its dialog and keeps the error). */
  onQuoteSaveFailed?: (message: string) => void;
};

/**
 * The licence quote and purchase form: billing table, period, coupon,
 * contact, payment tabs (card, purchase order, quote) and the confirmation. Prices are recomputed
 * in the browser as the user types; the server prices again on every save and purchase.
 */
export function QuoteForm({ context, linkToken, variant, onPurchased, loginHref = "/login", isNewUser = false, onQuoteSaveFailed }: TQuoteFormProps) {
  const t = useTranslations("billing.quote");
  const plans = useTranslations("billing.quote.plans");
  const model = useQuote(context, linkToken);
  const savedQuotes = useRef(new Map<string, TSaved>());
  const saved = {
    get: (key: string) => savedQuotes.current.get(key) ?? null,
    set: (key: string, value: TSaved) => void savedQuotes.current.set(key, value),
  };
  const purchase = usePurchase({ model, variant, savedFor: saved.get, onPurchased });

  const user = context.user;
  const license = purchase.result
    ? { appId: purchase.result.user.appId, isSw: purchase.result.user.isSw, expires: purchase.result.user.expires }
    : user && !user.limited
      ? { appId: user.appId, isSw: user.isSw, expires: user.expires }
      : null;
  const holder = user ? (user.displayName === user.username ? user.username : `${user.displayName} (${user.username})`) : "";
  const page = variant === "page";

  return (
    <div className="space-y-6">
      {page ? (
        <header className="space-y-2">
          <h1 className="text-2xl font-semibold text-slate-900">{user ? t("titleFor", { name: user.displayName }) : t("title")}</h1>
          <p className="text-sm text-slate-600">{t("intro")}</p>
        </header>
      ) : null}
      {isNewUser ? <p className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900">{t("welcomeNew")}</p> : null}
      {user?.limited ? <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">{t("limitedNote", { name: user.displayName })}</p> : null}
      {context.conference ? (
        <p className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">{t("conferenceBanner", { name: context.conference.name, discount: context.conference.discount })}</p>
      ) : null}
      {context.partner && context.partner.discount > 0 ? (
        <p className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">{t("partnerBanner", { name: context.partner.name, discount: context.partner.discount })}</p>
      ) : null}

      {license ? (
        <section aria-label={t("licence.heading")} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <h2 className="mb-2 font-semibold text-slate-900">{t("licence.heading")}</h2>
          <dl className="flex flex-wrap gap-x-8 gap-y-1">
            <div className="flex gap-2">
              <dt className="text-slate-600">{t("licence.plan")}</dt>
              <dd className="font-medium text-slate-900">{plans(planKey(license.appId, license.isSw))}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-slate-600">{t("licence.expires")}</dt>
              <dd className="font-medium text-slate-900">{license.expires ? formatQuoteDate(license.expires) : t("licence.none")}</dd>
            </div>
          </dl>
        </section>
      ) : null}

      {purchase.result ? <PurchaseSuccess result={purchase.result} invoiceError={purchase.invoiceError} onOpenInvoice={() => void purchase.openInvoice(purchase.result!.orderId)} /> : null}

      <div className={page ? "grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" : "space-y-6"}>
        <div className="min-w-0 space-y-6">
          <PeriodSelect context={context} model={model} />
          <BillingTable context={context} model={model} />
          <div className="rounded-lg border border-slate-200 bg-white p-4">
            <CouponField model={model} />
          </div>
        </div>
        <div className="space-y-6">
          <ContactFields model={model} appId={user && !user.limited ? user.appId : undefined} district={user?.district ?? null} />
          <PaymentPanel context={context} model={model} purchase={purchase} saved={saved} loginHref={loginHref} onQuoteSaveFailed={onQuoteSaveFailed} />
        </div>
      </div>

      <ConfirmPurchaseDialog
        open={purchase.confirm !== null}
        context={context}
        model={model}
        payment={purchase.confirm?.payment ?? null}
        holder={holder}
        currentExpires={license?.expires ?? null}
        testMode={context.paymentMode === "test"}
        pending={purchase.pending}
        onConfirm={() => void purchase.run()}
        onCancel={purchase.cancel}
      />
      <PurchaseFailure message={purchase.failure} onClose={purchase.dismissFailure} />
    </div>
  );
}
