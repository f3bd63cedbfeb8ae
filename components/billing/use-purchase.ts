"use client";

import { useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { openPdfLink } from "@/components/billing-account/open-pdf";
import { apiAlertFor, handleApiError } from "@/components/shell/api-errors";
import type { TPurchaseResult } from "@/lib/billing/purchase-result";
import type { TPayment } from "@/lib/billing/purchase-schemas";
import { invoicePdf, newIdempotencyKey, purchase, removePdfLink, type TSaved } from "./quote-api";
import type { TQuoteModel } from "./use-quote";
import { useBillingErrorText } from "./use-billing-error";

/** What the payment tab hands over: the payment (card details stay in memory, never stored). */
export type TPaymentChoice = TPayment;

type TConfirm = { payment: TPaymentChoice; idempotencyKey: string };

const INVOICE_PREFIX = "Invoice emailed to: ";

/**
 * The purchase: the confirmation dialog, then the order.
 * Each opened dialog gets a fresh idempotency key, so a double click or a retried request buys
 * once. Success: 'Invoice emailed to: {email}', the new licence, and for a purchase order the
 * invoice PDF. Failure: the first error in an alert with Close, the dialog closes and the pay
 * button is enabled again.
 */
export function usePurchase(opts: { model: TQuoteModel; variant: "page" | "dialog"; savedFor: (key: string) => TSaved | null; onPurchased?: (r: TPurchaseResult) => void }) {
  const t = useTranslations("billing.quote.result");
  const locale = useLocale();
  const errorText = useBillingErrorText();
  const [confirm, setConfirm] = useState<TConfirm | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<TPurchaseResult | null>(null);
  const [invoiceError, setInvoiceError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const open = (payment: TPaymentChoice) => {
    setFailure(null);
    setConfirm({ payment, idempotencyKey: newIdempotencyKey() });
  };

  const cancel = () => {
    if (!inFlight.current) setConfirm(null);
  };

  const openInvoice = async (orderId: number) => {
    setInvoiceError(null);
    const r = await openPdfLink(() => invoicePdf(orderId, opts.model.linkToken ?? undefined), removePdfLink);
    if (!r.ok) setInvoiceError(errorText(r.error[0], t("failed")));
  };

  const run = async () => {
    if (!confirm || inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    const draft = opts.model.draft(locale);
    const saved = opts.savedFor(JSON.stringify(draft));
    const answer = await purchase({ ...draft, quoteID: saved?.quoteId, idempotencyKey: confirm.idempotencyKey, payment: confirm.payment });
    if (!answer.ok) {
      inFlight.current = false;
      setPending(false);
      setConfirm(null);
      // Inside the signed-in app the shared catalogue shows 401/404; the public page shows every failure itself.
      if (opts.variant === "dialog" && apiAlertFor(answer)) handleApiError(answer);
      else setFailure(errorText(answer.error[0], t("failed")));
      return;
    }
    const data = answer.data;
    if (data.status === "redirect" && data.redirect) {
      // Stripe Checkout: the page is left; the button stays disabled.
      window.location.assign(data.redirect);
      return;
    }
    inFlight.current = false;
    setPending(false);
    setConfirm(null);
    setResult(data);
    const email = data.message.startsWith(INVOICE_PREFIX) ? data.message.slice(INVOICE_PREFIX.length) : null;
    toast.success(email ? t("invoiceEmailed", { email }) : data.message);
    opts.onPurchased?.(data);
    if (confirm.payment.method === "po") await openInvoice(data.orderId);
  };

  return { confirm, pending, failure, result, invoiceError, open, cancel, run, openInvoice, dismissFailure: () => setFailure(null) };
}

export type TPurchaseModel = ReturnType<typeof usePurchase>;
