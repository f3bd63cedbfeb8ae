"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { successToast } from "@/components/ui/success-toast";
import { FormAlert, formClass, TextInput, useProfileSubmit } from "@/components/profile/form-bits";
import { saveAdminSettingsAction } from "@/lib/account-admin/settings-actions";
import { TRIAL_DAYS_MAX, TRIAL_DAYS_MIN, ZAdminSettings } from "@/lib/account-admin/settings-schemas";

type TValues = { joinUrl: string; senderName: string; senderEmail: string; trialDays: string };

/** The administrator's settings beside maintenance mode: live training link, email sender, trial length. */
export function AdminSettingsForm({ initial, defaultSender }: { initial: TValues; defaultSender: string }) {
  const t = useTranslations("adminMoney.settings");
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [pending, startTransition] = useTransition();
  const { errors, run, check } = useProfileSubmit();
  const set = (k: keyof TValues) => (v: string) => setValues((x) => ({ ...x, [k]: v }));
  // Field messages in the admin's language (profile.errors has the generic ones).
  const message = (field: keyof TValues) => (errors[field] ? t(`errors.${field}`) : undefined);

  const submit = () => {
    const parsed = ZAdminSettings.safeParse(values);
    if (!check(parsed.success ? null : parsed.error.issues)) return;
    startTransition(async () => {
      if (await run(() => saveAdminSettingsAction(values))) {
        successToast(t("saved"));
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
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold">{t("training")}</legend>
        <TextInput id="joinUrl" label={t("joinUrl")} value={values.joinUrl} onChange={set("joinUrl")} error={message("joinUrl")} hint={t("joinUrlHint")} maxLength={500} />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold">{t("sender")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput id="senderName" label={t("senderName")} value={values.senderName} onChange={set("senderName")} error={message("senderName")} maxLength={100} />
          <TextInput id="senderEmail" type="email" label={t("senderEmail")} value={values.senderEmail} onChange={set("senderEmail")} error={message("senderEmail")} hint={t("senderHint", { sender: defaultSender })} maxLength={254} />
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold">{t("trial")}</legend>
        <TextInput id="trialDays" number={{ min: TRIAL_DAYS_MIN, max: TRIAL_DAYS_MAX }} label={t("trialDays")} value={values.trialDays} onChange={set("trialDays")} error={message("trialDays")} hint={t("trialHint")} />
      </fieldset>
      <FormAlert message={errors.form ?? (Object.keys(errors).some((k) => !(k in values)) ? t("errors.failed") : undefined)} />
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {t("save")}
      </Button>
    </form>
  );
}
