import { getTranslations } from "next-intl/server";
import type { TGoalAnswerPage, TGoalPageProblem } from "@/lib/goal-surveys/public-page";
import type { TGradeItem } from "@/lib/lessons/lookups";
import { gradeLabel } from "@/lib/lessons/page-data";
import { AnswerPageFrame } from "@/components/surveys/answer-page";

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
  const tg = await getTranslations("goalSurveys.public");
  const tLessons = await getTranslations("lessons");
  const { survey } = page;
  return (
    <AnswerPageFrame
      kind={page.kind}
      phase={page.kind === "form" ? page.phase : undefined}
      heading={tg("heading")}
      note={student !== undefined ? <p className="text-sm text-slate-600">{tg("forStudent")}</p> : null}
      // The phase links load the page afresh: a client-side navigation that only changes the query of a
      // page served through the language rewrite kept showing the choice.
      phaseLink={(phase, label, className) => (
        <a href={`${basePath}?phase=${phase}`} className={className}>
          {label}
        </a>
      )}
      survey={survey}
      form={{
        endpoint: "/api/v1/goalSurveys/answer",
        target: { smart_goal_id: page.goalId },
        student,
        grades: grades?.map((g) => ({ id: g.id, name: gradeLabel(tLessons, g) })),
        gradeLabels: { label: tg("grade"), none: tg("gradeNone") },
      }}
    />
  );
}
