"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { TimePicker } from "@/components/calendar/time-picker";
import { MINUTE_STEP } from "@/components/calendar/ui-rules";
import { Button } from "@/components/ui/button";
import { Form, NumberField, FormAlert } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { savePeriodAction } from "@/lib/student-days/actions";
import { DEFAULT_PERIOD } from "@/lib/student-days/rules";
import type { TPeriodJson } from "@/lib/student-days/schemas";

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
  const [period, setPeriod] = useState(String(initial?.period ?? nextPeriod));
  const [start, setStart] = useState(initial?.start ?? defaults.start);
  const [end, setEnd] = useState(initial?.end ?? defaults.end);
  const [endError, setEndError] = useState<string | null>(null);
  const { pending, run, error, clearErrors } = useAction(savePeriodAction, { namespace: "studentDays", toast: "standard", successMessage: c("saved"), onSuccess: onDone });
  const idPrefix = initial?.id ? `period-${initial.id}` : "period-new";

  const submit = () => {
    clearErrors();
    setEndError(start && end && end <= start ? t("endAfterStart") : null);
    if (start && end && end <= start) return;
    run({ period: period === "" ? 0 : Number(period), start, end, user_id: userId }, initial?.id ?? undefined);
  };

  return (
    <Form className="space-y-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField id={`${idPrefix}-period`} label={t("period")} error={error("period")} min={0} max={20} step={1} value={period} onValueChange={setPeriod} />
        {/* The calendar's 12-hour picker, hour step 1, minutes in 5-minute steps, 08:00-16:00 by default. */}
        <TimePicker idPrefix={`${idPrefix}-start`} legend={t("start")} step={MINUTE_STEP} value={start} onChange={setStart} error={null} />
        <TimePicker idPrefix={`${idPrefix}-end`} legend={t("end")} step={MINUTE_STEP} value={end} onChange={setEnd} error={endError ?? error("end")} />
      </div>
      {/* An overlap with another period is the time window's problem, read out at once. */}
      <FormAlert>{error("start")}</FormAlert>
      <div className="flex gap-2">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {c("save")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {c("cancel")}
        </Button>
      </div>
    </Form>
  );
}
