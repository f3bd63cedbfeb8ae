"use client";

import { useTranslations } from "next-intl";
import { LoginForm } from "@/components/auth/login-form";
import { Dialog } from "@/components/ui/dialog";
import { ScrollBody } from "./scroll-body";

type TProps = {
  onClose: () => void;
  onRegister: () => void;
  callbackUrl?: string;
  defaultUsername?: string;
  notice?: string | null;
};

/** The login dialog of the shared view: the account area's login form in a dialog titled "Log in". */
export function LoginDialog({ onClose, onRegister, callbackUrl, defaultUsername, notice }: TProps) {
  const t = useTranslations("signup");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t("login.title")} closeLabel={t("close")}>
      <ScrollBody>
        {notice ? (
          <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {notice}
          </p>
        ) : null}
        <LoginForm key={defaultUsername ?? ""} callbackUrl={callbackUrl} defaultUsername={defaultUsername} />
        <p className="mt-5 text-center text-sm text-slate-600">
          {t("login.noAccount")}{" "}
          <button type="button" className="font-medium text-brand-700 underline" onClick={onRegister}>
            {t("login.createAccount")}
          </button>
        </p>
      </ScrollBody>
    </Dialog>
  );
}
