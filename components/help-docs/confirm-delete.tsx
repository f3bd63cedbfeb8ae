"use client";

import { useTranslations } from "next-intl";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import type { TActionResult } from "@/lib/http/action";

/** A Delete button that asks first (a real dialog), then runs the action and refreshes the list. */
export function ConfirmDelete({ name, action, deleted }: { name: string; action: () => Promise<TActionResult<unknown>>; deleted: string }) {
  const t = useTranslations("helpDocs.delete");
  return (
    <ConfirmDeleteButton
      action={action}
      variant="ghost"
      className="text-red-700"
      label={t("button")}
      ariaLabel={t("named", { name })}
      title={t("title", { name })}
      description={t("text")}
      closeLabel={t("cancel")}
      confirmLabel={t("confirm")}
      success={deleted}
      namespace="helpDocs"
    />
  );
}
