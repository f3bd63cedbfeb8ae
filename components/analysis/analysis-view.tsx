"use client";

import { useState, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { TPeriodFigures, TUpcomingEvent } from "@/lib/analysis/dashboard";
import { DEFAULT_DIRECT_TARGET, type TPeriodKind } from "@/lib/analysis/rules";
import { formatDate } from "@/lib/i18n/format";
import type { TCounselorRow } from "@/lib/analysis/by-counselor";
import { BreakdownTable } from "./breakdown-table";
import { CategoryStackedBar, GroupDonut, TargetBars } from "./charts";
import { CounselorTable } from "./counselor-table";
import { hoursMinutes } from "./labels";
import { PeriodCards } from "./period-cards";
import { PrintStyles, PrintToolbar } from "./print-toolbar";
import { UpcomingList } from "./upcoming-list";

type TProps = {
  title: string;
  subtitle?: string;
  periods: TPeriodFigures[];
  target: number;
  /** The PDF route's query without the range (e.g. "user_id=7" or "scope=team"); null: no PDF (public page). */
  pdfQuery: string | null;
  upcoming?: TUpcomingEvent[];
  /** The server withheld the upcoming events' titles and student names from this viewer. */
  upcomingWithheld?: boolean;
  initialPeriod?: TPeriodKind;
  /** The team table of each period, which follows the selected card; openBase + id opens one counselor. */
  team?: { counselors: Record<TPeriodKind, TCounselorRow[]>; openBase: string };
  /** Shown under the charts (the counselor picker, the publish switch). */
  children?: ReactNode;
  /** What an empty period tells this reader (default: the counselor's own "record your lessons…"). */
  emptyHint?: string;
};

/** The use-of-time analysis: period cards, charts, the group/category table and upcoming events. */
export function AnalysisView({ title, subtitle, periods, target, pdfQuery, upcoming, upcomingWithheld = false, initialPeriod = "week", team, children, emptyHint }: TProps) {
  const t = useTranslations("analysis");
  const locale = useLocale();
  const [selected, setSelected] = useState<TPeriodKind>(initialPeriod);
  const period = periods.find((p) => p.kind === selected) ?? periods[0];
  const a = period.current;
  const pdfHref = pdfQuery == null ? null : `/api/v1/analysis/pdf?from=${period.range.from}&to=${period.range.to}${pdfQuery ? `&${pdfQuery}` : ""}`;

  return (
    <section aria-labelledby="analysis-title" className="space-y-4" data-testid="use-of-time">
      <PrintStyles />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="analysis-title" className="text-xl font-semibold">
            {title}
          </h2>
          {subtitle ? <p className="text-sm text-slate-600">{subtitle}</p> : null}
          <p className="text-sm text-slate-600">{t("targetIntro", { target, asca: DEFAULT_DIRECT_TARGET })}</p>
        </div>
        <PrintToolbar pdfHref={pdfHref} />
      </div>

      <PeriodCards periods={periods} target={target} selected={selected} onSelect={setSelected} />

      <div id="period-panel" role="tabpanel" aria-labelledby={`period-tab-${selected}`} className="space-y-4">
        <h3 className="text-base font-semibold">
          {t(`periods.${selected}`)} <span className="font-normal text-slate-600">({t("range", { from: formatDate(period.range.from, locale), to: formatDate(period.range.to, locale) })})</span>
        </h3>
        <dl className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-5">
          <Figure label={t("figures.time")} value={t("hours", { time: hoursMinutes(a.totalMinutes) })} />
          <Figure label={t("figures.directIndirect")} value={`${a.directIndirectPercent}%`} />
          <Figure label={t("figures.students")} value={String(a.studentsServed)} />
          <Figure label={t("figures.events")} value={String(a.eventsCount)} />
          <Figure label={t("figures.daysClosed")} value={String(a.daysClosed)} />
          {period.plannedMinutes ? <Figure label={t("figures.planned")} value={t("hours", { time: hoursMinutes(period.plannedMinutes) })} /> : null}
        </dl>
        {a.totalMinutes === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
            {t("empty")} {emptyHint ?? t("emptyHint")}
          </p>
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            <GroupDonut analysis={a} />
            <CategoryStackedBar analysis={a} />
          </div>
        )}
        <TargetBars periods={periods} target={target} />
        {a.totalMinutes > 0 ? <BreakdownTable period={period} /> : null}
      </div>

      {team ? (
        <section aria-labelledby="counselors-title" className="space-y-2" data-print="avoid-break">
          <h3 id="counselors-title" className="text-base font-semibold">
            {t("counselors.title")} <span className="font-normal text-slate-600">({t(`periods.${selected}`)})</span>
          </h3>
          <CounselorTable rows={team.counselors[selected]} target={target} openBase={team.openBase} />
        </section>
      ) : null}
      {children}
      {upcoming ? <UpcomingList events={upcoming} detailsWithheld={upcomingWithheld} /> : null}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs uppercase text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
