"use client";

import { useState, type ChangeEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { changePasswordAction } from "@/lib/account/profile-actions";
import { ZChangePassword } from "@/lib/auth/schemas";
import { Form, FormAlert, formCardClass, TextField } from "@/components/ui/form";
import { useProfileAction } from "./use-profile-action";

/**
 * Change password: the current one is asked (and counted like a sign-in attempt), the new one
 * twice. Every session ends with the change, this one too: the user signs in again.
 */
export function PasswordForm() {
  const t = useTranslations("profile.password");
  const [values, setValues] = useState({ current_password: "", password: "", password_confirmation: "" });
  const [done, setDone] = useState(false);
  const { errors, pending, submit: send, check } = useProfileAction();
  const set = (k: keyof typeof values) => (e: ChangeEvent<HTMLInputElement>) => setValues((x) => ({ ...x, [k]: e.target.value }));
  const bind = (k: keyof typeof values) => ({ id: k, name: k, value: values[k], onChange: set(k), error: errors[k] });

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
    // Every session ends with the change: nothing to render afresh, the user signs in again.
    send(() => changePasswordAction(values), { then: () => setDone(true), refresh: false });
  };

  return (
    <Form className={formCardClass} onSubmit={submit}>
      <TextField {...bind("current_password")} type="password" label={t("current")} autoComplete="current-password" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...bind("password")} type="password" label={t("new")} autoComplete="new-password" hint={t("rule")} />
        <TextField {...bind("password_confirmation")} type="password" label={t("confirm")} autoComplete="new-password" />
      </div>
      <p className="text-sm text-slate-600">{t("signOutNote")}</p>
      <FormAlert>{errors.form}</FormAlert>
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {t("submit")}
      </Button>
    </Form>
  );
}
