"use client";

import { useTranslations } from "next-intl";
import { LoginForm } from "@/components/auth/login-form";
import { safeCallbackPath } from "@/lib/auth/rules";
import { Dialog } from "@/components/ui/dialog";
import { ScrollBody } from "./scroll-body";

/** The note above the login form: the visit's expired sign-in link, an existing account, or a refused sign-up's own words. */
export type TLoginNotice = "loginWithToken" | "userExists" | { text: string } | null;

type TProps = {
  onClose: () => void;
  onRegister: () => void;
  /** The ?callbackUrl= of the visit as given: only a safe path of the site is used. */
  callbackUrl?: string;
  /** Where the login goes when the visit names no (safe) callback, e.g. the train panel's /trainSchedule. */
  defaultCallbackUrl?: string;
  defaultUsername?: string;
  notice?: TLoginNotice;
};

/** The login dialog of the shared view: the account area's login form in a dialog titled "Log in". */
export function LoginDialog({ onClose, onRegister, callbackUrl, defaultCallbackUrl, defaultUsername, notice }: TProps) {
  const t = useTranslations("signup");
  // The check runs here, not in the page's view: lib/auth/rules loads with the dialog, not with the page.
  const target = safeCallbackPath(callbackUrl) ?? defaultCallbackUrl;
  const noticeText = notice === "loginWithToken" ? t("login.notices.loginWithToken") : notice === "userExists" ? t("errors.user_exists") : (notice?.text ?? null);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t("login.title")} closeLabel={t("close")}>
      <ScrollBody>
        {noticeText ? (
          <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {noticeText}
          </p>
        ) : null}
        <LoginForm key={defaultUsername ?? ""} callbackUrl={target} defaultUsername={defaultUsername} />
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
