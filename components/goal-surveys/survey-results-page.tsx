import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { Confidential } from "@/components/shell/confidential";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/form";
import { DataTable } from "@/components/ui/data-table";
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
  const actor = await requireActor();
  const [t, surveys] = await Promise.all([getTranslations("goalSurveys.common"), listOwnSurveys(await getDb(), actor)]);
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
  const actor = await requireActor();
  const [t, tr, tc, locale] = await Promise.all([getTranslations("goalSurveys.results"), getTranslations("goalSurveys.report"), getTranslations("goalSurveys.common"), getLocale()]);
  const report = surveyId === null ? null : await orNotFound(async () => surveyResults(await getDb(), actor, surveyId));
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
  const actor = await requireActor();
  const [t, locale] = await Promise.all([getTranslations("goalSurveys.students"), getLocale()]);
  const result = surveyId === null ? null : await orNotFound(async () => surveyStudentResults(await getDb(), actor, surveyId));
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
          <DataTable
            columns={[
              { id: "student", header: t("student"), rowHeader: true, className: "font-normal", cell: (s) => (s.name ? <Confidential>{s.name}</Confidential> : t("unmatched")) },
              { id: "studentId", header: t("studentId"), cell: (s) => (s.studentRef ? <Confidential>{s.studentRef}</Confidential> : "–") },
              { id: "pre", header: t("pre"), align: "end", className: "tabular-nums", cell: (s) => cell(s.pre) },
              { id: "post", header: t("post"), align: "end", className: "tabular-nums", cell: (s) => cell(s.post) },
              { id: "change", header: t("change"), align: "end", className: "tabular-nums", cell: (s) => formatPercent(s.change, locale) },
            ]}
            rows={result.students}
            rowKey={(s) => s.key}
            caption={result.name}
            empty={<span className="text-slate-700">{t("none")}</span>}
            className="w-full"
            rowProps={() => ({ "data-testid": "student-result" })}
          />
        </section>
      ) : null}
    </div>
  );
}
