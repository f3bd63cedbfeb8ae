"use client";

import { useTranslations } from "next-intl";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { deleteSmartGoalAction } from "@/lib/smart-goals/actions";

/** Delete a goal after a confirmation (its statements, answers and short questions go with it). */
export function DeleteSmartGoalButton({ id, title }: { id: number; title: string }) {
  const t = useTranslations("smartGoals.list");
  const tf = useTranslations("smartGoals.form");
  return (
    <ConfirmDeleteButton
      action={() => deleteSmartGoalAction({ id })}
      variant="secondary"
      label={t("delete")}
      ariaLabel={`${t("delete")} – ${title}`}
      title={t("deleteTitle")}
      description={t("deleteBody")}
      closeLabel={tf("cancel")}
      confirmLabel={t("delete")}
      confirmVariant="primary"
      success={t("deleted")}
      namespace="smartGoals"
    >
      <p className="mt-2 text-sm font-medium text-slate-800">{title}</p>
    </ConfirmDeleteButton>
  );
}
