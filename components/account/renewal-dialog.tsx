"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { requestRenewalAction } from "@/lib/account/actions";
import { useAccountErrorText } from "./use-account-error";

type TProps = {
  open: boolean;
  /** Closing: `sent` tells whether the request went out. */
  onClose: (sent: boolean) => void;
  /** The single-use ticket of an accountExpires answer (not signed in), or null when signed in. */
  ticket: string | null;
  expired: boolean;
};

/**
 * "Role 44 sees a renewal dialog and asks the manager for a renewal quote instead of renewing
 * directly." Success shows the toast 'Request' / 'Sent.'.
 */
export function RenewalDialog({ open, onClose, ticket, expired }: TProps) {
  const t = useTranslations("account.renewal");
  const errorText = useAccountErrorText();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, startTransition] = useTransition();

  const ask = () =>
    startTransition(async () => {
      const result = await requestRenewalAction(ticket);
      if (!result.ok) return setError(errorText(result.error[0], t("failed")));
      setError(null);
      setSent(true);
      toast.success(t("toastTitle"), { description: t("toastBody") });
    });

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose(sent)} title={t("title")} closeLabel={t("close")}>
      <div className="space-y-4 text-sm text-slate-700">
        <p>{expired ? t("expired") : t("endsSoon")}</p>
        <p>{t("explain")}</p>
        {error ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
            {error}
          </p>
        ) : null}
        {sent ? (
          <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900">
            {t("sent")}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {sent ? (
            <Button onClick={() => onClose(true)}>{expired ? t("close") : t("continue")}</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => onClose(false)}>
                {expired ? t("notNow") : t("continue")}
              </Button>
              <Button onClick={ask} disabled={pending}>
                {pending ? t("sending") : t("ask")}
              </Button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
