"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ScrollBody } from "./scroll-body";
import { successRoleLabel } from "@/lib/signup/rules";
import { callApi } from "./api";
import type { TRegistered } from "./signup-form";
import { SurveyForm } from "./survey-form";

const ROLE_LABEL_KEYS = { User: "user", Manager: "manager", "U Student": "uStudent", "U Manager": "uManager" } as const;

/** "Successful registration closes the dialog and shows the success dialog with a survey." */
export function SuccessDialog({ result, onDone }: { result: TRegistered; onDone: () => void }) {
  const t = useTranslations("signup.success");
  const common = useTranslations("signup");
  const [resent, setResent] = useState<"idle" | "sending" | "sent">("idle");
  const role = t(`roleLabels.${ROLE_LABEL_KEYS[successRoleLabel(result.user.role_id)]}`);

  const resend = async () => {
    setResent("sending");
    await callApi("/api/v1/registerEmail", { user_id: result.user.id });
    setResent("sent");
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onDone()} title={t("title")} closeLabel={common("close")}>
      <ScrollBody>
        <div className="space-y-4">
          <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">{t("roleBadge", { role })}</p>
          <p className="text-sm text-slate-700">{t("body", { role, email: result.user.email, username: result.user.username })}</p>
          <p className="text-sm text-slate-700">
            {t("noEmail")}{" "}
            <button type="button" className="font-medium text-brand-700 underline disabled:opacity-60" disabled={resent !== "idle"} onClick={() => void resend()}>
              {resent === "sent" ? t("resent") : t("resend")}
            </button>
          </p>
          <hr className="border-slate-200" />
          <SurveyForm userId={result.user.id} onDone={onDone} />
        </div>
      </ScrollBody>
    </Dialog>
  );
}

/** "An email already in the system closes the dialog and opens a success dialog for an existing user." */
export function ExistingUserDialog({ onLogin, onClose }: { onLogin: () => void; onClose: () => void }) {
  const t = useTranslations("signup.existing");
  const common = useTranslations("signup");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t("title")} closeLabel={common("close")}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{t("body")}</p>
        <Button className="w-full" onClick={onLogin}>
          {t("login")}
        </Button>
      </div>
    </Dialog>
  );
}
