import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { QuestionSummary } from "@/components/survey-answers/parts";
import { SurveyAnswersView } from "./answers-view";
import { formatInstantDate } from "@/lib/i18n/format";
import { listSignupAnswers } from "@/lib/survey-answers/queries";
import { surveyFilterOf } from "@/lib/survey-answers/schemas";
import type { TColumn } from "@/components/ui/data-table";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("surveyAnswers.signup");

/** /app/usersurvey: the answers of the sign-up survey, one row per user, with per-question counts and a CSV export (admins). */
export default async function UserSurveyPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("usersurvey");
  if (denied) return denied;
  const filter = surveyFilterOf(await searchParams);
  const locale = await getLocale();
  const [t, q, data] = await Promise.all([getTranslations("surveyAnswers"), getTranslations("signup.survey"), listSignupAnswers(await getDb(), filter)]);
  const base = "/app/usersurvey";
  const columns: TColumn<(typeof data.rows)[number]>[] = [
    { id: "date", header: t("columns.date"), className: "whitespace-nowrap", cell: (r) => formatInstantDate(r.createdAt, locale, "UTC", "medium") },
    {
      id: "user",
      header: t("columns.user"),
      cell: (r) => (
        <>
          <span className="block">{r.name || r.username}</span>
          <a href={`mailto:${r.email}`} className="text-xs text-brand-700 underline">
            {r.email}
          </a>
        </>
      ),
    },
    { id: "heardFrom", header: q("heardFrom"), cell: (r) => (r.answers.heardFrom ? q(`heardFromOptions.${r.answers.heardFrom}`) : "—") },
    { id: "goals", header: q("goals"), cell: (r) => (r.answers.goals.length ? r.answers.goals.map((g) => q(`goalOptions.${g}`)).join("; ") : "—") },
    { id: "schoolLevel", header: q("schoolLevel"), cell: (r) => (r.answers.schoolLevel ? q(`levelOptions.${r.answers.schoolLevel}`) : "—") },
    { id: "comment", header: t("columns.comment"), className: "whitespace-pre-line", cell: (r) => r.answers.comment || "—" },
  ];
  return (
    <SurveyAnswersView
      survey="signup"
      base={base}
      filter={filter}
      data={data}
      columns={columns}
      summaries={
        <>
          <QuestionSummary id="sum-heard" question={q("heardFrom")} counts={data.summary.heardFrom} labels={(o) => q(`heardFromOptions.${o}`)} answered={data.total} />
          <QuestionSummary id="sum-goals" question={q("goals")} counts={data.summary.goals} labels={(o) => q(`goalOptions.${o}`)} answered={data.total} note={t("multiple")} />
          <QuestionSummary id="sum-level" question={q("schoolLevel")} counts={data.summary.schoolLevel} labels={(o) => q(`levelOptions.${o}`)} answered={data.total} />
        </>
      }
    />
  );
}
