"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { openPdfLink } from "@/components/billing-account/open-pdf";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/components/ui/use-error-text";
import { removePdfLinkAction } from "@/lib/billing/pdf-actions";
import { smartGoalPdfAction } from "@/lib/smart-goals/actions";

// The goal's PDF: a 10-minute link opened in a new tab and removed 1.8 s later.
export function SmartGoalPdfButton({ goalId }: { goalId: number }) {
  const t = useTranslations("smartGoals.form");
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [withLessons, setWithLessons] = useState(true);
  const open = async () => {
    setBusy(true);
    try {
      const result = await callAction(() =>
        openPdfLink(
          () => smartGoalPdfAction({ smartGoal: goalId, showlessonsPartOfUnit: withLessons }),
          (link) => removePdfLinkAction({ link }),
        ),
      );
      if (!result.ok && !shownByShell(result)) toast.error(errorText(result.error[0], t("error")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex items-center gap-3">
      <Button variant="secondary" onClick={open} disabled={busy} aria-busy={busy} data-testid="smart-goal-pdf">
        {t("pdf")}
      </Button>
      <span className="inline-flex items-center gap-1">
        <input id="sg-pdf-lessons" type="checkbox" className="h-4 w-4 rounded border-slate-300" checked={withLessons} onChange={(e) => setWithLessons(e.target.checked)} />
        <label htmlFor="sg-pdf-lessons" className="text-sm text-slate-700">
          {t("pdfLessons")}
        </label>
      </span>
    </span>
  );
}
