"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/form/field";
import { HOUR_OPTIONS, minuteOptions, to12h, to24h, type TMeridiem } from "./ui-rules";

type TProps = {
  /** 24-hour 'HH:mm'. */
  value: string;
  onChange: (hm: string) => void;
  legend: string;
  /** Minute step, 5 by default (5 to 60). */
  step?: number;
  error?: string | null;
  idPrefix?: string;
};

/** The 12-hour time picker: hour, minute in 5-minute steps, AM/PM. Gives back 'HH:mm'. */
export function TimePicker({ value, onChange, legend, step = 5, error, idPrefix }: TProps) {
  const t = useTranslations("calendar.time");
  const auto = useId();
  const id = idPrefix ?? auto;
  const parts = to12h(value);
  const steps = minuteOptions(step);
  // A stored time off the step (an import at 10:07) stays choosable.
  const minutes = steps.includes(parts.minute) ? steps : [...steps, parts.minute].sort((a, b) => a - b);
  const set = (patch: Partial<typeof parts>) => onChange(to24h({ ...parts, ...patch }));
  const select = `${inputClass} w-auto`;

  return (
    <fieldset className="space-y-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="block text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex items-center gap-1">
        <label htmlFor={`${id}-hour`} className="sr-only">
          {t("hour")}
        </label>
        <select id={`${id}-hour`} className={select} value={parts.hour} onChange={(e) => set({ hour: Number(e.target.value) })} aria-invalid={error ? true : undefined}>
          {HOUR_OPTIONS.map((h) => (
            <option key={h} value={h}>
              {h}
            </option>
          ))}
        </select>
        <span aria-hidden="true">:</span>
        <label htmlFor={`${id}-minute`} className="sr-only">
          {t("minute")}
        </label>
        <select id={`${id}-minute`} className={select} value={parts.minute} onChange={(e) => set({ minute: Number(e.target.value) })} aria-invalid={error ? true : undefined}>
          {minutes.map((m) => (
            <option key={m} value={m}>
              {String(m).padStart(2, "0")}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-meridiem`} className="sr-only">
          {t("meridiem")}
        </label>
        <select id={`${id}-meridiem`} className={select} value={parts.meridiem} onChange={(e) => set({ meridiem: e.target.value as TMeridiem })} aria-invalid={error ? true : undefined}>
          <option value="AM">{t("am")}</option>
          <option value="PM">{t("pm")}</option>
        </select>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
