"use client";

import { useTranslations } from "next-intl";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { deleteSurveyAction } from "@/lib/surveys/actions";

/** Delete a survey after a confirmation that says what goes with it (the answers) and what stays (its lessons). */
export function DeleteSurveyButton({ id, name, lessons }: { id: number; name: string; lessons: number }) {
  const t = useTranslations("surveys.delete");
  const tList = useTranslations("surveys.list");
  return (
    <ConfirmDeleteButton
      action={() => deleteSurveyAction({ id })}
      variant="ghost"
      className="px-2 py-1 text-red-700"
      label={t("button")}
      srName={t("rowLabel", { name })}
      testId="survey-delete"
      title={t("title")}
      closeLabel={t("close")}
      cancelLabel={t("keep")}
      confirmLabel={t("confirm")}
      confirmTestId="survey-delete-confirm"
      success={tList("deleted")}
      toast="standard"
      namespace="surveys"
    >
      <p className="mb-2 font-medium text-slate-900">{name}</p>
      <p className="mb-2 text-sm text-slate-700">{t("body")}</p>
      {lessons > 0 ? <p className="mb-4 text-sm text-slate-700">{t("usedBy", { count: lessons })}</p> : null}
    </ConfirmDeleteButton>
  );
}
