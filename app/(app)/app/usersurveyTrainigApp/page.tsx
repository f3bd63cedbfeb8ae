import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { QuestionSummary, SurveyPager, SurveyRangeForm } from "@/components/survey-answers/parts";
import { TableScroll } from "@/components/ui/table-scroll";
import { formatInstantDate } from "@/lib/i18n/format";
import { listTrainingAnswers } from "@/lib/survey-answers/queries";
import { surveyFilterOf } from "@/lib/survey-answers/schemas";

export async function generateMetadata() {
  return { title: (await getTranslations("surveyAnswers.training"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /app/usersurveyTrainigApp: the answers of the training survey (/trainingsurvey), with counts, averages and a CSV export (admins). */
export default async function TrainingSurveyAnswersPage({ searchParams }: TProps) {
  const denied = await guardArea("usersurveyTrainigApp");
  if (denied) return denied;
  const filter = surveyFilterOf(await searchParams);
  const locale = await getLocale();
  const [t, q, data] = await Promise.all([getTranslations("surveyAnswers"), getTranslations("pages.survey"), listTrainingAnswers(await getDb(), filter)]);
  const base = "/app/usersurveyTrainigApp";
  const scale = (o: string) => q(`scale.${o}`);
  const avg = (v: number | null) => (v === null ? "—" : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(v));
  return (
    <div className="max-w-6xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("training.title")}</h1>
        <p className="max-w-2xl text-slate-700">{t("training.intro")}</p>
      </header>
      <SurveyRangeForm base={base} filter={filter} />
      <section aria-labelledby="survey-summary" className="space-y-3">
        <h2 id="survey-summary" className="text-lg font-semibold">
          {t("summary", { count: data.total })}
        </h2>
        {data.total === 0 ? null : (
          <div className="grid gap-4 lg:grid-cols-3">
            <QuestionSummary id="sum-sat" question={q("satisfaction.training")} counts={data.summary.satisfaction} labels={scale} answered={data.total} note={t("averageOf", { average: avg(data.summary.satisfactionAverage) })} />
            <QuestionSummary id="sum-use" question={q("usefulness")} counts={data.summary.usefulness} labels={scale} answered={data.total} note={t("averageOf", { average: avg(data.summary.usefulnessAverage) })} />
            <QuestionSummary id="sum-next" question={q("nextStep")} counts={data.summary.nextStep} labels={(o) => q(`nextSteps.${o}`)} answered={data.total} />
          </div>
        )}
      </section>
      <section aria-labelledby="survey-rows" className="space-y-3">
        <h2 id="survey-rows" className="text-lg font-semibold">
          {t("answers")}
        </h2>
        {data.rows.length === 0 ? (
          <p className="text-slate-700">{filter.from || filter.to ? t("noneInRange") : t("empty")}</p>
        ) : (
          <TableScroll>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("training.title")}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">{t("columns.date")}</th>
                  <th scope="col" className="px-3 py-2">{t("columns.user")}</th>
                  <th scope="col" className="px-3 py-2">{q("satisfaction.training")}</th>
                  <th scope="col" className="px-3 py-2">{q("usefulness")}</th>
                  <th scope="col" className="px-3 py-2">{q("nextStep")}</th>
                  <th scope="col" className="px-3 py-2">{t("columns.comment")}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr key={r.id} className="border-t border-slate-200 align-top">
                    <td className="px-3 py-2 whitespace-nowrap">{formatInstantDate(r.createdAt, locale, "UTC", "medium")}</td>
                    <td className="px-3 py-2">
                      <span className="block">{r.name}</span>
                      {r.email ? (
                        <a href={`mailto:${r.email}`} className="text-xs text-brand-700 underline">
                          {r.email}
                        </a>
                      ) : null}
                    </td>
                    <td className="px-3 py-2 tabular-nums">{r.answers.satisfaction ?? "—"}/5</td>
                    <td className="px-3 py-2 tabular-nums">{r.answers.usefulness ?? "—"}/5</td>
                    <td className="px-3 py-2">{r.answers.nextStep ? q(`nextSteps.${r.answers.nextStep}`) : "—"}</td>
                    <td className="px-3 py-2 whitespace-pre-line">{r.answers.comments || "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <SurveyPager base={base} filter={filter} page={data.page} pages={data.pages} total={data.total} />
      </section>
    </div>
  );
}
