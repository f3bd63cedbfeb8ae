"use client";

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { TQuoteContext } from "@/lib/billing/schemas";
import { CardPanel, PoPanel } from "./payment-forms";
import { QuoteActions } from "./quote-actions";
import type { TSaved } from "./quote-api";
import type { TQuoteModel } from "./use-quote";
import type { TPurchaseModel } from "./use-purchase";

type TTab = "card" | "po" | "quote";
const TABS: readonly TTab[] = ["card", "po", "quote"];

type TProps = {
  context: TQuoteContext;
  model: TQuoteModel;
  purchase: TPurchaseModel;
  saved: { get: (key: string) => TSaved | null; set: (key: string, value: TSaved) => void };
  /** Where "Log in to buy" leads when the visitor may not buy (/login?callbackUrl=this page). */
  loginHref: string;
  onQuoteSaveFailed?: (message: string) => void;
};

/**
 * The payment tab switch: 1 card, 2 purchase order, 3 quote — a real tablist
 * (arrow keys, Home, End). Without the right to buy, the card and purchase-order tabs are replaced
 * by "Log in to buy" while the quote PDF and email stay available.
 */
export function PaymentPanel({ context, model, purchase, saved, loginHref, onQuoteSaveFailed }: TProps) {
  const t = useTranslations("billing.quote.payment");
  const id = useId();
  const [tab, setTab] = useState<TTab>("card");
  const refs = useRef<Record<TTab, HTMLButtonElement | null>>({ card: null, po: null, quote: null });

  if (!context.mayPurchase) {
    return (
      <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
          {t("heading")}
        </h2>
        <div className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
          <p className="font-medium">{t("loginTitle")}</p>
          <p className="mb-2">{t("loginBody")}</p>
          <a href={loginHref} className="inline-flex items-center rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700">
            {t("loginToBuy")}
          </a>
        </div>
        <QuoteActions model={model} saved={saved} onSaveFailed={onQuoteSaveFailed} />
      </section>
    );
  }

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, from: TTab) => {
    const at = TABS.indexOf(from);
    const next =
      e.key === "ArrowRight"
        ? TABS[(at + 1) % TABS.length]
        : e.key === "ArrowLeft"
          ? TABS[(at - 1 + TABS.length) % TABS.length]
          : e.key === "Home"
            ? TABS[0]
            : e.key === "End"
              ? TABS[TABS.length - 1]
              : null;
    if (!next) return;
    e.preventDefault();
    setTab(next);
    refs.current[next]?.focus();
  };

  const panels: Record<TTab, ReactNode> = {
    card: <CardPanel context={context} model={model} purchase={purchase} />,
    po: <PoPanel model={model} purchase={purchase} />,
    quote: <QuoteActions model={model} saved={saved} onSaveFailed={onQuoteSaveFailed} />,
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white">
      <h2 id={`${id}-heading`} className="px-4 pt-4 text-base font-semibold text-slate-900">
        {t("heading")}
      </h2>
      <div role="tablist" aria-label={t("tablist")} className="mt-3 flex gap-1 border-b border-slate-200 px-4">
        {TABS.map((key, i) => (
          <button
            key={key}
            ref={(el) => {
              refs.current[key] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${key}`}
            aria-controls={`${id}-panel-${key}`}
            aria-selected={tab === key}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            onKeyDown={(e) => onKeyDown(e, key)}
            className={`-mb-px rounded-t-md border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
              tab === key ? "border-slate-200 border-b-white bg-white text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            <span aria-hidden="true" className="mr-1 text-xs text-slate-500">
              {i + 1}
            </span>
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      {TABS.map((key) => (
        <div
          key={key}
          role="tabpanel"
          id={`${id}-panel-${key}`}
          aria-labelledby={`${id}-tab-${key}`}
          hidden={tab !== key}
          tabIndex={0}
          className="p-4 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {panels[key]}
        </div>
      ))}
    </section>
  );
}
