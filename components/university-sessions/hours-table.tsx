import { getTranslations } from "next-intl/server";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import type { TUseOfTime } from "@/lib/analysis/use-of-time";
import { CATEGORY_MESSAGES, categoryName, groupName } from "@/lib/categories/labels";
import { hoursOf } from "@/lib/university/sessions-rules";

/** A student's logged hours in a session by ASCA use-of-time category (the analysis of lib/analysis, in the session's dates). */
export async function HoursTable({ analysis, caption }: { analysis: TUseOfTime; caption: string }) {
  const [t, tc] = await Promise.all([getTranslations("universitySessions.hours"), getTranslations(CATEGORY_MESSAGES)]);
  const rows = analysis.categories.filter((c) => c.minutes > 0);
  if (rows.length === 0) return <p className="text-sm text-slate-700">{t("none")}</p>;
  const groups = new Map(analysis.groups.map((g) => [g.key, g]));
  const columns: TColumn<(typeof rows)[number]>[] = [
    {
      id: "category",
      header: t("category"),
      rowHeader: true,
      className: "font-normal",
      cell: (c) => (
        <>
          <span aria-hidden="true" className="mr-2 inline-block h-3 w-3 rounded-sm align-middle" style={{ backgroundColor: c.color }} />
          {categoryName(tc, c)}
        </>
      ),
    },
    { id: "group", header: t("group"), cell: (c) => groupName(tc, c.groupKey, groups.get(c.groupKey)?.name ?? c.groupKey) },
    { id: "hours", header: t("hours"), align: "end", className: "tabular-nums", cell: (c) => hoursOf(c.minutes) },
    { id: "percent", header: t("percent"), align: "end", className: "tabular-nums", cell: (c) => `${c.percent}%` },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(c) => `${c.id ?? "none"}`}
      caption={caption}
      empty={t("none")}
      className="w-full"
      footer={
        <tr className="border-t-2 border-slate-300 font-semibold">
          <th scope="row" className="px-3 py-2" colSpan={2}>
            {t("total")}
          </th>
          <td className="px-3 py-2 text-right tabular-nums">{hoursOf(analysis.totalMinutes)}</td>
          <td className="px-3 py-2 text-right tabular-nums">100%</td>
        </tr>
      }
    />
  );
}
