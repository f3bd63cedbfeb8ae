"use client";

import { useId, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { openPdfLink } from "@/components/billing-account/open-pdf";
import { useHydrated } from "@/components/pages/use-hydrated";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/form";
import { emailQuote, fundingPdf, quotePdf, removePdfLink, saveQuote, type TSaved } from "./quote-api";
import type { TQuoteModel } from "./use-quote";
import { useBillingErrorText } from "./use-billing-error";

type TProps = {
  model: TQuoteModel;
  /** Remembers the last saved quote, so the PDF, the email and the purchase use one quote per draft. */
  saved: { get: (key: string) => TSaved | null; set: (key: string, value: TSaved) => void };
  /** "Quote save … failures: error stored for display (quote save also closes the dialog)": the dialog host closes and shows it. */
  onSaveFailed?: (message: string) => void;
};

type TBusy = "quote" | "funding" | "email" | null;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Tab 3, the quote: save the quote, then open its PDF (removed again 1.8 s
 * later), the funding request letter when asked for, or email it: 'Quote emailed to: {address}'.
 * A failed save or email is shown here.
 */
export function QuoteActions({ model, saved, onSaveFailed }: TProps) {
  const t = useTranslations("billing.quote.actions");
  const tq = useTranslations("billing.quote");
  const locale = useLocale();
  const errorText = useBillingErrorText();
  const id = useId();
  const [busy, setBusy] = useState<TBusy>(null);
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const busyRef = useRef(false);
  const hydrated = useHydrated();
  const { state } = model;

  /** The saved quote of the current draft (saved once; any change makes a new quote). */
  const ensureSaved = async (): Promise<{ ok: true; saved: TSaved } | { ok: false; message: string }> => {
    const draft = model.draft(locale);
    const key = JSON.stringify(draft);
    const known = saved.get(key);
    if (known) return { ok: true, saved: known };
    const result = await saveQuote(draft);
    if (!result.ok) {
      const message = errorText(result.error[0], t("saveFailed"));
      onSaveFailed?.(message);
      return { ok: false, message };
    }
    saved.set(key, result.data);
    return { ok: true, saved: result.data };
  };

  const run = async (kind: TBusy, task: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(kind);
    setError(null);
    try {
      await task();
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  };

  const openPdf = (kind: "quote" | "funding") =>
    run(kind, async () => {
      let saveMessage: string | null = null;
      const result = await openPdfLink(async () => {
        const s = await ensureSaved();
        if (!s.ok) {
          saveMessage = s.message;
          return { ok: false, status: 0, error: [] };
        }
        const token = s.saved.linkToken ?? model.linkToken ?? undefined;
        return kind === "quote" ? quotePdf(s.saved.quoteId, token) : fundingPdf(s.saved.quoteId, token);
      }, removePdfLink);
      if (result.ok) return;
      if (saveMessage) return setError(saveMessage);
      const first = result.error[0];
      setError(first?.code === "popup_blocked" ? t("popupBlocked") : errorText(first, t("pdfFailed")));
    });

  const sendEmail = () => {
    const address = state.quoteEmail.trim();
    if (!EMAIL.test(address)) {
      setEmailError(t("emailInvalid"));
      return;
    }
    setEmailError(null);
    void run("email", async () => {
      const s = await ensureSaved();
      if (!s.ok) return setError(s.message);
      const result = await emailQuote({ quoteId: s.saved.quoteId, email: address, linkToken: s.saved.linkToken ?? model.linkToken ?? undefined });
      if (!result.ok) return setError(errorText(result.error[0], t("emailFailed")));
      toast.success(t("emailed", { address }));
    });
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <div className="flex items-start gap-2">
        <input
          id={`${id}-funding`}
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-brand-600"
          checked={state.includeFunding}
          onChange={(e) => model.setIncludeFunding(e.target.checked)}
          aria-describedby={`${id}-funding-hint`}
        />
        <div>
          <label htmlFor={`${id}-funding`} className="text-sm font-medium text-slate-800">
            {tq("funding")}
          </label>
          <p id={`${id}-funding-hint`} className="text-xs text-slate-500">
            {tq("fundingHint")}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void openPdf("quote")} disabled={!hydrated || busy !== null}>
          {busy === "quote" ? t("preparing") : t("download")}
        </Button>
        {state.includeFunding ? (
          <Button variant="secondary" onClick={() => void openPdf("funding")} disabled={!hydrated || busy !== null}>
            {busy === "funding" ? t("preparing") : t("funding")}
          </Button>
        ) : null}
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-700">
          {t("emailLabel")}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            className={`${inputClass} min-w-0 flex-1 ${emailError ? "border-red-500" : ""}`}
            value={state.quoteEmail}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
            onChange={(e) => model.setQuoteEmail(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                sendEmail();
              }
            }}
          />
          <Button variant="secondary" onClick={sendEmail} disabled={!hydrated || busy !== null}>
            {busy === "email" ? t("sending") : t("email")}
          </Button>
        </div>
        {emailError ? (
          <p id={`${id}-email-error`} className="text-sm text-red-700">
            {emailError}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
