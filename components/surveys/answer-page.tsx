import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { qrPath } from "@/lib/surveys/rules";
import type { TAnswerPage } from "@/lib/surveys/public-page";
import { AnswerForm } from "./answer-form";
import { resolveLegends } from "./legends";

/** The students' survey page (server): the choice of phase, the closed notice or the answer form. Unknown: 404. */
export async function AnswerPageView({ page }: { page: TAnswerPage }) {
  if (page.kind === "unknown") notFound();
  const t = await getTranslations("surveyAnswer");
  const tLegend = await getTranslations("surveys.legend");
  const { survey } = page;
  return (
    <article className="mx-auto max-w-xl space-y-6 px-4 py-8" data-testid="survey-answer-page">
      <header className="space-y-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          {page.kind === "form" ? t(page.phase) : t("title")}
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{survey.name}</h1>
        {page.kind === "form" ? <p className="text-slate-700">{t("intro")}</p> : null}
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
            <Link href={qrPath("pre", survey.surveyId, survey.eventId)} className={buttonClass("primary", "py-4 text-base")}>
              {t("pre")}
            </Link>
            <Link href={qrPath("post", survey.surveyId, survey.eventId)} className={buttonClass("secondary", "py-4 text-base")}>
              {t("post")}
            </Link>
          </div>
        </section>
      ) : (
        <AnswerForm
          endpoint="/home/surveyAnswer"
          target={{ survey_id: survey.surveyId }}
          eventId={survey.eventId}
          phase={page.phase}
          named={survey.named[page.phase]}
          legends={resolveLegends(survey.likertLevels, survey.legends, (k) => tLegend(k))}
          statements={survey.statements.map((s) => ({ id: s.id, text: s.text }))}
        />
      )}
    </article>
  );
}

/** The 404 of the students' survey pages: says what happened, in the visitor's language. */
export async function SurveyNotFoundView() {
  const t = await getTranslations("surveyAnswer");
  return (
    <article className="mx-auto max-w-xl space-y-3 px-4 py-12" data-testid="survey-unknown">
      <h1 className="text-2xl font-bold text-slate-900">{t("unknownTitle")}</h1>
      <p className="text-slate-700">{t("unknownBody")}</p>
    </article>
  );
}
