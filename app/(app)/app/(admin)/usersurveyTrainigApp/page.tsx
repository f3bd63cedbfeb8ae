import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { QuestionSummary } from "@/components/survey-answers/parts";
import { SurveyAnswersView } from "../usersurvey/answers-view";
import { formatInstantDate } from "@/lib/i18n/format";
import { listTrainingAnswers } from "@/lib/survey-answers/queries";
import { surveyFilterOf } from "@/lib/survey-answers/schemas";
import type { TColumn } from "@/components/ui/data-table";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("surveyAnswers.training");

/** /app/usersurveyTrainigApp: the answers of the training survey (/trainingsurvey), with counts, averages and a CSV export (admins). */
export default async function TrainingSurveyAnswersPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("usersurveyTrainigApp");
  if (denied) return denied;
  const filter = surveyFilterOf(await searchParams);
  const locale = await getLocale();
  const [t, q, data] = await Promise.all([getTranslations("surveyAnswers"), getTranslations("pages.survey"), listTrainingAnswers(await getDb(), filter)]);
  const base = "/app/usersurveyTrainigApp";
  const scale = (o: string) => q(`scale.${o}`);
  const avg = (v: number | null) => (v === null ? "—" : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(v));
  const columns: TColumn<(typeof data.rows)[number]>[] = [
    { id: "date", header: t("columns.date"), className: "whitespace-nowrap", cell: (r) => formatInstantDate(r.createdAt, locale, "UTC", "medium") },
    {
      id: "user",
      header: t("columns.user"),
      cell: (r) => (
        <>
          <span className="block">{r.name}</span>
          {r.email ? (
            <a href={`mailto:${r.email}`} className="text-xs text-brand-700 underline">
              {r.email}
            </a>
          ) : null}
        </>
      ),
    },
    { id: "satisfaction", header: q("satisfaction.training"), className: "tabular-nums", cell: (r) => `${r.answers.satisfaction ?? "—"}/5` },
    { id: "usefulness", header: q("usefulness"), className: "tabular-nums", cell: (r) => `${r.answers.usefulness ?? "—"}/5` },
    { id: "nextStep", header: q("nextStep"), cell: (r) => (r.answers.nextStep ? q(`nextSteps.${r.answers.nextStep}`) : "—") },
    { id: "comment", header: t("columns.comment"), className: "whitespace-pre-line", cell: (r) => r.answers.comments || "—" },
  ];
  return (
    <SurveyAnswersView
      survey="training"
      base={base}
      filter={filter}
      data={data}
      columns={columns}
      summaries={
        <>
          <QuestionSummary
            id="sum-sat"
            question={q("satisfaction.training")}
            counts={data.summary.satisfaction}
            labels={scale}
            answered={data.total}
            note={t("averageOf", { average: avg(data.summary.satisfactionAverage) })}
          />
          <QuestionSummary
            id="sum-use"
            question={q("usefulness")}
            counts={data.summary.usefulness}
            labels={scale}
            answered={data.total}
            note={t("averageOf", { average: avg(data.summary.usefulnessAverage) })}
          />
          <QuestionSummary id="sum-next" question={q("nextStep")} counts={data.summary.nextStep} labels={(o) => q(`nextSteps.${o}`)} answered={data.total} />
        </>
      }
    />
  );
}
