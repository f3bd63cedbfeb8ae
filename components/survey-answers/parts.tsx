import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/form";
import { TableScroll } from "@/components/ui/table-scroll";
import { surveyFilterQuery, type TSurveyFilter } from "@/lib/survey-answers/schemas";

/** The date range of a survey answers page and its CSV export link (the same range). A plain GET form. */
export async function SurveyRangeForm({ base, filter }: { base: string; filter: TSurveyFilter }) {
  const t = await getTranslations("surveyAnswers");
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <form method="get" action={base} aria-label={t("filter")} className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor="survey-from" className="block text-sm font-medium text-slate-700">
            {t("from")}
          </label>
          <input id="survey-from" name="from" type="date" defaultValue={filter.from ?? ""} className={inputClass} />
        </div>
        <div className="space-y-1">
          <label htmlFor="survey-to" className="block text-sm font-medium text-slate-700">
            {t("to")}
          </label>
          <input id="survey-to" name="to" type="date" defaultValue={filter.to ?? ""} className={inputClass} />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("apply")}
        </button>
        {filter.from || filter.to ? (
          <Link href={base} className="pb-2 text-sm text-brand-700 underline">
            {t("clear")}
          </Link>
        ) : null}
      </form>
      <a href={`${base}/csv${surveyFilterQuery({ ...filter, page: 1 })}`} className={buttonClass("secondary")} download>
        {t("csv")}
      </a>
    </div>
  );
}

/** One question's counts: each option, its count and share of the answers, as a labelled bar. */
export async function QuestionSummary({
  id,
  question,
  counts,
  labels,
  answered,
  note,
}: {
  id: string;
  question: string;
  counts: Record<string, number>;
  labels: (option: string) => string;
  answered: number;
  note?: string;
}) {
  const t = await getTranslations("surveyAnswers");
  const max = Math.max(1, ...Object.values(counts));
  return (
    <section aria-labelledby={id} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={id} className="font-semibold">
        {question}
      </h3>
      {note ? <p className="text-sm text-slate-700">{note}</p> : null}
      <TableScroll>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("countsOf", { question })}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t("answer")}</th>
              <th scope="col">{t("count")}</th>
              <th scope="col">{t("share")}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(counts).map(([option, n]) => (
              <tr key={option}>
                <th scope="row" className="w-1/3 py-1 pr-3 font-normal">
                  {labels(option)}
                </th>
                <td className="w-16 py-1 pr-3 text-right tabular-nums">{n}</td>
                <td className="py-1">
                  <div className="flex items-center gap-2">
                    <div className="h-3 rounded bg-brand-600" style={{ width: `${(n / max) * 100}%`, minWidth: n ? "0.25rem" : 0 }} aria-hidden="true" />
                    <span className="text-xs text-slate-600 tabular-nums">{answered ? Math.round((n / answered) * 100) : 0}%</span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
