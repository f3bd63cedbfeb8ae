"use client";

import { useMemo, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { successToast } from "@/components/ui/success-toast";
import { updateProfilePreferencesAction } from "@/lib/account/profile-actions";
import { ZProfilePreferences } from "@/lib/account/profile-schemas";
import { LOCALE_NAMES, LOCALES, type TLocale } from "@/lib/i18n/locales";
import { FormAlert, formClass, useProfileSubmit } from "./form-bits";

type TValues = { language: TLocale; timezone: string; hideConfidential: boolean };

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return all.includes(current) ? all : [current, ...all];
}

/** Language, time zone and the confidentiality eye (student names hidden by default). */
export function PreferencesForm({ initial }: { initial: TValues }) {
  const t = useTranslations("profile.preferences");
  const tc = useTranslations("profile");
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const zones = useMemo(() => timeZones(initial.timezone), [initial.timezone]);
  const [pending, startTransition] = useTransition();
  const { errors, run, check } = useProfileSubmit();

  const submit = () => {
    const parsed = ZProfilePreferences.safeParse(values);
    if (!check(parsed.success ? null : parsed.error.issues)) return;
    startTransition(async () => {
      if (await run(() => updateProfilePreferencesAction(values))) {
        successToast(tc("saved"));
        // The language is the page's: render it again in the new one.
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
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="language" className="block text-sm font-medium text-slate-700">
            {t("language")}
          </label>
          <select id="language" className={inputClass} value={values.language} onChange={(e) => setValues((v) => ({ ...v, language: e.target.value as TLocale }))}>
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="timezone" className="block text-sm font-medium text-slate-700">
            {t("timezone")}
          </label>
          <select
            id="timezone"
            className={`${inputClass} ${errors.timezone ? "border-red-500" : ""}`}
            value={values.timezone}
            onChange={(e) => setValues((v) => ({ ...v, timezone: e.target.value }))}
            aria-invalid={errors.timezone ? true : undefined}
            aria-describedby={errors.timezone ? "timezone-error" : "timezone-hint"}
          >
            {zones.map((z) => (
              <option key={z} value={z}>
                {z.replaceAll("_", " ")}
              </option>
            ))}
          </select>
          <p id="timezone-hint" className="text-xs text-slate-500">
            {t("timezoneHint")}
          </p>
          {errors.timezone ? (
            <p id="timezone-error" className="text-sm text-red-700">
              {errors.timezone}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex items-start gap-2">
        <input id="hideConfidential" type="checkbox" className="mt-1 h-4 w-4" checked={values.hideConfidential} onChange={(e) => setValues((v) => ({ ...v, hideConfidential: e.target.checked }))} aria-describedby="hideConfidential-hint" />
        <div>
          <label htmlFor="hideConfidential" className="text-sm font-medium text-slate-700">
            {t("hideConfidential")}
          </label>
          <p id="hideConfidential-hint" className="text-xs text-slate-500">
            {t("hideConfidentialHint")}
          </p>
        </div>
      </div>
      <FormAlert message={errors.form} />
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {tc("save")}
      </Button>
    </form>
  );
}
