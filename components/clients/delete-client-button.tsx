"use client";

import { useTranslations } from "next-intl";
import { Confidential } from "@/components/shell/confidential";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { deleteClientAction } from "@/lib/clients/actions";
import type { TClientType } from "@/lib/clients/schemas";

/** Delete, after a confirmation: the events keep their history without the student or group. */
export function DeleteClientButton({ id, name, type }: { id: number; name: string; type: TClientType }) {
  const t = useTranslations("clients.delete");
  const group = type === "group";
  return (
    <ConfirmDeleteButton
      action={() => deleteClientAction({ id })}
      variant="ghost"
      className="px-2 py-1 text-red-700"
      label={t("button")}
      srName={t("rowLabel", { id })}
      testId="client-delete"
      title={t(group ? "titleGroup" : "titleStudent")}
      closeLabel={t("close")}
      cancelLabel={t("keep")}
      confirmLabel={t("confirm")}
      confirmTestId="client-delete-confirm"
      success={t(group ? "doneGroup" : "doneStudent")}
      toast="standard"
      namespace="clients"
    >
      <p className="mb-2 font-medium text-slate-900">
        <Confidential>{name}</Confidential>
      </p>
      <p className="mb-4 text-sm text-slate-700">{t(group ? "bodyGroup" : "bodyStudent")}</p>
    </ConfirmDeleteButton>
  );
}
