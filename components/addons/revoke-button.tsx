"use client";

import { useTranslations } from "next-intl";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { revokeGrantAction } from "@/lib/addons/actions";

/** Revoke a running add-on grant after a confirmation dialog. */
export function RevokeGrantButton({ id, name, addon }: { id: number; name: string; addon: string }) {
  const t = useTranslations("addons");
  return (
    <ConfirmDeleteButton
      action={() => revokeGrantAction({ id })}
      variant="ghost"
      label={t("revoke")}
      ariaLabel={t("revokeLabel", { name, addon })}
      title={t("revokeTitle")}
      description={t("revokeBody", { name, addon })}
      closeLabel={t("cancel")}
      confirmLabel={t("revoke")}
      success={t("revoked")}
      namespace="addons"
    />
  );
}
