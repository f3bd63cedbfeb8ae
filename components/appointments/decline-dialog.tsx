"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Confidential } from "@/components/shell/confidential";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert, inputClass, MaxLengthTextarea } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { useErrorText } from "@/components/ui/use-error-text";
import { declineRequestAction } from "@/lib/appointments/actions";
import type { TAppointmentRequest } from "@/lib/appointments/queries";

/** Decline a request, with an optional message: the requester is emailed. */
export function DeclineDialog({ request, onClose, onDone }: { request: TAppointmentRequest; onClose: () => void; onDone: () => void }) {
  const t = useTranslations("appointments");
  const errorText = useErrorText();
  const [message, setMessage] = useState("");
  // A refusal is the dialog's own message, read out above its buttons.
  const { pending, run, error, clearErrors } = useAction(declineRequestAction, {
    fields: () => "form",
    text: (entry) => (t.has(`errors.${entry.code}`) ? t(`errors.${entry.code}`) : errorText(entry, t("errors.failed"))),
    toast: "standard",
    refresh: false,
    successMessage: (data) => (data.emailed ? t("declined") : t("declinedCall", { phone: request.requesterPhone })),
    onSuccess: onDone,
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    clearErrors();
    run({ id: request.id, message });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t("declineTitle")} closeLabel={t("close")}>
      <form onSubmit={submit} className="space-y-4">
        <p className="text-sm text-slate-700">
          {t("declineIntro")} <Confidential>{request.requesterName}</Confidential>
        </p>
        <div className="space-y-1">
          <label htmlFor="decline-message" className="block text-sm font-medium text-slate-700">
            {t("declineMessage")}
          </label>
          <MaxLengthTextarea id="decline-message" rows={4} maxLength={2000} className={inputClass} value={message} onChange={(e) => setMessage(e.target.value)} />
          <p className="text-xs text-slate-500">{t("declineHint")}</p>
        </div>
        <FormAlert>{error("form")}</FormAlert>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant="danger" disabled={pending}>
            {pending ? t("saving") : t("declineConfirm")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
