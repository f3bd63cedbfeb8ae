"use client";

import { useId } from "react";
import { useLocale, useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/form/field";
import { addOneYear } from "@/lib/calendar/rules";
import { dateFormatter } from "@/lib/i18n/format";

export type TRepeat = { freq: "none" | "daily" | "weekly"; interval: number; weekdays: number[]; until: string };

type TProps = {
  value: TRepeat;
  onChange: (next: TRepeat) => void;
  /** The event's date: the repeat ends on or after it, at most a year later. */
  date: string;
  errors: { freq?: string | null; weekdays?: string | null; until?: string | null; interval?: string | null };
};

/** Weekday names in the user's language, Monday first (1 = Monday … 7 = Sunday, as the API counts). */
function weekdayNames(locale: string, width: "short" | "long"): string[] {
  const fmt = dateFormatter(locale, { weekday: width });
  // 2024-01-01 was a Monday.
  return [1, 2, 3, 4, 5, 6, 7].map((d) => fmt.format(new Date(Date.UTC(2024, 0, d))));
}

/** Repeat: does not repeat, daily or weekly on chosen days, every 1-4 days or weeks, until a date. */
export function RecurrenceFields({ value, onChange, date, errors }: TProps) {
  const t = useTranslations("calendar.repeat");
  const locale = useLocale();
  const id = useId();
  const shortNames = weekdayNames(locale, "short");
  const longNames = weekdayNames(locale, "long");
  const set = (patch: Partial<TRepeat>) => onChange({ ...value, ...patch });
  const maxUntil = /^\d{4}-\d{2}-\d{2}$/.test(date) ? addOneYear(date) : undefined;

  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{t("legend")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-freq`} className="block text-sm font-medium text-slate-700">
            {t("freq")}
          </label>
          <select id={`${id}-freq`} className={inputClass} value={value.freq} onChange={(e) => set({ freq: e.target.value as TRepeat["freq"] })}>
            <option value="none">{t("none")}</option>
            <option value="daily">{t("daily")}</option>
            <option value="weekly">{t("weekly")}</option>
          </select>
        </div>
        {value.freq !== "none" ? (
          <div className="space-y-1">
            <label htmlFor={`${id}-interval`} className="block text-sm font-medium text-slate-700">
              {t("every")}
            </label>
            <select
              id={`${id}-interval`}
              className={inputClass}
              value={value.interval}
              onChange={(e) => set({ interval: Number(e.target.value) })}
              aria-describedby={errors.interval ? `${id}-interval-error` : undefined}
            >
              {[1, 2, 3, 4].map((n) => (
                <option key={n} value={n}>
                  {value.freq === "daily" ? t("everyDays", { count: n }) : t("everyWeeks", { count: n })}
                </option>
              ))}
            </select>
            {errors.interval ? (
              <p id={`${id}-interval-error`} className="text-sm text-red-700">
                {errors.interval}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {value.freq === "weekly" ? (
        <fieldset aria-describedby={errors.weekdays ? `${id}-weekdays-error` : undefined}>
          <legend className="mb-1 block text-sm font-medium text-slate-700">{t("onDays")}</legend>
          <div className="flex flex-wrap gap-2">
            {shortNames.map((name, i) => {
              const day = i + 1;
              const checked = value.weekdays.includes(day);
              return (
                <label
                  key={day}
                  className={`flex cursor-pointer items-center gap-1 rounded-md border px-2 py-1 text-sm ${checked ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 text-slate-700"}`}
                >
                  <input
                    type="checkbox"
                    className="h-4 w-4"
                    checked={checked}
                    aria-label={longNames[i]}
                    onChange={(e) => set({ weekdays: e.target.checked ? [...value.weekdays, day].sort((a, b) => a - b) : value.weekdays.filter((d) => d !== day) })}
                  />
                  <span aria-hidden="true">{name}</span>
                </label>
              );
            })}
          </div>
          {errors.weekdays ? (
            <p id={`${id}-weekdays-error`} className="mt-1 text-sm text-red-700">
              {errors.weekdays}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {value.freq !== "none" ? (
        <div className="space-y-1 sm:max-w-xs">
          <label htmlFor={`${id}-until`} className="block text-sm font-medium text-slate-700">
            {t("until")}
          </label>
          <input
            id={`${id}-until`}
            type="date"
            className={`${inputClass} ${errors.until ? "border-red-500" : ""}`}
            value={value.until}
            min={date || undefined}
            max={maxUntil}
            required
            onChange={(e) => set({ until: e.target.value })}
            aria-invalid={errors.until ? true : undefined}
            aria-describedby={`${id}-until-hint${errors.until ? ` ${id}-until-error` : ""}`}
          />
          <p id={`${id}-until-hint`} className="text-xs text-slate-500">
            {t("untilHint")}
          </p>
          {errors.until ? (
            <p id={`${id}-until-error`} className="text-sm text-red-700">
              {errors.until}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
