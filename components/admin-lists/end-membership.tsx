"use client";

import { useTranslations } from "next-intl";
import type { TUserProgram } from "@/db/schema/admin";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { endMembershipAction } from "@/lib/admin-lists/actions";

/** End a running membership after a confirmation. */
export function EndMembership({ program, id, name }: { program: TUserProgram; id: number; name: string }) {
  const t = useTranslations("adminLists.programs");
  return (
    <ConfirmDeleteButton
      action={() => endMembershipAction({ program, id })}
      variant="ghost"
      label={t("end")}
      ariaLabel={t("endLabel", { name })}
      title={t("endTitle")}
      description={t("endBody", { name })}
      closeLabel={t("cancel")}
      confirmLabel={t("end")}
      success={t("ended")}
      namespace="adminLists"
    />
  );
}
