"use client";

import { useTranslations } from "next-intl";
import { RATING_COLORS, ratingClass } from "@/lib/student-days/rules";

const VALUES = [-3, -2, -1, 0, 1, 2, 3];

/** The seven ratings as a radio group, coloured red (very bad) to green (great): arrows move between them. */
export function RatingScale({ value, onChange, name, legendId }: { value: number | null; onChange: (v: number) => void; name: string; legendId: string }) {
  const t = useTranslations("studentDays.rating.classes");
  return (
    <div role="radiogroup" aria-labelledby={legendId} className="grid grid-cols-7 gap-1 sm:gap-2">
      {VALUES.map((v) => {
        const checked = value === v;
        const id = `${name}-${v}`;
        return (
          <label
            key={v}
            htmlFor={id}
            className={`flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 px-1 py-2 text-center text-xs transition focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${checked ? "border-slate-900 shadow" : "border-transparent hover:border-slate-300"}`}
            style={{ backgroundColor: `${RATING_COLORS[v]}${checked ? "33" : "14"}` }}
          >
            <input id={id} type="radio" name={name} value={v} checked={checked} onChange={() => onChange(v)} className="sr-only" />
            <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full text-sm font-bold text-white" style={{ backgroundColor: RATING_COLORS[v] }}>
              {v > 0 ? `+${v}` : v}
            </span>
            <span className="font-medium leading-tight text-slate-800">{t(ratingClass(v))}</span>
          </label>
        );
      })}
    </div>
  );
}

/** A rating shown as a coloured badge with its class name. */
export function RatingBadge({ value }: { value: number }) {
  const t = useTranslations("studentDays.rating.classes");
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <span aria-hidden="true" className="inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-xs font-bold text-white" style={{ backgroundColor: RATING_COLORS[value] }}>
        {value > 0 ? `+${value}` : value}
      </span>
      <span>{t(ratingClass(value))}</span>
    </span>
  );
}
