"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useAction } from "@/components/ui/use-action";
import { changeUserAction } from "@/lib/account-admin/user-actions";

type TConfirm = "deactivate" | "lock" | null;

/** Activate / deactivate, lock, and the password-reset e-mail of one user; the two that sign a person out ask first. */
export function UserAccessActions({ id, name, active, locked, self, linksConfigured }: { id: number; name: string; active: boolean; locked: boolean; self: boolean; linksConfigured: boolean }) {
  const t = useTranslations("adminUsers.page");
  const [confirm, setConfirm] = useState<TConfirm>(null);
  // Every refusal here is about the account as a whole: a toast, and the confirmation closes.
  const { pending, submit } = useAction(null, { namespace: "adminUsers.page", fields: [] });
  const run = (input: Parameters<typeof changeUserAction>[0], done: (kind?: string) => string) =>
    submit(
      () => changeUserAction(input),
      (data) => done(data.emailKind),
      () => setConfirm(null),
    );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {active ? (
          <Button variant="secondary" disabled={pending || self} onClick={() => setConfirm("deactivate")} aria-describedby="user-deactivate-hint">
            {t("deactivate")}
          </Button>
        ) : (
          <Button variant="secondary" disabled={pending} onClick={() => run({ op: "active", id, active: true }, () => t("activated"))}>
            {t("activate")}
          </Button>
        )}
        <Button variant="secondary" disabled={pending || self || !active || locked} onClick={() => setConfirm("lock")} aria-describedby="user-lock-hint">
          {t("lock")}
        </Button>
        <Button
          variant="secondary"
          disabled={pending || !linksConfigured}
          onClick={() => run({ op: "resetEmail", id }, (kind) => (kind === "activate" ? t("activationSent") : t("resetSent")))}
          aria-describedby="user-reset-hint"
        >
          {t("resetEmail")}
        </Button>
      </div>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
        <li id="user-deactivate-hint">{t("deactivateHint")}</li>
        <li id="user-lock-hint">{t("lockHint")}</li>
        <li id="user-reset-hint">{linksConfigured ? t("resetHint") : t("appUrlMissing")}</li>
      </ul>
      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t("confirmTitle")}
        description={confirm === "lock" ? t("confirmLock", { name }) : t("confirmDeactivate", { name })}
        closeLabel={t("cancel")}
      >
        <div className="flex justify-end gap-2 pt-4">
          <Button variant="ghost" onClick={() => setConfirm(null)}>
            {t("cancel")}
          </Button>
          <Button disabled={pending} onClick={() => (confirm === "lock" ? run({ op: "lock", id }, () => t("locked")) : run({ op: "active", id, active: false }, () => t("deactivated")))}>
            {t("confirm")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
