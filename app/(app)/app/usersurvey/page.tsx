import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { QuestionSummary, SurveyPager, SurveyRangeForm } from "@/components/survey-answers/parts";
import { TableScroll } from "@/components/ui/table-scroll";
import { formatInstantDate } from "@/lib/i18n/format";
import { listSignupAnswers } from "@/lib/survey-answers/queries";
import { surveyFilterOf } from "@/lib/survey-answers/schemas";

export async function generateMetadata() {
  return { title: (await getTranslations("surveyAnswers.signup"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /app/usersurvey: the answers of the sign-up survey, one row per user, with per-question counts and a CSV export (admins). */
export default async function UserSurveyPage({ searchParams }: TProps) {
  const denied = await guardArea("usersurvey");
  if (denied) return denied;
  const filter = surveyFilterOf(await searchParams);
  const locale = await getLocale();
  const [t, q, data] = await Promise.all([getTranslations("surveyAnswers"), getTranslations("signup.survey"), listSignupAnswers(await getDb(), filter)]);
  const base = "/app/usersurvey";
  return (
    <div className="max-w-6xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("signup.title")}</h1>
        <p className="max-w-2xl text-slate-700">{t("signup.intro")}</p>
      </header>
      <SurveyRangeForm base={base} filter={filter} />
      <section aria-labelledby="survey-summary" className="space-y-3">
        <h2 id="survey-summary" className="text-lg font-semibold">
          {t("summary", { count: data.total })}
        </h2>
        {data.total === 0 ? null : (
          <div className="grid gap-4 lg:grid-cols-3">
            <QuestionSummary id="sum-heard" question={q("heardFrom")} counts={data.summary.heardFrom} labels={(o) => q(`heardFromOptions.${o}`)} answered={data.total} />
            <QuestionSummary id="sum-goals" question={q("goals")} counts={data.summary.goals} labels={(o) => q(`goalOptions.${o}`)} answered={data.total} note={t("multiple")} />
            <QuestionSummary id="sum-level" question={q("schoolLevel")} counts={data.summary.schoolLevel} labels={(o) => q(`levelOptions.${o}`)} answered={data.total} />
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
              <caption className="sr-only">{t("signup.title")}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">{t("columns.date")}</th>
                  <th scope="col" className="px-3 py-2">{t("columns.user")}</th>
                  <th scope="col" className="px-3 py-2">{q("heardFrom")}</th>
                  <th scope="col" className="px-3 py-2">{q("goals")}</th>
                  <th scope="col" className="px-3 py-2">{q("schoolLevel")}</th>
                  <th scope="col" className="px-3 py-2">{t("columns.comment")}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr key={r.id} className="border-t border-slate-200 align-top">
                    <td className="px-3 py-2 whitespace-nowrap">{formatInstantDate(r.createdAt, locale, "UTC", "medium")}</td>
                    <td className="px-3 py-2">
                      <span className="block">{r.name || r.username}</span>
                      <a href={`mailto:${r.email}`} className="text-xs text-brand-700 underline">
                        {r.email}
                      </a>
                    </td>
                    <td className="px-3 py-2">{r.answers.heardFrom ? q(`heardFromOptions.${r.answers.heardFrom}`) : "—"}</td>
                    <td className="px-3 py-2">{r.answers.goals.length ? r.answers.goals.map((g) => q(`goalOptions.${g}`)).join("; ") : "—"}</td>
                    <td className="px-3 py-2">{r.answers.schoolLevel ? q(`levelOptions.${r.answers.schoolLevel}`) : "—"}</td>
                    <td className="px-3 py-2 whitespace-pre-line">{r.answers.comment || "—"}</td>
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
