import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { resolveLegends } from "@/components/surveys/legends";
import { buttonClass } from "@/components/ui/button";
import type { TGoalAnswerPage, TGoalPageProblem } from "@/lib/goal-surveys/public-page";
import type { TGradeItem } from "@/lib/lessons/lookups";
import { gradeLabel } from "@/lib/lessons/page-data";
import { AnswerForm } from "@/components/surveys/answer-form";

/** A clear page for a goal URL that has nothing to answer (unknown goal, no statements, no event, unknown student). */
export async function GoalProblemView({ problem }: { problem: TGoalPageProblem }) {
  const t = await getTranslations("goalSurveys.public");
  return (
    <article className="mx-auto max-w-xl space-y-3 px-4 py-12" data-testid="goal-survey-problem" data-problem={problem}>
      <h1 className="text-2xl font-bold text-slate-900">{t(`problems.${problem}.title`)}</h1>
      <p className="text-slate-700">{t(`problems.${problem}.body`)}</p>
    </article>
  );
}

/**
 * The students' page of a SMART goal's survey (server): the pre/post choice (links to ?phase=), the closed notice
 * or the form. `basePath` is the page's own path, so the choice keeps the event and student of the URL.
 */
export async function GoalAnswerPageView({ page, basePath, student, grades }: { page: TGoalAnswerPage; basePath: string; student?: number; grades?: TGradeItem[] }) {
  if (page.kind === "problem") return <GoalProblemView problem={page.problem} />;
  const t = await getTranslations("surveyAnswer");
  const tg = await getTranslations("goalSurveys.public");
  const tLegend = await getTranslations("surveys.legend");
  const tLessons = await getTranslations("lessons");
  const { survey } = page;
  return (
    <article className="mx-auto max-w-xl space-y-6 px-4 py-8" data-testid="survey-answer-page">
      <header className="space-y-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{page.kind === "form" ? t(page.phase) : t("title")}</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{tg("heading")}</h1>
        {page.kind === "form" ? <p className="text-slate-700">{t("intro")}</p> : null}
        {student !== undefined ? <p className="text-sm text-slate-600">{tg("forStudent")}</p> : null}
      </header>
      {page.kind === "closed" ? (
        <section className="space-y-2 rounded-lg border border-slate-200 bg-white p-6" data-testid="survey-closed">
          <h2 className="text-xl font-semibold text-slate-900">{t("closedTitle")}</h2>
          <p className="text-slate-700">{t("closedBody")}</p>
        </section>
      ) : page.kind === "choose" ? (
        <section className="space-y-4" aria-labelledby="survey-choose-title" data-testid="survey-choose">
          <h2 id="survey-choose-title" className="text-xl font-semibold text-slate-900">
            {t("chooseTitle")}
          </h2>
          <p className="text-slate-700">{t("chooseIntro")}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Link href={`${basePath}?phase=pre`} className={buttonClass("primary", "py-4 text-base")}>
              {t("pre")}
            </Link>
            <Link href={`${basePath}?phase=post`} className={buttonClass("secondary", "py-4 text-base")}>
              {t("post")}
            </Link>
          </div>
        </section>
      ) : (
        <AnswerForm
          endpoint="/api/v1/goalSurveys/answer"
          target={{ smart_goal_id: page.goalId }}
          eventId={survey.eventId}
          phase={page.phase}
          student={student}
          named={survey.named[page.phase]}
          grades={grades?.map((g) => ({ id: g.id, name: gradeLabel(tLessons, g) }))}
          gradeLabels={{ label: tg("grade"), none: tg("gradeNone") }}
          legends={resolveLegends(survey.likertLevels, survey.legends, (k) => tLegend(k))}
          statements={survey.statements.map((s) => ({ id: s.id, text: s.text }))}
        />
      )}
    </article>
  );
}
