"use client";

import { useTranslations } from "next-intl";
import { TableScroll } from "@/components/ui/table-scroll";

type TProps = {
  /** The chart's title: the table's caption, so the two are announced as one figure. */
  caption: string;
  /** The header of the first column (what each row is), then one header per series. */
  columns: string[];
  /** One row per x value: its label, then the series' values as a reader sees them. */
  rows: (string | number)[][];
};

/**
 * A chart's figures as a table (the chart's text alternative, WCAG 1.1.1 and 1.3.1): a disclosure
 * under the chart opens a captioned table with one row per bar or point and one column per series,
 * so a screen reader or a keyboard user reads the same numbers the chart draws.
 */
export function ChartDataTable({ caption, columns, rows }: TProps) {
  const t = useTranslations("analysis.dataTable");
  if (rows.length === 0) return null;
  return (
    <details className="mt-2 text-sm" data-print="hide" data-testid="chart-data">
      <summary className="cursor-pointer rounded text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        {t("showTable")}
      </summary>
      <TableScroll className="mt-2">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {columns.map((c, i) => (
                <th key={i} scope="col" className={`px-3 py-2 font-medium ${i > 0 ? "text-right" : ""}`}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r} className="border-t border-slate-100">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-3 py-1.5 font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="px-3 py-1.5 text-right tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </details>
  );
}
