"use client";

import { useTranslations } from "next-intl";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import type { TActionResult } from "@/lib/http/action";

/** A delete button with a confirmation dialog (program-planning lists): confirming runs `onConfirm`, then the list refreshes. */
export function ConfirmDelete({ name, onConfirm, testId }: { name: string; onConfirm: () => Promise<TActionResult<unknown>>; testId?: string }) {
  const t = useTranslations("curriculum.delete");
  return (
    <ConfirmDeleteButton
      action={onConfirm}
      label={t("button")}
      srName={name}
      testId={testId}
      title={t("title")}
      closeLabel={t("cancel")}
      confirmLabel={t("confirmButton")}
      success={t("deleted")}
      namespace="curriculum"
    >
      <p className="text-sm text-slate-800">{t("confirm", { name })}</p>
    </ConfirmDeleteButton>
  );
}
