import { getLocale, getTranslations } from "next-intl/server";
import { DataTable } from "@/components/ui/data-table";
import type { TReportBlock } from "@/lib/goal-surveys/rules";
import { formatNumber, formatPercent } from "@/lib/i18n/format";
import { ReportChart } from "./report-chart";

/** One block of a survey report (an event, or all events): the chart, then each statement's pre, post and change as a table, in the reader's number format. */
export async function ReportBlockView({ heading, block, levels, testId }: { heading: string; block: TReportBlock; levels: number; testId: string }) {
  const [t, locale] = await Promise.all([getTranslations("goalSurveys.report"), getLocale()]);
  const avg = (n: number) => formatNumber(n, locale, 1);
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" aria-label={heading} data-testid={testId}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{heading}</h3>
        <p className="text-sm text-slate-600">{t("responses", { pre: block.responses.pre, post: block.responses.post })}</p>
      </header>
      <ReportChart statements={block.statements} levels={levels} labels={{ title: t("chartTitle", { heading }), pre: t("pre"), post: t("post"), short: t("statementShort") }} />
      <DataTable
        columns={[
          { id: "statement", header: t("statement"), rowHeader: true, className: "font-normal", cell: (s) => s.text },
          { id: "pre", header: t("pre"), align: "end", className: "tabular-nums", cell: (s) => t("avg", { avg: avg(s.pre), n: s.preN }) },
          { id: "post", header: t("post"), align: "end", className: "tabular-nums", cell: (s) => t("avg", { avg: avg(s.post), n: s.postN }) },
          { id: "change", header: t("change"), align: "end", className: "tabular-nums", cell: (s) => formatPercent(s.change, locale) },
        ]}
        rows={block.statements}
        rowKey={(s) => s.id}
        caption={heading}
        empty={t("statement")}
        className="w-full"
        rowProps={() => ({ "data-testid": "report-statement" })}
        footer={
          <tr className="border-t-2 border-slate-300 font-semibold" data-testid="report-total">
            <th scope="row" className="px-3 py-2">
              {t("average")}
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{avg(block.pre)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{avg(block.post)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{formatPercent(block.change, locale)}</td>
          </tr>
        }
      />
    </section>
  );
}
