"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { CategorySelect } from "@/components/calendar/category-select";
import { TimePicker } from "@/components/calendar/time-picker";
import { DateField } from "@/components/student-days/date-field";
import { FormButtons } from "@/components/ui/form-buttons";
import { Form, SelectField, TextAreaField, TextField } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import type { TCategoryOption } from "@/lib/categories/rules";
import { saveScheduleItemAction } from "@/lib/schedules/actions";
import type { TScheduleItemJson } from "@/lib/schedules/schemas";

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

type TProps = { item: TScheduleItemJson | null; categories: TCategoryOption[]; today: string; yearEnd: string; weekdays: string[]; months: string[] };

/**
 * A master-schedule item: title, use-of-time category, how often (weekly on a weekday, monthly on a
 * day, yearly on a month and day), the time window and the dates it runs. Saving returns to the
 * schedule with 'Created.' or 'Saved.'.
 */
export function ScheduleForm({ item, categories, today, yearEnd, weekdays, months }: TProps) {
  const t = useTranslations("schedules.form");
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
  const { pending, run, error, setErrors } = useAction(saveScheduleItemAction, {
    namespace: "schedules.form",
    focus: "[data-testid='schedule-form']",
    successMessage: item ? t("saved") : t("created"),
    href: "/app/schedule",
  });
  const set = <K extends keyof TValues>(key: K, value: TValues[K]) => {
    setV((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key]: "" }));
  };
  const numbers = (length: number, name: (i: number) => string) => Array.from({ length }, (_, i) => ({ value: String(i + 1), label: name(i) }));

  return (
    <Form onSubmit={() => run(v, item?.id)} className="grid max-w-3xl gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2" data-testid="schedule-form">
      <div className="sm:col-span-2">
        <TextField id={`${id}-title`} label={t("title")} error={error("title")} value={v.title} maxLength={200} onChange={(e) => set("title", e.target.value)} required data-testid="schedule-title" />
      </div>
      <div className="sm:col-span-2">
        <CategorySelect idPrefix={`${id}-cat`} categories={categories} value={v.category_id} onChange={(c) => set("category_id", c)} error={error("category_id") || null} />
      </div>
      <SelectField
        id={`${id}-frequency`}
        label={t("frequency")}
        error={error("frequency")}
        value={v.frequency}
        onChange={(e) => set("frequency", e.target.value as TFrequency)}
        options={(["weekly", "monthly", "yearly"] as const).map((f) => ({ value: f, label: t(`frequencies.${f}`) }))}
        data-testid="schedule-frequency"
      />
      {v.frequency === "weekly" ? (
        <SelectField
          id={`${id}-weekday`}
          label={t("weekday")}
          error={error("weekday")}
          value={v.weekday}
          onChange={(e) => set("weekday", e.target.value)}
          options={numbers(weekdays.length, (i) => weekdays[i])}
          data-testid="schedule-weekday"
        />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          {v.frequency === "yearly" ? (
            <SelectField
              id={`${id}-month`}
              label={t("month")}
              error={error("month")}
              value={v.month}
              onChange={(e) => set("month", e.target.value)}
              options={numbers(months.length, (i) => months[i])}
            />
          ) : null}
          <SelectField
            id={`${id}-day`}
            label={t("dayOfMonth")}
            error={error("day_of_month")}
            value={v.day_of_month}
            onChange={(e) => set("day_of_month", e.target.value)}
            options={numbers(31, (i) => String(i + 1))}
          />
          {v.frequency === "monthly" ? <p className="col-span-2 text-xs text-slate-500">{t("dayHint")}</p> : null}
        </div>
      )}
      <TimePicker legend={t("startTime")} value={v.start_time} onChange={(hm) => set("start_time", hm)} idPrefix={`${id}-start`} error={error("start_time") || null} />
      <TimePicker legend={t("endTime")} value={v.end_time} onChange={(hm) => set("end_time", hm)} idPrefix={`${id}-end`} error={error("end_time") || null} />
      <div>
        <DateField label={t("startDate")} value={v.start_date} onChange={(d) => set("start_date", d)} today={today} testId="schedule-start-date" />
        {error("start_date") ? <p className="text-sm text-red-700">{error("start_date")}</p> : null}
      </div>
      <div>
        <DateField label={t("endDate")} value={v.end_date} onChange={(d) => set("end_date", d)} today={today} near={v.start_date} testId="schedule-end-date" />
        {error("end_date") ? <p className="text-sm text-red-700">{error("end_date")}</p> : null}
      </div>
      <div className="sm:col-span-2">
        <TextAreaField id={`${id}-notes`} label={t("notes")} error={error("notes")} rows={3} value={v.notes} maxLength={5000} onChange={(e) => set("notes", e.target.value)} />
      </div>
      <FormButtons cancelHref="/app/schedule" cancelLabel={t("cancel")} submitLabel={item ? t("save") : t("create")} pending={pending} className="sm:col-span-2" submitTestId="schedule-save" />
    </Form>
  );
}
