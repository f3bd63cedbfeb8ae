"use client";

import { useMemo } from "react";
import { useTranslations } from "next-intl";
import { groupCategories, type TCategoryOption } from "@/lib/categories/rules";

/** The colour key of the calendar: each use-of-time category's colour, by group, and the days closed. */
export function CategoryLegend({ categories, closedColor }: { categories: readonly TCategoryOption[]; closedColor: string }) {
  const t = useTranslations("calendar.legend");
  const groups = useMemo(() => groupCategories([...categories]), [categories]);
  return (
    // Below sm the key spans the toolbar row (positioned by calendar-view.tsx), so it never runs off a phone.
    <details className="text-sm sm:relative">
      <summary className="cursor-pointer rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-slate-100">{t("summary")}</summary>
      <div className="absolute left-0 right-0 z-30 mt-1 max-h-96 overflow-y-auto sm:right-auto sm:w-80 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
        {groups.map((g) => (
          <section key={g.key} className="mb-2" aria-label={g.name}>
            <h3 className="mb-1 text-xs font-semibold uppercase text-slate-500">{g.name}</h3>
            <ul className="space-y-0.5">
              {g.categories.map((c) => (
                <li key={c.id} className="flex items-center gap-2">
                  <span aria-hidden="true" className="inline-block h-3 w-3 shrink-0 rounded" style={{ backgroundColor: c.color }} />
                  {c.name}
                </li>
              ))}
            </ul>
          </section>
        ))}
        <p className="mt-2 flex items-center gap-2 border-t border-slate-100 pt-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 shrink-0 rounded" style={{ backgroundColor: closedColor }} />
          {t("closed")}
        </p>
      </div>
    </details>
  );
}
