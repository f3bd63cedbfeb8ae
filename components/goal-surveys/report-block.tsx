import { getLocale, getTranslations } from "next-intl/server";
import { TableScroll } from "@/components/ui/table-scroll";
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
      <TableScroll>
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">{t("statement")}</th>
              <th scope="col" className="px-3 py-2 text-right">{t("pre")}</th>
              <th scope="col" className="px-3 py-2 text-right">{t("post")}</th>
              <th scope="col" className="px-3 py-2 text-right">{t("change")}</th>
            </tr>
          </thead>
          <tbody>
            {block.statements.map((s) => (
              <tr key={s.id} className="border-t border-slate-200" data-testid="report-statement">
                <th scope="row" className="px-3 py-2 font-normal">{s.text}</th>
                <td className="px-3 py-2 text-right tabular-nums">{t("avg", { avg: avg(s.pre), n: s.preN })}</td>
                <td className="px-3 py-2 text-right tabular-nums">{t("avg", { avg: avg(s.post), n: s.postN })}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatPercent(s.change, locale)}</td>
              </tr>
            ))}
            <tr className="border-t-2 border-slate-300 font-semibold" data-testid="report-total">
              <th scope="row" className="px-3 py-2">{t("average")}</th>
              <td className="px-3 py-2 text-right tabular-nums">{avg(block.pre)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{avg(block.post)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatPercent(block.change, locale)}</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
