"use client";

import { useTranslations } from "next-intl";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { deleteAdvisoryAction } from "@/lib/program/actions";

/** Delete an advisory meeting (with its agenda and minutes) after a confirmation dialog. */
export function DeleteMeetingButton({ id, label }: { id: number; label: string }) {
  const t = useTranslations("program.advisory");
  const tc = useTranslations("program.common");
  return (
    <ConfirmDeleteButton
      action={() => deleteAdvisoryAction("meeting", id)}
      variant="ghost"
      label={tc("delete")}
      ariaLabel={t("deleteMeeting", { date: label })}
      title={t("deleteMeeting", { date: label })}
      description={t("confirmDeleteMeeting", { date: label })}
      closeLabel={tc("cancel")}
      confirmLabel={tc("delete")}
      success={tc("deleted")}
      namespace="program"
    />
  );
}
