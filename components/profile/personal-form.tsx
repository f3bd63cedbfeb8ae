"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { successToast } from "@/components/ui/success-toast";
import { updatePersonalDataAction } from "@/lib/account/profile-actions";
import { ZProfilePersonal } from "@/lib/account/profile-schemas";
import { FormAlert, formClass, TextInput, useProfileSubmit } from "./form-bits";

type TValues = { first_name: string; last_name: string; email: string; phone: string; current_password?: string };

/** Personal data: first and last name, email and phone, with the sign-up rules. */
export function PersonalForm({ initial, username }: { initial: TValues; username: string }) {
  const t = useTranslations("profile.personal");
  const tc = useTranslations("profile");
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [pending, startTransition] = useTransition();
  const { errors, run, check } = useProfileSubmit();
  const set = (k: keyof TValues) => (v: string) => setValues((x) => ({ ...x, [k]: v }));
  // A new e-mail address asks for the current password (the server checks it and tells the old address).
  const emailChanging = values.email.trim().toLowerCase() !== initial.email.trim().toLowerCase();

  const submit = () => {
    const parsed = ZProfilePersonal.safeParse(values);
    if (!check(parsed.success ? null : parsed.error.issues)) return;
    startTransition(async () => {
      if (await run(() => updatePersonalDataAction(emailChanging ? values : { ...values, current_password: "" }))) {
        setValues((x) => ({ ...x, current_password: "" }));
        successToast(tc("saved"));
        router.refresh();
      }
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
      <p className="text-sm text-slate-600">{t("username", { username })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput id="first_name" label={t("firstName")} value={values.first_name} onChange={set("first_name")} error={errors.first_name} autoComplete="given-name" maxLength={100} />
        <TextInput id="last_name" label={t("lastName")} value={values.last_name} onChange={set("last_name")} error={errors.last_name} autoComplete="family-name" maxLength={100} />
        <TextInput id="email" type="email" label={t("email")} value={values.email} onChange={set("email")} error={errors.email} autoComplete="email" maxLength={320} />
        <TextInput id="phone" type="tel" label={t("phone")} value={values.phone} onChange={set("phone")} error={errors.phone} autoComplete="tel" maxLength={32} />
        {emailChanging ? (
          <TextInput
            id="current_password"
            type="password"
            label={t("currentPassword")}
            hint={t("currentPasswordHint")}
            value={values.current_password ?? ""}
            onChange={set("current_password")}
            error={errors.current_password}
            autoComplete="current-password"
            maxLength={200}
          />
        ) : null}
      </div>
      <FormAlert message={errors.form} />
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {tc("save")}
      </Button>
    </form>
  );
}
