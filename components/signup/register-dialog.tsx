"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { ScrollBody } from "./scroll-body";
import type { TSignupTag } from "@/lib/signup/dialogs";
import type { TCouponInfo } from "@/lib/signup/context";
import { SignupForm, type TRegistered } from "./signup-form";

type TProps = {
  tag?: TSignupTag;
  coupon: TCouponInfo | null;
  onClose: () => void;
  onLogin: () => void;
  onRegistered: (result: TRegistered) => void;
  /** An account with this email exists: with the login notice of a 406 answer's first error, else null. */
  onExists: (email: string, loginNotice: string | null) => void;
};

/** The registration dialog (free trial), with the coupon or the page's tag when there is one. */
export function RegisterDialog({ tag, coupon, onClose, onLogin, onRegistered, onExists }: TProps) {
  const t = useTranslations("signup");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t("register.title")} closeLabel={t("close")}>
      <ScrollBody>
        <p className="mb-4 text-sm text-slate-600">{coupon?.expires0731 ? t("register.intro0731") : t("register.intro")}</p>
        {coupon ? (
          <p className="mb-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
            {coupon.discount === 100 ? t("register.couponFree", { code: coupon.code }) : t("register.coupon", { code: coupon.code, discount: coupon.discount })}
          </p>
        ) : null}
        {tag ? <p className="mb-4 text-sm font-medium text-brand-800">{t(`register.tags.${tag}`)}</p> : null}
        <SignupForm
          idPrefix="register"
          endpoint="/api/v1/register"
          dialogType="register"
          tag={tag}
          couponCode={coupon?.code}
          submitLabel={t("register.submit")}
          onRegistered={onRegistered}
          onExists={onExists}
        />
        <HaveAccount onLogin={onLogin} />
      </ScrollBody>
    </Dialog>
  );
}

/** "Already have an account? Log in" under a sign-up form: opens the login dialog. */
export function HaveAccount({ onLogin }: { onLogin: () => void }) {
  const t = useTranslations("signup");
  return (
    <p className="mt-5 text-center text-sm text-slate-600">
      {t("register.haveAccount")}{" "}
      <button type="button" className="font-medium text-brand-700 underline" onClick={onLogin}>
        {t("register.login")}
      </button>
    </p>
  );
}
