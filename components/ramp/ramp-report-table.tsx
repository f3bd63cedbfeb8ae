import { getLocale, getTranslations } from "next-intl/server";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { cellText, columnLabel, kindOf } from "@/lib/reports/format";
import type { TReportTable } from "@/lib/reports/types";

// A generated report's table inside a RAMP component (student columns already removed by lib/ramp).

export async function RampReportTable({ table, caption }: { table: TReportTable; caption: string }) {
  const [t, locale] = await Promise.all([getTranslations("reports"), getLocale()]);
  const tr = (k: string, v?: Record<string, string | number>) => t(k as never, v as never);
  const empty = (await getTranslations("ramp.component"))("none");
  if (table.columns.length === 0 || table.rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  const columns: TColumn<(typeof table.rows)[number]>[] = table.columns.map((c) => ({
    id: c.key,
    header: columnLabel(c, tr, locale),
    cell: (r) => cellText(kindOf(c, r), r[c.key] ?? null, tr, locale),
  }));
  return (
    <DataTable
      columns={columns}
      rows={table.rows}
      rowKey={(r) => table.rows.indexOf(r)}
      caption={caption}
      empty={empty}
      className="w-full"
      footer={
        table.totals ? (
          <tr className="border-t border-slate-300 font-medium">
            {table.columns.map((c, i) => (
              <td key={c.key} className="px-3 py-2">
                {i === 0 ? tr(table.totalsLabel ?? "total") : cellText(kindOf(c, table.totals as never), table.totals?.[c.key] ?? null, tr, locale)}
              </td>
            ))}
          </tr>
        ) : null
      }
    />
  );
}
