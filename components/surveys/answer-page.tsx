import type { ReactNode } from "react";
import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { qrPath } from "@/lib/surveys/rules";
import type { TAnswerPage } from "@/lib/surveys/public-page";
import type { TPhase } from "@/lib/surveys/rules";
import type { TAnswerableSurvey } from "@/lib/surveys/administrations";
import { AnswerForm, type TAnswerFormProps } from "./answer-form";
import { resolveLegends } from "./legends";

/**
 * The frame of a students' survey page (server), the plain survey's and the SMART goal's: the phase's
 * title, the heading, the closed notice, the choice of phase (each link made by the page) or the form.
 */
export async function AnswerPageFrame({
  kind,
  phase,
  heading,
  note,
  phaseLink,
  survey,
  form,
}: {
  kind: "closed" | "choose" | "form";
  phase?: TPhase;
  heading: ReactNode;
  note?: ReactNode;
  phaseLink: (phase: TPhase, label: string, className: string) => ReactNode;
  survey: TAnswerableSurvey;
  /** Where the answers go and what the page adds to the form (the student, the grades). */
  form: Omit<TAnswerFormProps, "eventId" | "phase" | "named" | "legends" | "statements">;
}) {
  const t = await getTranslations("surveyAnswer");
  const tLegend = await getTranslations("surveys.legend");
  return (
    <article className="mx-auto max-w-xl space-y-6 px-4 py-8" data-testid="survey-answer-page">
      <header className="space-y-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{kind === "form" && phase ? t(phase) : t("title")}</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
        {kind === "form" ? <p className="text-slate-700">{t("intro")}</p> : null}
        {note}
      </header>
      {kind === "closed" ? (
        <section className="space-y-2 rounded-lg border border-slate-200 bg-white p-6" data-testid="survey-closed">
          <h2 className="text-xl font-semibold text-slate-900">{t("closedTitle")}</h2>
          <p className="text-slate-700">{t("closedBody")}</p>
        </section>
      ) : kind === "choose" ? (
        <section className="space-y-4" aria-labelledby="survey-choose-title" data-testid="survey-choose">
          <h2 id="survey-choose-title" className="text-xl font-semibold text-slate-900">
            {t("chooseTitle")}
          </h2>
          <p className="text-slate-700">{t("chooseIntro")}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {phaseLink("pre", t("pre"), buttonClass("primary", "py-4 text-base"))}
            {phaseLink("post", t("post"), buttonClass("secondary", "py-4 text-base"))}
          </div>
        </section>
      ) : phase ? (
        <AnswerForm
          {...form}
          eventId={survey.eventId}
          phase={phase}
          named={survey.named[phase]}
          legends={resolveLegends(survey.likertLevels, survey.legends, (k) => tLegend(k))}
          statements={survey.statements.map((s) => ({ id: s.id, text: s.text }))}
        />
      ) : null}
    </article>
  );
}

/** The students' survey page (server): the choice of phase, the closed notice or the answer form. Unknown: 404. */
export async function AnswerPageView({ page }: { page: TAnswerPage }) {
  if (page.kind === "unknown") notFound();
  const { survey } = page;
  return (
    <AnswerPageFrame
      kind={page.kind}
      phase={page.kind === "form" ? page.phase : undefined}
      heading={survey.name}
      phaseLink={(phase, label, className) => (
        <Link href={qrPath(phase, survey.surveyId, survey.eventId)} className={className}>
          {label}
        </Link>
      )}
      survey={survey}
      form={{ endpoint: "/home/surveyAnswer", target: { survey_id: survey.surveyId } }}
    />
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
