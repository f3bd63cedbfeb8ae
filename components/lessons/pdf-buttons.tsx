"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { openPdfLink } from "@/components/billing-account/open-pdf";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/components/ui/use-error-text";
import { removePdfLinkAction } from "@/lib/billing/pdf-actions";
import type { TActionResult } from "@/lib/http/action";
import { lessonPdfAction, lessonResultsPdfAction, surveyPdfAction } from "@/lib/lessons/results-actions";

// The lesson screen's PDF buttons: each asks for a 10-minute link, opens it in a new tab and removes
// it 1.8 s later (through the billing pages' openPdfLink).

function PdfButton({ label, make, variant = "secondary" }: { label: string; make: () => Promise<TActionResult<{ link: string }>>; variant?: "primary" | "secondary" }) {
  const t = useTranslations("lessonResults.pdf");
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const result = await callAction(() => openPdfLink(make, (link) => removePdfLinkAction({ link })));
      if (!result.ok && !shownByShell(result)) toast.error(result.error[0]?.code === "popup_blocked" ? t("popupBlocked") : errorText(result.error[0], t("failed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} onClick={open} disabled={busy} aria-busy={busy}>
      {busy ? t("working") : label}
    </Button>
  );
}

/** "Lesson PDF": every field of the lesson. */
export function LessonPdfButton({ lessonId }: { lessonId: number }) {
  const t = useTranslations("lessonResults.pdf");
  return <PdfButton label={t("lesson")} make={() => lessonPdfAction({ lesson: lessonId })} />;
}

/** "Results PDF": the chart and change figures of one delivery of the lesson. */
export function LessonResultsPdfButton({ lessonId, eventId }: { lessonId: number; eventId: number }) {
  const t = useTranslations("lessonResults.pdf");
  return <PdfButton label={t("results")} make={() => lessonResultsPdfAction({ lesson: lessonId, event: eventId })} />;
}

/** "Survey PDF": a printable copy of one of the user's surveys. */
export function SurveyPdfButton({ surveyId }: { surveyId: number }) {
  const t = useTranslations("lessonResults.pdf");
  return <PdfButton label={t("survey")} make={() => surveyPdfAction({ survey: surveyId })} />;
}
