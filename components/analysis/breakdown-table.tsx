"use client";

import { useTranslations } from "next-intl";
import type { TPeriodFigures } from "@/lib/analysis/dashboard";
import { ChangeBadge } from "./change-badge";
import { groupColor, hoursMinutes, useCategoryLabel, useGroupLabel } from "./labels";
import { TableScroll } from "@/components/ui/table-scroll";
import { TableHead } from "@/components/ui/table-head";

/** Minutes and percent per group and, under each, per category, with the change against the last period. */
export function BreakdownTable({ period }: { period: TPeriodFigures }) {
  const t = useTranslations("analysis");
  const label = useGroupLabel();
  const categoryLabel = useCategoryLabel();
  const { current, previous } = period;
  const prevGroup = new Map(previous.groups.map((g) => [g.key, g.percent]));
  const prevCategory = new Map(previous.categories.map((c) => [c.id, c.percent]));
  return (
    <TableScroll data-print="avoid-break">
      <table className="w-full text-sm">
        <caption className="sr-only">{t("categoriesTitle")}</caption>
        <TableHead
          className="bg-slate-50 text-left text-xs uppercase text-slate-600"
          columns={[
            <>
              {t("table.group")} / {t("table.category")}
            </>,
            { label: t("table.time"), className: "px-3 py-2 text-right" },
            { label: t("table.percent"), className: "px-3 py-2 text-right" },
            t("table.change"),
          ]}
        />
        {current.groups.map((g) => {
          const isSupport = g.targetKind !== "direct";
          return (
            <tbody key={g.key} className="border-t border-slate-200">
              <tr className="bg-white font-semibold">
                <th scope="row" className="px-3 py-2 text-left">
                  <span className="mr-2 inline-block h-3 w-3 rounded-full align-middle" style={{ backgroundColor: groupColor(g.key) }} aria-hidden="true" />
                  {label(g.key, g.name)}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{hoursMinutes(g.minutes)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{g.percent}%</td>
                <td className="px-3 py-2">
                  <ChangeBadge current={g.percent} previous={prevGroup.get(g.key) ?? 0} period={period.kind} goodWhenUp={!isSupport} hasPrevious={previous.totalMinutes > 0} />
                </td>
              </tr>
              {current.categories
                .filter((c) => c.groupKey === g.key)
                .map((c) => (
                  <tr key={String(c.id)} className="text-slate-700">
                    <th scope="row" className="py-1.5 pl-8 pr-3 text-left font-normal">
                      <span className="mr-2 inline-block h-2.5 w-2.5 rounded-sm align-middle" style={{ backgroundColor: c.color }} aria-hidden="true" />
                      {categoryLabel(c)}
                    </th>
                    <td className="px-3 py-1.5 text-right tabular-nums">{hoursMinutes(c.minutes)}</td>
                    <td className="px-3 py-1.5 text-right tabular-nums">{c.percent}%</td>
                    <td className="px-3 py-1.5">
                      <ChangeBadge current={c.percent} previous={prevCategory.get(c.id) ?? 0} period={period.kind} goodWhenUp={!isSupport} hasPrevious={previous.totalMinutes > 0} />
                    </td>
                  </tr>
                ))}
            </tbody>
          );
        })}
      </table>
    </TableScroll>
  );
}
