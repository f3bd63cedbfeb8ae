"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { formatClockTime } from "@/lib/i18n/format";
import { Confidential, useConfidential } from "@/components/shell/confidential";
import { Button } from "@/components/ui/button";
import { Field, Form, SelectField, TextField, FormAlert, MaxLengthTextarea } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { rateableEventsAction, saveRatingAction } from "@/lib/student-days/actions";
import type { TRateableEvent } from "@/lib/student-days/queries";
import type { TRatingJson } from "@/lib/student-days/schemas";
import { RatingScale } from "./rating-scale";

type TProps = {
  today: string;
  userId: number | null;
  /** Ratings of the days and events around today, to show what was already rated. */
  existing: TRatingJson[];
  todaysEvents: TRateableEvent[];
};

/** Rates a day (today by default) or one of its events from -3 to 3, with an optional private note. */
export function RatingForm({ today, userId, existing, todaysEvents }: TProps) {
  const t = useTranslations("studentDays.rating");
  const c = useTranslations("studentDays.common");
  const locale = useLocale();
  const { hidden } = useConfidential();
  const [date, setDate] = useState(today);
  const [target, setTarget] = useState<"day" | number>("day");
  const [dayEvents, setDayEvents] = useState<TRateableEvent[]>(todaysEvents);
  const current = existing.find((r) => (target === "day" ? r.date === date && r.event_id === null : r.event_id === target));
  const [value, setValue] = useState<number | null>(current?.value ?? null);
  const [note, setNote] = useState(current?.note ?? "");
  const [error, setError] = useState<string | null>(null);
  const { pending, run } = useAction(saveRatingAction, { namespace: "studentDays", toast: "standard", successMessage: t("saved") });
  // The events of the day chosen: a failed look-up leaves none to rate (the whole day stays).
  const events = useAction(null, { namespace: "studentDays", refresh: false });

  // A day or event already rated opens with its rating.
  useEffect(() => {
    setValue(current?.value ?? null);
    setNote(current?.note ?? "");
  }, [current?.id, current?.value, current?.note]);

  const changeDate = (next: string) => {
    setDate(next);
    setTarget("day");
    if (!next) return;
    events.submit(
      () => rateableEventsAction({ date: next, user_id: userId }),
      { then: setDayEvents, refresh: false },
      (ok) => (ok ? null : setDayEvents([])),
    );
  };

  const submit = () => {
    if (value === null) {
      setError(t("pickValue"));
      return;
    }
    setError(null);
    run({ value, date, note, event_id: target === "day" ? null : target, user_id: userId });
  };

  return (
    <Form className="space-y-4" onSubmit={submit}>
      <div className="flex flex-wrap gap-4">
        <TextField id="rating-date" label={c("date")} type="date" max={today} value={date} onChange={(e) => changeDate(e.target.value)} />
        <SelectField
          id="rating-target"
          label={t("what")}
          className="min-w-64 flex-1"
          hint={dayEvents.length ? t("eventsHint", { count: dayEvents.length }) : t("noEvents")}
          value={String(target)}
          onChange={(e) => setTarget(e.target.value === "day" ? "day" : Number(e.target.value))}
          options={[
            { value: "day", label: t("wholeDay") },
            ...dayEvents.map((ev) => ({
              value: String(ev.id),
              label: hidden || !ev.title ? t("eventAt", { time: formatClockTime(ev.time, locale) }) : `${formatClockTime(ev.time, locale)} · ${ev.title}`,
            })),
          ]}
        />
      </div>
      <fieldset className="space-y-2">
        <legend id="rating-value-legend" className="text-sm font-medium text-slate-700">
          {current ? t("changeRating") : t("howWas")}
        </legend>
        <RatingScale value={value} onChange={setValue} name="rating-value" legendId="rating-value-legend" />
      </fieldset>
      <Field id="rating-note" label={t("note")} hint={t("noteHint")}>
        {(control) =>
          hidden ? (
            <p className="rounded-md border border-slate-200 bg-slate-50 p-2 text-sm text-slate-500">
              <Confidential>{note}</Confidential> {t("noteHidden")}
            </p>
          ) : (
            <MaxLengthTextarea {...control} rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
          )
        }
      </Field>
      <FormAlert>{error}</FormAlert>
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {current ? t("update") : t("save")}
      </Button>
    </Form>
  );
}
