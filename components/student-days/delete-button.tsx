"use client";

import { useTranslations } from "next-intl";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import type { TActionResult } from "@/lib/http/action";

/** A delete button that asks first, then runs the server action and refreshes the page. */
export function DeleteButton({ what, onDelete, testId }: { what: string; onDelete: () => Promise<TActionResult<unknown>>; testId?: string }) {
  const t = useTranslations("studentDays.common");
  return (
    <ConfirmDeleteButton
      action={onDelete}
      variant="ghost"
      className="px-2 py-1 text-red-700"
      label={t("delete")}
      ariaLabel={t("deleteWhat", { what })}
      testId={testId}
      title={t("confirmTitle")}
      description={t("confirmText", { what })}
      closeLabel={t("close")}
      cancelLabel={t("cancel")}
      confirmLabel={t("delete")}
      success={{ message: t("deleted") }}
      namespace="studentDays"
      toast="standard"
    />
  );
}
