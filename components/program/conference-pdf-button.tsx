"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { openPdfLink } from "@/components/billing-account/open-pdf";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/components/ui/use-error-text";
import { removePdfLinkAction } from "@/lib/billing/pdf-actions";
import { annualConferencePdfAction } from "@/lib/program/actions";

// The saved conference's PDF: a 10-minute link opened in a new tab and removed 1.8 s later.
export function ConferencePdfButton({ year, userId, saved }: { year: number; userId: number | null; saved: boolean }) {
  const t = useTranslations("program.conference");
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const result = await callAction(() =>
        openPdfLink(
          () => annualConferencePdfAction(userId === null ? { year } : { year, user_id: userId }),
          (link) => removePdfLinkAction({ link }),
        ),
      );
      if (!result.ok && !shownByShell(result)) toast.error(result.error[0]?.code === "popup_blocked" ? t("popupBlocked") : errorText(result.error[0], t("pdfFailed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Button variant="secondary" onClick={open} disabled={busy || !saved} aria-busy={busy} aria-describedby={saved ? undefined : "conference-pdf-hint"} data-testid="conference-pdf">
        {t("pdf")}
      </Button>
      {saved ? null : (
        <span id="conference-pdf-hint" className="text-xs text-slate-500">
          {t("pdfUnsaved")}
        </span>
      )}
    </span>
  );
}
