"use client";

import { useId, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useHydrated } from "@/components/pages/use-hydrated";
import { Button } from "@/components/ui/button";
import { inputClass, MaxLengthInput } from "@/components/ui/form";
import { formatMoney } from "@/lib/billing/money";
import { PRICED_PRODUCTS } from "@/lib/billing/pricing";
import { ZCardPayment, ZPoPayment } from "@/lib/billing/purchase-schemas";
import type { TQuoteContext } from "@/lib/billing/schemas";
import type { TQuoteModel } from "./use-quote";
import type { TPurchaseModel } from "./use-purchase";
import { isTextLimit } from "@/lib/forms/max-length";

type TCardField = "cardNumber" | "expiry" | "cvc" | "nameOnCard";
type TCard = Record<TCardField, string>;

/** "4242424242424242" → "4242 4242 4242 4242" as it is typed. */
function groupDigits(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "0428" / "04/28" → "04/28". */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function Input({ id, label, error, maxLength, ...props }: { id: string; label: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const control = { id, className: `${inputClass} ${error ? "border-red-500" : ""}`, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined, ...props };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {isTextLimit(maxLength) ? <MaxLengthInput maxLength={maxLength} {...control} /> : <input maxLength={maxLength} {...control} />}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const nothingChosen = (model: TQuoteModel) => PRICED_PRODUCTS.every((p) => model.priced.quantities[p] <= 0);

function NothingToBuy({ show }: { show: boolean }) {
  const t = useTranslations("billing.quote.payment");
  return show ? <p className="text-sm text-amber-800">{t("nothingToBuy")}</p> : null;
}

/**
 * Tab 1, card. Test mode (no Stripe key): a clearly labelled test form — the card is checked with
 * the purchase's own rules, then the confirmation opens. Stripe mode: no card inputs here, the
 * buyer continues to Stripe's secure page. Nothing to pay (a 100% coupon): just confirm.
 */
export function CardPanel({ context, model, purchase }: { context: TQuoteContext; model: TQuoteModel; purchase: TPurchaseModel }) {
  const t = useTranslations("billing.quote.payment");
  const locale = useLocale();
  const id = useId();
  const [card, setCard] = useState<TCard>({ cardNumber: "", expiry: "", cvc: "", nameOnCard: context.user && !context.user.limited ? context.user.displayName : "" });
  const [errors, setErrors] = useState<Partial<Record<TCardField, string>>>({});
  const amount = model.priced.totalAmountDueCents;
  const empty = nothingChosen(model);
  // Until React runs, a click would submit the form natively (and put the card in the address).
  const hydrated = useHydrated();
  const disabled = !hydrated || purchase.pending || empty;

  const set = (field: TCardField, value: string) => {
    setCard((c) => ({ ...c, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (disabled) return;
    if (amount === 0 || context.paymentMode === "stripe") return purchase.open({ method: "checkout" });
    const [mm, yy] = card.expiry.split("/");
    const parsed = ZCardPayment.safeParse({ method: "card", cardNumber: card.cardNumber, expMonth: mm, expYear: yy, cvc: card.cvc, nameOnCard: card.nameOnCard });
    if (!parsed.success) {
      const next: Partial<Record<TCardField, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        const field: TCardField = key === "expMonth" || key === "expYear" ? "expiry" : (key as TCardField);
        next[field] ??= t(`fieldErrors.${field}`);
      }
      setErrors(next);
      return;
    }
    purchase.open(parsed.data);
  };

  const payLabel = t("pay", { amount: formatMoney(amount, locale) });

  if (amount === 0 || context.paymentMode === "stripe") {
    return (
      <form onSubmit={submit} className="space-y-3" noValidate>
        {amount > 0 ? <p className="text-sm text-slate-600">{t("stripeIntro")}</p> : null}
        <NothingToBuy show={empty} />
        <Button type="submit" disabled={disabled}>
          {amount > 0 ? t("continueStripe") : payLabel}
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <strong className="block font-semibold">{t("testMode")}</strong>
        {t("testModeHint")}
      </p>
      <Input
        id={`${id}-number`}
        label={t("cardNumber")}
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.cardNumber}
        onChange={(e) => set("cardNumber", groupDigits(e.target.value))}
        error={errors.cardNumber}
      />
      <div className="grid grid-cols-2 gap-3">
        <Input
          id={`${id}-expiry`}
          label={t("expiry")}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t("expiryPlaceholder")}
          value={card.expiry}
          onChange={(e) => set("expiry", formatExpiry(e.target.value))}
          error={errors.expiry}
        />
        <Input
          id={`${id}-cvc`}
          label={t("cvc")}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={card.cvc}
          onChange={(e) => set("cvc", e.target.value.replace(/\D/g, ""))}
          error={errors.cvc}
        />
      </div>
      <Input id={`${id}-name`} label={t("nameOnCard")} autoComplete="cc-name" value={card.nameOnCard} onChange={(e) => set("nameOnCard", e.target.value)} error={errors.nameOnCard} />
      <NothingToBuy show={empty} />
      <Button type="submit" disabled={disabled}>
        {payLabel}
      </Button>
    </form>
  );
}

/** Tab 2, purchase order: the PO number, then the confirmation; the invoice PDF opens after the order. */
export function PoPanel({ model, purchase }: { model: TQuoteModel; purchase: TPurchaseModel }) {
  const t = useTranslations("billing.quote.payment");
  const locale = useLocale();
  const id = useId();
  const [po, setPo] = useState("");
  const [error, setError] = useState<string | null>(null);
  const empty = nothingChosen(model);
  const hydrated = useHydrated();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!hydrated || purchase.pending || empty) return;
    const parsed = ZPoPayment.safeParse({ method: "po", poNumber: po });
    if (!parsed.success) return setError(t("fieldErrors.poNumber"));
    setError(null);
    purchase.open(parsed.data);
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <p className="text-sm text-slate-600">{t("poIntro")}</p>
      <Input
        id={`${id}-po`}
        label={t("poNumber")}
        value={po}
        maxLength={64}
        onChange={(e) => {
          setPo(e.target.value);
          setError(null);
        }}
        error={error ?? undefined}
      />
      <NothingToBuy show={empty} />
      <Button type="submit" disabled={!hydrated || purchase.pending || empty}>
        {t("placePo", { amount: formatMoney(model.priced.totalAmountDueCents, locale) })}
      </Button>
    </form>
  );
}
