"use client";

import { useTranslations } from "next-intl";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { deleteFileAction } from "@/lib/files/actions";

/** Delete, after a confirmation dialog. */
export function DeleteFileButton({ id, name }: { id: string; name: string }) {
  const t = useTranslations("upload.page");
  return (
    <ConfirmDeleteButton
      action={() => deleteFileAction(id)}
      variant="ghost"
      className="px-2 py-1 text-red-700"
      label={t("delete")}
      ariaLabel={t("deleteLabel", { name })}
      title={t("deleteTitle")}
      description={t("deleteBody", { name })}
      closeLabel={t("close")}
      cancelLabel={t("keep")}
      confirmLabel={t("deleteConfirm")}
      success={t("deleted", { name })}
      toast="standard"
      namespace="upload"
    />
  );
}
