"use client";

import { useState, type ChangeEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { updatePersonalDataAction } from "@/lib/account/profile-actions";
import { ZProfilePersonal } from "@/lib/account/profile-schemas";
import { Form, FormAlert, formCardClass, TextField } from "@/components/ui/form";
import { useProfileAction } from "./use-profile-action";

type TValues = { first_name: string; last_name: string; email: string; phone: string; current_password?: string };

/** Personal data: first and last name, email and phone, with the sign-up rules. */
export function PersonalForm({ initial, username }: { initial: TValues; username: string }) {
  const t = useTranslations("profile.personal");
  const tc = useTranslations("profile");
  const [values, setValues] = useState(initial);
  const { errors, pending, submit: send, check } = useProfileAction();
  const set = (k: keyof TValues) => (e: ChangeEvent<HTMLInputElement>) => setValues((x) => ({ ...x, [k]: e.target.value }));
  const bind = (k: keyof TValues) => ({ id: k, name: k, value: values[k] ?? "", onChange: set(k), error: errors[k] });
  // A new e-mail address asks for the current password (the server checks it and tells the old address).
  const emailChanging = values.email.trim().toLowerCase() !== initial.email.trim().toLowerCase();

  const submit = () => {
    const parsed = ZProfilePersonal.safeParse(values);
    if (!check(parsed.success ? null : parsed.error.issues)) return;
    send(() => updatePersonalDataAction(emailChanging ? values : { ...values, current_password: "" }), {
      message: tc("saved"),
      then: () => setValues((x) => ({ ...x, current_password: "" })),
    });
  };

  return (
    <Form className={formCardClass} onSubmit={submit}>
      <p className="text-sm text-slate-600">{t("username", { username })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...bind("first_name")} label={t("firstName")} autoComplete="given-name" maxLength={100} />
        <TextField {...bind("last_name")} label={t("lastName")} autoComplete="family-name" maxLength={100} />
        <TextField {...bind("email")} type="email" label={t("email")} autoComplete="email" maxLength={320} />
        <TextField {...bind("phone")} type="tel" label={t("phone")} autoComplete="tel" maxLength={32} />
        {emailChanging ? (
          <TextField {...bind("current_password")} type="password" label={t("currentPassword")} hint={t("currentPasswordHint")} autoComplete="current-password" maxLength={200} />
        ) : null}
      </div>
      <FormAlert>{errors.form}</FormAlert>
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {tc("save")}
      </Button>
    </Form>
  );
}
