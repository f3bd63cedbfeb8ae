"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { callAction } from "@/components/billing-account/call-action";
import { TimePicker } from "@/components/calendar/time-picker";
import { MINUTE_STEP } from "@/components/calendar/ui-rules";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { NumberInput } from "@/components/ui/number-field";
import { savePeriodAction } from "@/lib/student-days/actions";
import { DEFAULT_PERIOD } from "@/lib/student-days/rules";
import type { TPeriodJson } from "@/lib/student-days/schemas";
import { useErrorMessage } from "./use-error-message";

type TField = "period" | "start" | "end";

/** A period of the school day: number, start and end (12-hour picker, 5-minute steps); the end after the start. */
export function PeriodForm({
  initial,
  userId,
  nextPeriod = DEFAULT_PERIOD.period,
  defaults = DEFAULT_PERIOD,
  onDone,
}: {
  initial?: TPeriodJson;
  userId: number | null;
  nextPeriod?: number;
  defaults?: { start: string; end: string };
  onDone: () => void;
}) {
  const t = useTranslations("studentDays.periods");
  const c = useTranslations("studentDays.common");
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const [period, setPeriod] = useState(String(initial?.period ?? nextPeriod));
  const [start, setStart] = useState(initial?.start ?? defaults.start);
  const [end, setEnd] = useState(initial?.end ?? defaults.end);
  const [errors, setErrors] = useState<Partial<Record<TField | "form", string>>>({});
  const [pending, startTransition] = useTransition();
  const idPrefix = initial?.id ? `period-${initial.id}` : "period-new";

  const submit = () => {
    if (start && end && end <= start) {
      setErrors({ end: t("endAfterStart") });
      return;
    }
    setErrors({});
    startTransition(async () => {
      const input = { period: period === "" ? 0 : Number(period), start, end, user_id: userId };
      const result = await callAction(() => savePeriodAction(input, initial?.id ?? undefined));
      if (!result.ok) {
        const next: Partial<Record<TField | "form", string>> = {};
        for (const e of result.error) {
          const field = e.field === "period" || e.field === "start" || e.field === "end" ? e.field : "form";
          next[e.code === "period_overlap" ? "form" : field] ??= errorMessage(e);
        }
        setErrors(next);
        return;
      }
      toast.success(c("saved"));
      router.refresh();
      onDone();
    });
  };

  const field = (id: TField, label: string, input: React.ReactNode) => (
    <div className="space-y-1">
      <label htmlFor={`${idPrefix}-${id}`} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {input}
      {errors[id] ? (
        <p id={`${idPrefix}-${id}-error`} className="text-sm text-red-700">
          {errors[id]}
        </p>
      ) : null}
    </div>
  );
  const invalid = (id: TField) => (errors[id] ? { "aria-invalid": true, "aria-describedby": `${idPrefix}-${id}-error` } : {});

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {field(
          "period",
          t("period"),
          <NumberInput id={`${idPrefix}-period`} min={0} max={20} step={1} className={inputClass} value={period} onValueChange={setPeriod} {...invalid("period")} />,
        )}
        {/* Spec 3 section 9: the calendar's 12-hour picker, hour step 1, minutes in 5-minute steps, 08:00-16:00 by default. */}
        <TimePicker idPrefix={`${idPrefix}-start`} legend={t("start")} step={MINUTE_STEP} value={start} onChange={setStart} error={errors.start} />
        <TimePicker idPrefix={`${idPrefix}-end`} legend={t("end")} step={MINUTE_STEP} value={end} onChange={setEnd} error={errors.end} />
      </div>
      {errors.form ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {errors.form}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {c("save")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {c("cancel")}
        </Button>
      </div>
    </form>
  );
}
