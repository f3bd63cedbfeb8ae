"use client";

import { useTranslations } from "next-intl";
import { changeOf, type TPeriodKind } from "@/lib/analysis/rules";

/** The change of a percent against the last period, in points, with an arrow and words for screen readers. */
export function ChangeBadge({
  current,
  previous,
  period,
  goodWhenUp = true,
  hasPrevious = true,
}: {
  current: number;
  previous: number;
  period: TPeriodKind;
  goodWhenUp?: boolean;
  hasPrevious?: boolean;
}) {
  const t = useTranslations("analysis.change");
  // Against a period with nothing recorded, a change in points means nothing.
  if (!hasPrevious) return <span className="text-xs text-slate-500">{t("noPrevious", { period })}</span>;
  const c = changeOf(current, previous);
  const good = c.direction === "same" ? null : (c.direction === "up") === goodWhenUp;
  const tone = good == null ? "text-slate-600" : good ? "text-green-700" : "text-red-700";
  const arrow = c.direction === "up" ? "▲" : c.direction === "down" ? "▼" : "■";
  return (
    <span className={`inline-flex items-center gap-1 text-xs font-medium ${tone}`}>
      <span aria-hidden="true">{arrow}</span>
      {c.direction === "same" ? t("same", { period }) : t("points", { delta: Math.abs(c.delta), direction: c.direction, period })}
    </span>
  );
}
