"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { Confidential } from "@/components/shell/confidential";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/field";
import { useErrorText } from "@/components/ui/use-error-text";
import { declineRequestAction } from "@/lib/appointments/actions";
import type { TAppointmentRequest } from "@/lib/appointments/queries";
import { MaxLengthTextarea } from "@/components/ui/max-length-field";

/** Decline a request, with an optional message: the requester is emailed. */
export function DeclineDialog({ request, onClose, onDone }: { request: TAppointmentRequest; onClose: () => void; onDone: () => void }) {
  const t = useTranslations("appointments");
  const errorText = useErrorText();
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    start(async () => {
      const r = await callAction(() => declineRequestAction({ id: request.id, message }));
      if (r.ok) {
        toast.success(r.data.emailed ? t("declined") : t("declinedCall", { phone: request.requesterPhone }));
        onDone();
      } else if (!shownByShell(r)) {
        const entry = r.error[0];
        setError(entry && t.has(`errors.${entry.code}`) ? t(`errors.${entry.code}`) : errorText(entry, t("errors.failed")));
      }
    });
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
        {error ? (
          <p className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-800" role="alert">
            {error}
          </p>
        ) : null}
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
