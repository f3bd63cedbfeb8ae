"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Form, TextField, FormAlert } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { saveSpecialDatesAction } from "@/lib/student-days/actions";
import { isWeekend, weekdaysBetween } from "@/lib/student-days/rules";
import { DateField } from "./date-field";
import { MonthPicker } from "./month-picker";
import { dateFormatter } from "@/lib/i18n/format";

type TProps = {
  kind: "closed" | "tag";
  userId: number | null;
  today: string;
  /** Dates already in the list. */
  taken: string[];
  /** Labels already used (tags: the studies). */
  labels: string[];
  backHref: string;
};

/** Adds days closed or tags: several dates at once from the month grid, or every weekday of a range. */
export function SpecialDatesForm({ kind, userId, today, taken, labels, backHref }: TProps) {
  const t = useTranslations(`studentDays.${kind === "tag" ? "tagsNew" : "daysClosedNew"}`);
  const c = useTranslations("studentDays.common");
  const locale = useLocale();
  const router = useRouter();
  const [dates, setDates] = useState<string[]>([]);
  const [label, setLabel] = useState(kind === "tag" ? (labels[0] ?? "") : "");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { pending, run } = useAction(saveSpecialDatesAction, {
    namespace: "studentDays",
    toast: "standard",
    successMessage: ({ created, duplicates }) => c("added", { count: created.length }) + (duplicates.length ? ` ${c("duplicates", { count: duplicates.length })}` : ""),
    href: backHref,
  });
  const had = new Set(taken);
  const full = dateFormatter(locale, { weekday: "short", day: "numeric", month: "short", year: "numeric" });

  const toggle = (date: string) => {
    setError(null);
    setDates((d) => (d.includes(date) ? d.filter((x) => x !== date) : [...d, date].sort()));
  };

  const addRange = () => {
    if (!from || !to || to < from) {
      setError(t("rangeInvalid"));
      return;
    }
    setError(null);
    setDates((d) => [...new Set([...d, ...weekdaysBetween(from, to).filter((x) => !had.has(x))])].sort());
  };

  const submit = () => {
    if (dates.length === 0) {
      setError(c("pickOne"));
      return;
    }
    run({ kind, dates, label, user_id: userId });
  };

  return (
    <Form className="space-y-5" onSubmit={submit}>
      <div className="flex flex-wrap items-start gap-6">
        <div className="space-y-2">
          <p id="special-dates-picker" className="text-sm font-medium text-slate-700">
            {t("pick")}
          </p>
          <MonthPicker selected={dates} onToggle={toggle} taken={taken} today={today} labelledBy="special-dates-picker" />
        </div>
        <div className="min-w-64 flex-1 space-y-4">
          <fieldset className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
            <legend className="px-1 text-sm font-medium text-slate-700">{c("range")}</legend>
            <p className="text-xs text-slate-500">{c("rangeHint")}</p>
            <div className="flex flex-wrap items-end gap-2">
              {/* The month grid rather than <input type="date">, whose weeks start on Sunday in US English and whose weekends can be picked. */}
              <DateField label={c("from")} value={from} onChange={setFrom} today={today} testId="range-from" />
              <DateField label={c("to")} value={to} onChange={setTo} today={today} near={from || undefined} testId="range-to" />
              <Button variant="secondary" onClick={addRange}>
                {c("addRange")}
              </Button>
            </div>
          </fieldset>

          <TextField
            id="special-date-label"
            label={t("label")}
            hint={t("labelHint")}
            value={label}
            maxLength={200}
            list={labels.length ? "special-date-labels" : undefined}
            placeholder={t("labelPlaceholder")}
            onChange={(e) => setLabel(e.target.value)}
          />
          {labels.length ? (
            <datalist id="special-date-labels">
              {labels.map((l) => (
                <option key={l} value={l} />
              ))}
            </datalist>
          ) : null}

          <div>
            <h3 className="text-sm font-medium text-slate-700" id="picked-heading">
              {c("picked", { count: dates.length })}
            </h3>
            {dates.length ? (
              <ul aria-labelledby="picked-heading" className="mt-2 flex flex-wrap gap-2" data-testid="picked-dates">
                {dates.map((d) => (
                  <li key={d} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800">
                    <time dateTime={d}>{full.format(new Date(`${d}T12:00:00Z`))}</time>
                    <button
                      type="button"
                      onClick={() => toggle(d)}
                      className="rounded-full px-1.5 text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                      aria-label={c("unpick", { date: d })}
                    >
                      ×
                    </button>
                    {isWeekend(d) ? <span className="sr-only">{c("weekend")}</span> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-500">{c("noneYet")}</p>
            )}
          </div>
        </div>
      </div>

      <FormAlert>{error}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t("save", { count: dates.length })}
        </Button>
        <Button variant="secondary" onClick={() => router.push(backHref)}>
          {c("cancel")}
        </Button>
      </div>
    </Form>
  );
}
