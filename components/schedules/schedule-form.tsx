"use client";

import { useId, useState, useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { CategorySelect } from "@/components/calendar/category-select";
import { TimePicker } from "@/components/calendar/time-picker";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { DateField } from "@/components/student-days/date-field";
import { Button, buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { successToast } from "@/components/ui/success-toast";
import type { TCategoryOption } from "@/lib/categories/rules";
import { saveScheduleItemAction } from "@/lib/schedules/actions";
import type { TScheduleItemJson } from "@/lib/schedules/schemas";
import { useScheduleError } from "./labels";
import Link from "next/link";
import { MaxLengthInput, MaxLengthTextarea } from "@/components/ui/max-length-field";

type TFrequency = "weekly" | "monthly" | "yearly";
type TValues = {
  title: string;
  category_id: number | null;
  frequency: TFrequency;
  weekday: string;
  day_of_month: string;
  month: string;
  start_time: string;
  end_time: string;
  start_date: string;
  end_date: string;
  notes: string;
};

function Labelled({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TProps = { item: TScheduleItemJson | null; categories: TCategoryOption[]; today: string; yearEnd: string; weekdays: string[]; months: string[] };

/**
 * A master-schedule item: title, use-of-time category, how often (weekly on a weekday, monthly on a
 * day, yearly on a month and day), the time window and the dates it runs. Saving returns to the
 * schedule (spec 3 §2.6) with 'Created.' or 'Saved.'.
 */
export function ScheduleForm({ item, categories, today, yearEnd, weekdays, months }: TProps) {
  const t = useTranslations("schedules.form");
  const errorText = useScheduleError();
  const router = useRouter();
  const id = useId();
  const [v, setV] = useState<TValues>(() =>
    item
      ? {
          title: item.title,
          category_id: item.category_id,
          frequency: item.frequency,
          weekday: String(item.weekday ?? 1),
          day_of_month: String(item.day_of_month ?? 1),
          month: String(item.month ?? 9),
          start_time: item.start_time,
          end_time: item.end_time,
          start_date: item.start_date,
          end_date: item.end_date,
          notes: item.notes,
        }
      : { title: "", category_id: null, frequency: "weekly", weekday: "1", day_of_month: "1", month: "9", start_time: "09:00", end_time: "10:00", start_date: today, end_date: yearEnd, notes: "" },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();
  const set = <K extends keyof TValues>(key: K, value: TValues[K]) => {
    setV((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key]: "", form: "" }));
  };
  const aria = (field: string) => (errors[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {});

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    startTransition(async () => {
      const result = watchUnauthorized(await saveScheduleItemAction(v, item?.id));
      if (!result.ok) {
        const next: Record<string, string> = {};
        for (const entry of result.error) next[entry.field ?? "form"] = errorText(entry);
        if (!Object.keys(next).some((k) => k !== "form" && k in v)) next.form = errorText(result.error[0]);
        setErrors(next);
        return;
      }
      successToast(item ? t("saved") : t("created"));
      router.push("/app/schedule");
      router.refresh();
    });
  };

  return (
    <form onSubmit={submit} className="grid max-w-3xl gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2" noValidate data-testid="schedule-form">
      <div className="sm:col-span-2">
        <Labelled id={`${id}-title`} label={t("title")} error={errors.title}>
          <MaxLengthInput id={`${id}-title`} className={inputClass} value={v.title} maxLength={200} onChange={(e) => set("title", e.target.value)} required {...aria("title")} data-testid="schedule-title" />
        </Labelled>
      </div>
      <div className="sm:col-span-2">
        <CategorySelect idPrefix={`${id}-cat`} categories={categories} value={v.category_id} onChange={(c) => set("category_id", c)} error={errors.category_id || null} />
      </div>
      <Labelled id={`${id}-frequency`} label={t("frequency")} error={errors.frequency}>
        <select id={`${id}-frequency`} className={inputClass} value={v.frequency} onChange={(e) => set("frequency", e.target.value as TFrequency)} data-testid="schedule-frequency">
          {(["weekly", "monthly", "yearly"] as const).map((f) => (
            <option key={f} value={f}>
              {t(`frequencies.${f}`)}
            </option>
          ))}
        </select>
      </Labelled>
      {v.frequency === "weekly" ? (
        <Labelled id={`${id}-weekday`} label={t("weekday")} error={errors.weekday}>
          <select id={`${id}-weekday`} className={inputClass} value={v.weekday} onChange={(e) => set("weekday", e.target.value)} {...aria("weekday")} data-testid="schedule-weekday">
            {weekdays.map((name, i) => (
              <option key={name} value={i + 1}>
                {name}
              </option>
            ))}
          </select>
        </Labelled>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          {v.frequency === "yearly" ? (
            <Labelled id={`${id}-month`} label={t("month")} error={errors.month}>
              <select id={`${id}-month`} className={inputClass} value={v.month} onChange={(e) => set("month", e.target.value)} {...aria("month")}>
                {months.map((name, i) => (
                  <option key={name} value={i + 1}>
                    {name}
                  </option>
                ))}
              </select>
            </Labelled>
          ) : null}
          <Labelled id={`${id}-day`} label={t("dayOfMonth")} error={errors.day_of_month}>
            <select id={`${id}-day`} className={inputClass} value={v.day_of_month} onChange={(e) => set("day_of_month", e.target.value)} {...aria("day_of_month")}>
              {Array.from({ length: 31 }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </select>
          </Labelled>
          {v.frequency === "monthly" ? <p className="col-span-2 text-xs text-slate-500">{t("dayHint")}</p> : null}
        </div>
      )}
      <TimePicker legend={t("startTime")} value={v.start_time} onChange={(hm) => set("start_time", hm)} idPrefix={`${id}-start`} error={errors.start_time || null} />
      <TimePicker legend={t("endTime")} value={v.end_time} onChange={(hm) => set("end_time", hm)} idPrefix={`${id}-end`} error={errors.end_time || null} />
      <div>
        <DateField label={t("startDate")} value={v.start_date} onChange={(d) => set("start_date", d)} today={today} testId="schedule-start-date" />
        {errors.start_date ? <p className="text-sm text-red-700">{errors.start_date}</p> : null}
      </div>
      <div>
        <DateField label={t("endDate")} value={v.end_date} onChange={(d) => set("end_date", d)} today={today} near={v.start_date} testId="schedule-end-date" />
        {errors.end_date ? <p className="text-sm text-red-700">{errors.end_date}</p> : null}
      </div>
      <div className="sm:col-span-2">
        <Labelled id={`${id}-notes`} label={t("notes")} error={errors.notes}>
          <MaxLengthTextarea id={`${id}-notes`} rows={3} className={inputClass} value={v.notes} maxLength={5000} onChange={(e) => set("notes", e.target.value)} {...aria("notes")} />
        </Labelled>
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {errors.form}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Link href="/app/schedule" className={buttonClass("secondary")}>
          {t("cancel")}
        </Link>
        <Button type="submit" disabled={pending} data-testid="schedule-save">
          {item ? t("save") : t("create")}
        </Button>
      </div>
    </form>
  );
}
