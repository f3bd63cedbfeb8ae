"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { changePasswordAction } from "@/lib/account/profile-actions";
import { ZChangePassword } from "@/lib/auth/schemas";
import { FormAlert, formClass, TextInput, useProfileSubmit } from "./form-bits";

/**
 * Change password: the current one is asked (and counted like a sign-in attempt), the new one
 * twice. Every session ends with the change, this one too: the user signs in again.
 */
export function PasswordForm() {
  const t = useTranslations("profile.password");
  const [values, setValues] = useState({ current_password: "", password: "", password_confirmation: "" });
  const [done, setDone] = useState(false);
  const [pending, startTransition] = useTransition();
  const { errors, run, check } = useProfileSubmit();
  const set = (k: keyof typeof values) => (v: string) => setValues((x) => ({ ...x, [k]: v }));

  if (done) {
    return (
      <div role="status" className="space-y-3 rounded-lg border border-emerald-300 bg-emerald-50 p-5 text-sm text-emerald-900">
        <p>{t("changed")}</p>
        <a href="/login" className="font-medium underline">
          {t("signIn")}
        </a>
      </div>
    );
  }

  const submit = () => {
    const parsed = ZChangePassword.safeParse(values);
    if (!check(parsed.success ? null : parsed.error.issues)) return;
    startTransition(async () => {
      if (await run(() => changePasswordAction(values))) setDone(true);
    });
  };

  return (
    <form
      noValidate
      className={formClass}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextInput id="current_password" type="password" label={t("current")} value={values.current_password} onChange={set("current_password")} error={errors.current_password} autoComplete="current-password" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput id="password" type="password" label={t("new")} value={values.password} onChange={set("password")} error={errors.password} autoComplete="new-password" hint={t("rule")} />
        <TextInput id="password_confirmation" type="password" label={t("confirm")} value={values.password_confirmation} onChange={set("password_confirmation")} error={errors.password_confirmation} autoComplete="new-password" />
      </div>
      <p className="text-sm text-slate-600">{t("signOutNote")}</p>
      <FormAlert message={errors.form} />
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {t("submit")}
      </Button>
    </form>
  );
}
