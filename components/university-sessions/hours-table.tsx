import { getTranslations } from "next-intl/server";
import { TableScroll } from "@/components/ui/table-scroll";
import type { TUseOfTime } from "@/lib/analysis/use-of-time";
import { CATEGORY_MESSAGES, categoryName, groupName } from "@/lib/categories/labels";
import { hoursOf } from "@/lib/university/sessions-rules";

/** A student's logged hours in a session by ASCA use-of-time category (the analysis of lib/analysis, in the session's dates). */
export async function HoursTable({ analysis, caption }: { analysis: TUseOfTime; caption: string }) {
  const [t, tc] = await Promise.all([getTranslations("universitySessions.hours"), getTranslations(CATEGORY_MESSAGES)]);
  const rows = analysis.categories.filter((c) => c.minutes > 0);
  if (rows.length === 0) return <p className="text-sm text-slate-700">{t("none")}</p>;
  const groups = new Map(analysis.groups.map((g) => [g.key, g]));
  return (
    <TableScroll>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">{t("category")}</th>
            <th scope="col" className="px-3 py-2">{t("group")}</th>
            <th scope="col" className="px-3 py-2 text-right">{t("hours")}</th>
            <th scope="col" className="px-3 py-2 text-right">{t("percent")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={`${c.id ?? "none"}`} className="border-t border-slate-200">
              <th scope="row" className="px-3 py-2 font-normal">
                <span aria-hidden="true" className="mr-2 inline-block h-3 w-3 rounded-sm align-middle" style={{ backgroundColor: c.color }} />
                {categoryName(tc, c)}
              </th>
              <td className="px-3 py-2">{groupName(tc, c.groupKey, groups.get(c.groupKey)?.name ?? c.groupKey)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{hoursOf(c.minutes)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{c.percent}%</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-300 font-semibold">
            <th scope="row" className="px-3 py-2" colSpan={2}>
              {t("total")}
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{hoursOf(analysis.totalMinutes)}</td>
            <td className="px-3 py-2 text-right tabular-nums">100%</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
