"use client";

import { useState, type ChangeEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Form, FormAlert, formCardClass, NumberField, TextField } from "@/components/ui/form";
import { useProfileAction } from "@/components/profile/use-profile-action";
import { saveAdminSettingsAction } from "@/lib/account-admin/settings-actions";
import { TRIAL_DAYS_MAX, TRIAL_DAYS_MIN, ZAdminSettings } from "@/lib/account-admin/settings-schemas";

type TValues = { joinUrl: string; senderName: string; senderEmail: string; trialDays: string };

/** The administrator's settings beside maintenance mode: live training link, email sender, trial length. */
export function AdminSettingsForm({ initial, defaultSender }: { initial: TValues; defaultSender: string }) {
  const t = useTranslations("adminMoney.settings");
  const [values, setValues] = useState(initial);
  const { errors, pending, submit: send, check } = useProfileAction();
  const set = (k: keyof TValues) => (e: ChangeEvent<HTMLInputElement>) => setValues((x) => ({ ...x, [k]: e.target.value }));
  // Field messages in the admin's language (profile.errors has the generic ones).
  const message = (field: keyof TValues) => (errors[field] ? t(`errors.${field}`) : undefined);
  const bind = (k: keyof TValues) => ({ id: k, name: k, value: values[k], onChange: set(k), error: message(k) });

  const submit = () => {
    const parsed = ZAdminSettings.safeParse(values);
    if (!check(parsed.success ? null : parsed.error.issues)) return;
    send(() => saveAdminSettingsAction(values), t("saved"));
  };

  return (
    <Form className={formCardClass} onSubmit={submit}>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold">{t("training")}</legend>
        <TextField {...bind("joinUrl")} label={t("joinUrl")} hint={t("joinUrlHint")} maxLength={500} />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold">{t("sender")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...bind("senderName")} label={t("senderName")} maxLength={100} />
          <TextField {...bind("senderEmail")} type="email" label={t("senderEmail")} hint={t("senderHint", { sender: defaultSender })} maxLength={254} />
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold">{t("trial")}</legend>
        <NumberField
          id="trialDays"
          name="trialDays"
          required
          min={TRIAL_DAYS_MIN}
          max={TRIAL_DAYS_MAX}
          label={t("trialDays")}
          value={values.trialDays}
          onValueChange={(trialDays) => setValues((x) => ({ ...x, trialDays }))}
          error={message("trialDays")}
          hint={t("trialHint")}
        />
      </fieldset>
      <FormAlert>{errors.form ?? (Object.keys(errors).some((k) => !(k in values)) ? t("errors.failed") : undefined)}</FormAlert>
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {t("save")}
      </Button>
    </Form>
  );
}
