"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { Button } from "@/components/ui/button";
import { successToast } from "@/components/ui/success-toast";
import { useErrorText } from "@/components/ui/use-error-text";
import { deleteAdvisoryAction } from "@/lib/program/actions";

export function DeleteMeetingButton({ id, label }: { id: number; label: string }) {
  const t = useTranslations("program.advisory");
  const tc = useTranslations("program.common");
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, startTransition] = useTransition();
  const remove = () => {
    if (!window.confirm(t("confirmDeleteMeeting", { date: label }))) return;
    startTransition(async () => {
      const result = await callAction(() => deleteAdvisoryAction("meeting", id));
      if (result.ok) {
        successToast(tc("deleted"));
        router.refresh();
      } else if (!shownByShell(result)) toast.error(errorText(result.error[0], tc("failed")));
    });
  };
  return (
    <Button variant="ghost" onClick={remove} disabled={pending} aria-label={t("deleteMeeting", { date: label })}>
      {tc("delete")}
    </Button>
  );
}
