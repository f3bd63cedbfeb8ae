"use client";

import { useEffect, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { formatClockTime } from "@/lib/i18n/format";
import { toast } from "sonner";
import { callAction } from "@/components/billing-account/call-action";
import { Confidential, useConfidential } from "@/components/shell/confidential";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { rateableEventsAction, saveRatingAction } from "@/lib/student-days/actions";
import type { TRateableEvent } from "@/lib/student-days/queries";
import type { TRatingJson } from "@/lib/student-days/schemas";
import { RatingScale } from "./rating-scale";
import { useErrorMessage } from "./use-error-message";
import { MaxLengthTextarea } from "@/components/ui/max-length-field";

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
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const { hidden } = useConfidential();
  const [date, setDate] = useState(today);
  const [target, setTarget] = useState<"day" | number>("day");
  const [dayEvents, setDayEvents] = useState<TRateableEvent[]>(todaysEvents);
  const current = existing.find((r) => (target === "day" ? r.date === date && r.event_id === null : r.event_id === target));
  const [value, setValue] = useState<number | null>(current?.value ?? null);
  const [note, setNote] = useState(current?.note ?? "");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  // A day or event already rated opens with its rating.
  useEffect(() => {
    setValue(current?.value ?? null);
    setNote(current?.note ?? "");
  }, [current?.id, current?.value, current?.note]);

  const changeDate = (next: string) => {
    setDate(next);
    setTarget("day");
    if (!next) return;
    startTransition(async () => {
      const result = await callAction(() => rateableEventsAction({ date: next, user_id: userId }));
      setDayEvents(result.ok ? result.data : []);
    });
  };

  const submit = () => {
    if (value === null) {
      setError(t("pickValue"));
      return;
    }
    setError(null);
    startTransition(async () => {
      const result = await callAction(() => saveRatingAction({ value, date, note, event_id: target === "day" ? null : target, user_id: userId }));
      if (!result.ok) {
        setError(errorMessage(result.error[0]));
        return;
      }
      toast.success(t("saved"));
      router.refresh();
    });
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-wrap gap-4">
        <div className="space-y-1">
          <label htmlFor="rating-date" className="block text-sm font-medium text-slate-700">
            {c("date")}
          </label>
          <input id="rating-date" type="date" max={today} className={`${inputClass} w-auto`} value={date} onChange={(e) => changeDate(e.target.value)} />
        </div>
        <div className="min-w-64 flex-1 space-y-1">
          <label htmlFor="rating-target" className="block text-sm font-medium text-slate-700">
            {t("what")}
          </label>
          <select
            id="rating-target"
            className={inputClass}
            value={String(target)}
            onChange={(e) => setTarget(e.target.value === "day" ? "day" : Number(e.target.value))}
            aria-describedby="rating-target-hint"
          >
            <option value="day">{t("wholeDay")}</option>
            {dayEvents.map((ev) => (
              <option key={ev.id} value={ev.id}>
                {hidden || !ev.title ? t("eventAt", { time: formatClockTime(ev.time, locale) }) : `${formatClockTime(ev.time, locale)} · ${ev.title}`}
              </option>
            ))}
          </select>
          <p id="rating-target-hint" className="text-xs text-slate-500">
            {dayEvents.length ? t("eventsHint", { count: dayEvents.length }) : t("noEvents")}
          </p>
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend id="rating-value-legend" className="text-sm font-medium text-slate-700">
          {current ? t("changeRating") : t("howWas")}
        </legend>
        <RatingScale value={value} onChange={setValue} name="rating-value" legendId="rating-value-legend" />
      </fieldset>
      <div className="space-y-1">
        <label htmlFor="rating-note" className="block text-sm font-medium text-slate-700">
          {t("note")}
        </label>
        {hidden ? (
          <p className="rounded-md border border-slate-200 bg-slate-50 p-2 text-sm text-slate-500">
            <Confidential>{note}</Confidential> {t("noteHidden")}
          </p>
        ) : (
          <MaxLengthTextarea id="rating-note" rows={2} maxLength={500} className={inputClass} value={note} onChange={(e) => setNote(e.target.value)} aria-describedby="rating-note-hint" />
        )}
        <p id="rating-note-hint" className="text-xs text-slate-500">
          {t("noteHint")}
        </p>
      </div>
      {error ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {current ? t("update") : t("save")}
      </Button>
    </form>
  );
}
