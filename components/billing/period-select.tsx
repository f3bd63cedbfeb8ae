"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/form";
import type { TQuoteContext } from "@/lib/billing/schemas";
import { formatQuoteDate } from "./format";
import type { TQuoteModel } from "./use-quote";

/**
 * Start and end date dropdowns: start today or 1 August of this or next licence
 * year; end 31 July of the next five licence years, only after the start. Values are YYYY-MM-DD,
 * labels are dates in the reader's language.
 */
export function PeriodSelect({ context, model }: { context: TQuoteContext; model: TQuoteModel }) {
  const t = useTranslations("billing.quote.period");
  const id = useId();
  const { state, priced } = model;
  // The start may be a choice the context no longer lists (a stale page): keep it selectable.
  const starts = context.startChoices.includes(state.start) ? context.startChoices : [state.start, ...context.startChoices];
  const ends = model.endOptions.includes(state.end) ? model.endOptions : [...model.endOptions, state.end];

  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t("legend")}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-start`} className="block text-sm font-medium text-slate-700">
            {t("start")}
          </label>
          <select id={`${id}-start`} className={inputClass} value={state.start} onChange={(e) => model.setStart(e.target.value)}>
            {starts.map((d) => (
              <option key={d} value={d}>
                {d === context.today ? t("today", { date: formatQuoteDate(d) }) : formatQuoteDate(d)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-end`} className="block text-sm font-medium text-slate-700">
            {t("end")}
          </label>
          <select id={`${id}-end`} className={inputClass} value={state.end} onChange={(e) => model.setEnd(e.target.value)} aria-describedby={`${id}-years`}>
            {ends.map((d) => (
              <option key={d} value={d}>
                {formatQuoteDate(d)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={`${id}-years`} className="mt-2 text-xs text-slate-600">
        {t("yearsBilled", { years: priced.years })}
      </p>
    </fieldset>
  );
}
