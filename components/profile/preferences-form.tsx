"use client";

import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { CheckboxField, Form, FormAlert, formCardClass, SelectField } from "@/components/ui/form";
import { updateProfilePreferencesAction } from "@/lib/account/profile-actions";
import { ZProfilePreferences } from "@/lib/account/profile-schemas";
import { LOCALE_NAMES, LOCALES, type TLocale } from "@/lib/i18n/locales";
import { useProfileAction } from "./use-profile-action";

type TValues = { language: TLocale; timezone: string; hideConfidential: boolean };

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return all.includes(current) ? all : [current, ...all];
}

/** Language, time zone and the confidentiality eye (student names hidden by default). */
export function PreferencesForm({ initial }: { initial: TValues }) {
  const t = useTranslations("profile.preferences");
  const tc = useTranslations("profile");
  const [values, setValues] = useState(initial);
  const zones = useMemo(() => timeZones(initial.timezone), [initial.timezone]);
  const { errors, pending, submit: send, check } = useProfileAction();

  const submit = () => {
    const parsed = ZProfilePreferences.safeParse(values);
    if (!check(parsed.success ? null : parsed.error.issues)) return;
    // The language is the page's: the success renders it again in the new one.
    send(() => updateProfilePreferencesAction(values), tc("saved"));
  };

  return (
    <Form className={formCardClass} onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="language" label={t("language")} value={values.language} onChange={(e) => setValues((v) => ({ ...v, language: e.target.value as TLocale }))} error={errors.language}>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="timezone"
          label={t("timezone")}
          hint={t("timezoneHint")}
          value={values.timezone}
          onChange={(e) => setValues((v) => ({ ...v, timezone: e.target.value }))}
          error={errors.timezone}
          options={zones.map((z) => ({ value: z, label: z.replaceAll("_", " ") }))}
        />
      </div>
      <CheckboxField
        id="hideConfidential"
        label={t("hideConfidential")}
        hint={t("hideConfidentialHint")}
        checked={values.hideConfidential}
        onChange={(e) => setValues((v) => ({ ...v, hideConfidential: e.target.checked }))}
      />
      <FormAlert>{errors.form}</FormAlert>
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {tc("save")}
      </Button>
    </Form>
  );
}
