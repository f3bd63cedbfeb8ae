"use client";

import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { addDays, addMonths, isoWeekday, isWeekend, monthGrid } from "@/lib/student-days/rules";
import { dateFormatter } from "@/lib/i18n/format";

type TProps = {
  /** Dates picked (YYYY-MM-DD). */
  selected: readonly string[];
  onToggle: (date: string) => void;
  /** Dates already in the list: marked, and not picked again. */
  taken?: readonly string[];
  today: string;
  /** Id of the element that names the picker (a label or a heading). */
  labelledBy: string;
  /** The month shown first: this date's (default: today's). */
  initialFocus?: string;
  /** false: one date at a time (DateField). */
  multiple?: boolean;
};

const utc = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * A month grid to pick several dates: weeks start on Monday and weekends cannot
 * be picked. Keyboard: arrows move by a day or a week, Home/End to the week's Monday/Sunday,
 * Page Up/Down by a month (with Shift by a year), Enter or Space picks or unpicks the focused day.
 */
export function MonthPicker({ selected, onToggle, taken = [], today, labelledBy, initialFocus, multiple = true }: TProps) {
  const t = useTranslations("studentDays.picker");
  const locale = useLocale();
  const [focus, setFocus] = useState(() => {
    const start = initialFocus ?? today;
    return isWeekend(start) ? addDays(start, isoWeekday(start) === 6 ? 2 : 1) : start;
  });
  const month = focus.slice(0, 7);
  const grid = useMemo(() => monthGrid(month), [month]);
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const picked = useMemo(() => new Set(selected), [selected]);
  const had = useMemo(() => new Set(taken), [taken]);

  const fmt = useMemo(
    () => ({
      month: dateFormatter(locale, { month: "long", year: "numeric" }),
      weekdayShort: dateFormatter(locale, { weekday: "short" }),
      weekdayLong: dateFormatter(locale, { weekday: "long" }),
      full: dateFormatter(locale, { dateStyle: "full" }),
    }),
    [locale],
  );
  // 2024-01-01 was a Monday: the header runs Monday to Sunday in the user's language.
  const weekdays = Array.from({ length: 7 }, (_, i) => utc(addDays("2024-01-01", i)));

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focus}"]`)?.focus();
  }, [focus]);

  const moveTo = (date: string) => {
    moved.current = true;
    setFocus(date);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const wd = isoWeekday(date);
    const next: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, 1 - wd),
      End: () => addDays(date, 7 - wd),
      PageUp: () => addMonths(date, e.shiftKey ? -12 : -1),
      PageDown: () => addMonths(date, e.shiftKey ? 12 : 1),
    };
    const to = next[e.key];
    if (!to) return;
    e.preventDefault();
    moveTo(to());
  };

  return (
    <div className="inline-block rounded-lg border border-slate-200 bg-white p-2 shadow-sm sm:p-3" data-testid="month-picker">
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          className="rounded p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          onClick={() => setFocus(addMonths(focus, -1))}
          aria-label={t("previousMonth")}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 className="text-sm font-semibold text-slate-900" aria-live="polite" id={`${labelledBy}-month`}>
          {fmt.month.format(utc(`${month}-01`))}
        </h3>
        <button
          type="button"
          className="rounded p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          onClick={() => setFocus(addMonths(focus, 1))}
          aria-label={t("nextMonth")}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={`${labelledBy} ${labelledBy}-month`} aria-multiselectable={multiple} className="border-separate border-spacing-1">
        <thead>
          <tr>
            {weekdays.map((d, i) => (
              <th key={i} scope="col" abbr={fmt.weekdayLong.format(d)} className={`w-8 sm:w-10 text-center text-xs font-medium ${i >= 5 ? "text-slate-500" : "text-slate-600"}`}>
                {fmt.weekdayShort.format(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const weekend = isWeekend(date);
                const outside = date.slice(0, 7) !== month;
                const isPicked = picked.has(date);
                const isTaken = had.has(date);
                const disabled = weekend || isTaken;
                const note = weekend ? t("weekend") : isTaken ? t("taken") : null;
                return (
                  <td key={date} role="gridcell" aria-selected={isPicked} className="p-0">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focus ? 0 : -1}
                      aria-disabled={disabled || undefined}
                      aria-pressed={isPicked}
                      aria-label={[fmt.full.format(utc(date)), note].filter(Boolean).join(", ")}
                      aria-current={date === today ? "date" : undefined}
                      onKeyDown={(e) => onKeyDown(e, date)}
                      onFocus={() => date !== focus && setFocus(date)}
                      onClick={() => {
                        if (!disabled) onToggle(date);
                      }}
                      className={[
                        "h-8 w-8 sm:h-10 sm:w-10 rounded-md text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
                        weekend ? "cursor-not-allowed text-slate-300 line-through" : "",
                        isTaken ? "cursor-not-allowed bg-slate-100 text-slate-500 ring-1 ring-slate-300" : "",
                        isPicked ? "bg-brand-600 font-semibold text-white hover:bg-brand-700" : !disabled ? `${outside ? "text-slate-500" : "text-slate-800"} hover:bg-brand-50` : "",
                        // Days of the next or previous month read muted but legible (contrast 4.5:1, not an opacity).
                        outside && disabled ? "opacity-50" : "",
                        date === today && !isPicked ? "font-semibold underline" : "",
                      ].join(" ")}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 max-w-xs text-xs text-slate-500">{t("keyboardHint")}</p>
    </div>
  );
}
