"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { openPdfLink } from "@/components/billing-account/open-pdf";
import { fundingPdf, quotePdf, removePdfLink } from "@/components/billing/quote-api";

/** The quote's PDF and its funding-request letter, each opened in a new tab (the link is removed after 1.8 s). */
export function QuotePdfButtons({ quoteId }: { quoteId: number }) {
  const t = useTranslations("adminMoney.quotes");
  const [error, setError] = useState<string | null>(null);
  const open = (make: () => ReturnType<typeof quotePdf>) => async () => {
    setError(null);
    const result = await openPdfLink(make, removePdfLink);
    if (!result.ok) setError(result.error[0]?.code === "popup_blocked" ? t("popupBlocked") : t("pdfFailed"));
  };
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        onClick={open(() => quotePdf(quoteId))}
        className="rounded px-2 py-1 text-sm font-medium text-brand-700 underline hover:bg-brand-50"
        aria-label={t("quotePdfLabel", { id: quoteId })}
      >
        {t("quotePdf")}
      </button>
      <button
        type="button"
        onClick={open(() => fundingPdf(quoteId))}
        className="rounded px-2 py-1 text-sm font-medium text-brand-700 underline hover:bg-brand-50"
        aria-label={t("fundingPdfLabel", { id: quoteId })}
      >
        {t("fundingPdf")}
      </button>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
