import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { Confidential } from "@/components/shell/confidential";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { surveyResults, surveyStudentResults } from "@/lib/goal-surveys/reports";
import { AppError } from "@/lib/http/errors";
import { formatDate, formatNumber, formatPercent } from "@/lib/i18n/format";
import { listOwnSurveys } from "@/lib/surveys/queries";
import { ReportBlockView } from "./report-block";

async function orNotFound<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** The picker of the caller's own surveys (lesson and goal surveys), a GET form. */
async function SurveyPicker({ surveyId }: { surveyId: number | null }) {
  const { user } = await requireActor();
  const [t, surveys] = await Promise.all([getTranslations("goalSurveys.common"), listOwnSurveys(await getDb(), user.id)]);
  if (surveys.length === 0) return <p className="text-slate-700">{t("noSurveys")}</p>;
  return (
    <form method="get" className="flex flex-wrap items-end gap-2" data-testid="report-survey-picker">
      <div className="space-y-1">
        <label htmlFor="report-survey" className="block text-sm font-medium text-slate-700">
          {t("pickSurvey")}
        </label>
        <select id="report-survey" name="survey_id" defaultValue={surveyId ?? undefined} className={`${inputClass} max-w-xl`}>
          {surveys.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        {t("show")}
      </button>
    </form>
  );
}

/** /app/surveyResults[?survey_id=]: one of the caller's surveys, per event that gives it and overall. */
export async function SurveyResultsPage({ surveyId }: { surveyId: number | null }) {
  const { user } = await requireActor();
  const [t, tr, tc, locale] = await Promise.all([getTranslations("goalSurveys.results"), getTranslations("goalSurveys.report"), getTranslations("goalSurveys.common"), getLocale()]);
  const report = surveyId === null ? null : await orNotFound(async () => surveyResults(await getDb(), user, surveyId));
  return (
    <div className="max-w-5xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-slate-700">{t("intro")}</p>
      </header>
      <SurveyPicker surveyId={surveyId} />
      {report ? (
        <div className="space-y-6" data-testid="survey-results">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-xl font-semibold text-slate-900">{report.name}</h2>
            <Link href={`/app/surveyResultsStudents?survey_id=${surveyId}`} className={buttonClass("secondary")}>
              {tc("perStudent")}
            </Link>
          </div>
          {report.events.length === 0 ? (
            <p className="text-slate-700">{tr("noEvents")}</p>
          ) : (
            <>
              <ReportBlockView heading={tr("allEvents")} block={report.overall} levels={report.likertLevels} testId="report-overall" />
              {report.events.map((e) => (
                <ReportBlockView key={e.id} heading={`${formatDate(e.date, locale)} – ${e.title}`} block={e.block} levels={report.likertLevels} testId="report-event" />
              ))}
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** /app/surveyResultsStudents[?survey_id=]: per student who gave an id, the mean before and after and the change; the owner's alone. */
export async function SurveyStudentsPage({ surveyId }: { surveyId: number | null }) {
  const { user } = await requireActor();
  const [t, locale] = await Promise.all([getTranslations("goalSurveys.students"), getLocale()]);
  const result = surveyId === null ? null : await orNotFound(async () => surveyStudentResults(await getDb(), user, surveyId));
  const cell = (v: number | null) => (v === null ? "–" : formatNumber(v, locale, 1));
  return (
    <div className="max-w-5xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-slate-700">{t("intro")}</p>
      </header>
      <SurveyPicker surveyId={surveyId} />
      {result ? (
        <section className="space-y-3" data-testid="survey-students">
          <h2 className="text-xl font-semibold text-slate-900">{result.name}</h2>
          {result.students.length === 0 ? (
            <p className="text-slate-700">{t("none")}</p>
          ) : (
            <TableScroll>
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2">{t("student")}</th>
                    <th scope="col" className="px-3 py-2">{t("studentId")}</th>
                    <th scope="col" className="px-3 py-2 text-right">{t("pre")}</th>
                    <th scope="col" className="px-3 py-2 text-right">{t("post")}</th>
                    <th scope="col" className="px-3 py-2 text-right">{t("change")}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.students.map((s) => (
                    <tr key={s.key} className="border-t border-slate-200" data-testid="student-result">
                      <th scope="row" className="px-3 py-2 font-normal">{s.name ? <Confidential>{s.name}</Confidential> : t("unmatched")}</th>
                      <td className="px-3 py-2">{s.studentRef ? <Confidential>{s.studentRef}</Confidential> : "–"}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{cell(s.pre)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{cell(s.post)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatPercent(s.change, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </section>
      ) : null}
    </div>
  );
}
