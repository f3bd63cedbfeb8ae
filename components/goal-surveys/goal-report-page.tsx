import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/form";
import { DataTable } from "@/components/ui/data-table";
import { requireActor } from "@/lib/auth/current-user";
import { goalEventCandidates } from "@/lib/goal-surveys/events";
import { goalSurveyReport, reportGoals } from "@/lib/goal-surveys/reports";
import { goalSurveyPath } from "@/lib/goal-surveys/rules";
import { AppError } from "@/lib/http/errors";
import { formatDate, formatNumber, formatPercent } from "@/lib/i18n/format";
import { gradeLabel } from "@/lib/lessons/page-data";
import { ownSmartGoal } from "@/lib/smart-goals/access";
import { LinkEventForm } from "./link-event-form";
import { ReportBlockView } from "./report-block";

/** /app/smartGoalSurveyReport[?id=]: pick a goal → per event and overall, each statement's pre/post averages and change, a chart, a CSV. */
export async function GoalReportPage({ id }: { id: number | null }) {
  const actor = await requireActor();
  const { user } = actor;
  const db = await getDb();
  const [t, tc, tLessons, locale, goals] = await Promise.all([
    getTranslations("goalSurveys.report"),
    getTranslations("goalSurveys.common"),
    getTranslations("lessons"),
    getLocale(),
    reportGoals(db, actor),
  ]);
  let report = null;
  if (id !== null) {
    try {
      report = await goalSurveyReport(db, actor, id);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) notFound();
      throw error;
    }
  }
  const candidates = report?.own ? await goalEventCandidates(db, await ownSmartGoal(db, user.id, report.goalId)) : [];
  return (
    <div className="max-w-5xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-slate-700">{t("intro")}</p>
      </header>
      {goals.length === 0 ? (
        <p className="text-slate-700">{t("none")}</p>
      ) : (
        <form method="get" className="flex flex-wrap items-end gap-2" data-testid="report-goal-picker">
          <div className="space-y-1">
            <label htmlFor="report-goal" className="block text-sm font-medium text-slate-700">
              {t("pickGoal")}
            </label>
            <select id="report-goal" name="id" defaultValue={id ?? undefined} className={`${inputClass} max-w-xl`}>
              {goals.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.owner ? t("goalOf", { title: g.title, owner: g.owner }) : g.title}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass("secondary")}>
            {tc("show")}
          </button>
        </form>
      )}
      {report ? (
        <div className="space-y-6" data-testid="goal-survey-report">
          <section className="space-y-3">
            <h2 className="text-xl font-semibold text-slate-900">{report.title}</h2>
            <div className="flex flex-wrap gap-2">
              {report.surveyId !== null && report.events.length > 0 ? (
                <a href={`/api/v1/smartgoals/surveyReport/csv?smart_goal_id=${report.goalId}`} download className={buttonClass("secondary")} data-testid="report-csv">
                  {t("csv")}
                </a>
              ) : null}
              {report.own && report.surveyId !== null ? (
                <Link href={`/app/surveyResultsStudents?survey_id=${report.surveyId}`} className={buttonClass("secondary")}>
                  {tc("perStudent")}
                </Link>
              ) : null}
              {report.own ? (
                <Link href={`/app/smartGoal?id=${report.goalId}`} className={buttonClass("secondary")}>
                  {t("openGoal")}
                </Link>
              ) : null}
            </div>
            {report.own ? (
              <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="goal-survey-links">
                <p className="text-sm text-slate-700">{t("publicLinks")}</p>
                <ul className="flex flex-wrap gap-4 text-sm">
                  <li>
                    <a href={goalSurveyPath(report.goalId)} target="_blank" rel="noopener" className="text-brand-700 underline">
                      {t("surveyLink")}
                    </a>
                  </li>
                  <li>
                    <a href={`/qr/${report.goalId}`} target="_blank" rel="noopener" className="text-brand-700 underline">
                      {t("qrLink")}
                    </a>
                  </li>
                </ul>
                {report.surveyId === null ? (
                  <p className="text-sm text-slate-700">{t("noStatements")}</p>
                ) : candidates.length > 0 ? (
                  <LinkEventForm
                    goalId={report.goalId}
                    events={candidates.map((e) => ({ id: e.id, label: `${formatDate(e.date, locale)} – ${e.title}` }))}
                    labels={{ label: t("linkLabel"), submit: t("linkSubmit"), saved: tc("saved"), failed: tc("failed") }}
                  />
                ) : (
                  <p className="text-sm text-slate-700">{t("noCandidates")}</p>
                )}
              </div>
            ) : null}
          </section>
          {report.events.length === 0 ? (
            <p className="text-slate-700" data-testid="report-no-events">
              {t("noEvents")}
            </p>
          ) : (
            <>
              <ReportBlockView heading={t("allEvents")} block={report.overall} levels={report.likertLevels} testId="report-overall" />
              {report.grades.length > 0 ? (
                <section className="space-y-2 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="report-grades" data-testid="report-grades">
                  <h3 id="report-grades" className="text-lg font-semibold text-slate-900">
                    {t("perGrade")}
                  </h3>
                  <DataTable
                    columns={[
                      { id: "grade", header: t("grade"), rowHeader: true, className: "font-normal", cell: (g) => gradeLabel(tLessons, g) },
                      { id: "pre", header: t("pre"), align: "end", className: "tabular-nums", cell: (g) => t("avg", { avg: formatNumber(g.pre, locale, 1), n: g.preResponses }) },
                      { id: "post", header: t("post"), align: "end", className: "tabular-nums", cell: (g) => t("avg", { avg: formatNumber(g.post, locale, 1), n: g.postResponses }) },
                      { id: "change", header: t("change"), align: "end", className: "tabular-nums", cell: (g) => formatPercent(g.change, locale) },
                    ]}
                    rows={report.grades}
                    rowKey={(g) => g.gradeId}
                    caption={t("perGrade")}
                    empty={t("perGrade")}
                    className="w-full"
                  />
                </section>
              ) : null}
              {report.events.map((e) => (
                <div key={e.id} className="space-y-1">
                  {report.own ? (
                    <p className="text-sm">
                      <a href={`/surveyEvent/${report.goalId}/${e.id}`} target="_blank" rel="noopener" className="text-brand-700 underline">
                        {t("eventLink")}
                      </a>
                    </p>
                  ) : null}
                  <ReportBlockView heading={`${formatDate(e.date, locale)} – ${e.title}`} block={e.block} levels={report.likertLevels} testId="report-event" />
                </div>
              ))}
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
