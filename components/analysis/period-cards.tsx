"use client";

import type { KeyboardEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { TPeriodFigures } from "@/lib/analysis/dashboard";
import type { TPeriodKind } from "@/lib/analysis/rules";
import { formatDate } from "@/lib/i18n/format";
import { ChangeBadge } from "./change-badge";
import { hoursMinutes } from "./labels";

/** One card per period (week, month, school year): the headline figures; a card selects the period shown below. */
export function PeriodCards({ periods, target, selected, onSelect }: { periods: TPeriodFigures[]; target: number; selected: TPeriodKind; onSelect: (kind: TPeriodKind) => void }) {
  const t = useTranslations("analysis");
  const locale = useLocale();
  // The tabs pattern: arrows, Home and End move between periods; only the selected one is in the tab order.
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = periods.length - 1;
    const next = e.key === "ArrowRight" ? (index === last ? 0 : index + 1) : e.key === "ArrowLeft" ? (index === 0 ? last : index - 1) : e.key === "Home" ? 0 : e.key === "End" ? last : null;
    if (next == null) return;
    e.preventDefault();
    onSelect(periods[next].kind);
    document.getElementById(`period-tab-${periods[next].kind}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={t("periodTabs")} className="grid gap-3 md:grid-cols-3">
      {periods.map((p, index) => {
        const a = p.current;
        const meets = a.totalMinutes > 0 && a.directIndirectPercent >= target;
        const active = p.kind === selected;
        return (
          <button
            key={p.kind}
            type="button"
            role="tab"
            id={`period-tab-${p.kind}`}
            aria-selected={active}
            aria-controls="period-panel"
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(p.kind)}
            onKeyDown={(e) => onKeyDown(e, index)}
            data-testid={`period-card-${p.kind}`}
            data-print={active ? undefined : "hide"}
            className={`rounded-lg border bg-white p-4 text-left focus-visible:outline-2 focus-visible:outline-brand-600 ${active ? "border-brand-600 ring-2 ring-brand-600/20" : "border-slate-200 hover:border-brand-600"}`}
          >
            <span className="flex items-baseline justify-between gap-2">
              <span className="font-semibold">{t(`periods.${p.kind}`)}</span>
              <span className="text-xs text-slate-500">{t("range", { from: formatDate(p.range.from, locale), to: formatDate(p.range.to, locale) })}</span>
            </span>
            <span className="mt-3 flex items-end gap-4">
              <span>
                <span className={`block text-3xl font-bold ${a.totalMinutes === 0 ? "text-slate-500" : meets ? "text-green-700" : "text-amber-700"}`} data-testid={`direct-percent-${p.kind}`}>
                  {a.directIndirectPercent}%
                </span>
                <span className="block text-xs text-slate-600">{t("figures.directIndirect")}</span>
              </span>
              <span className="pb-1 text-sm text-slate-700">
                <span className="block">{t("hours", { time: hoursMinutes(a.totalMinutes) })}</span>
                <span className="block">{t("studentsCount", { count: a.studentsServed })}</span>
                {p.plannedMinutes ? (
                  <span className="block text-slate-500" data-testid={`planned-${p.kind}`}>
                    {t("planned", { time: hoursMinutes(p.plannedMinutes) })}
                  </span>
                ) : null}
              </span>
            </span>
            <span className="mt-2 block text-xs text-slate-600">{a.totalMinutes === 0 ? t("empty") : meets ? t("target.met", { target }) : t("target.below", { target })}</span>
            <span className="mt-1 block">
              <ChangeBadge current={a.directIndirectPercent} previous={p.previous.directIndirectPercent} period={p.kind} hasPrevious={p.previous.totalMinutes > 0} />
            </span>
          </button>
        );
      })}
    </div>
  );
}
