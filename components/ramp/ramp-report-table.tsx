import { getLocale, getTranslations } from "next-intl/server";
import { TableScroll } from "@/components/ui/table-scroll";
import { cellText, columnLabel, kindOf } from "@/lib/reports/format";
import type { TReportTable } from "@/lib/reports/types";

// A generated report's table inside a RAMP component (student columns already removed by lib/ramp).

export async function RampReportTable({ table, caption }: { table: TReportTable; caption: string }) {
  const [t, locale] = await Promise.all([getTranslations("reports"), getLocale()]);
  const tr = (k: string, v?: Record<string, string | number>) => t(k as never, v as never);
  const empty = (await getTranslations("ramp.component"))("none");
  if (table.columns.length === 0 || table.rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <TableScroll>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left">
          <tr>
            {table.columns.map((c) => (
              <th key={c.key} scope="col" className="px-3 py-2 font-medium">
                {columnLabel(c, tr, locale)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r, i) => (
            <tr key={i} className="border-t border-slate-100">
              {table.columns.map((c) => (
                <td key={c.key} className="px-3 py-1.5">
                  {cellText(kindOf(c, r), r[c.key] ?? null, tr, locale)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {table.totals ? (
          <tfoot className="border-t border-slate-300 font-medium">
            <tr>
              {table.columns.map((c, i) => (
                <td key={c.key} className="px-3 py-1.5">
                  {i === 0 ? tr(table.totalsLabel ?? "total") : cellText(kindOf(c, table.totals as never), table.totals?.[c.key] ?? null, tr, locale)}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </TableScroll>
  );
}
