import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { SurveyForm } from "@/components/surveys/survey-form";
import { requireActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/http/errors";
import { getOwnSurvey } from "@/lib/surveys/queries";
import { parseId } from "@/lib/surveys/rules";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("surveys.form", "titleEdit");

/** /app/survey/edit/{id}: one of the counselor's surveys; saving stays here with 'Saved.'. Another's survey is a 404. */
export default async function EditSurveyPage({ params }: { params: Promise<{ id: string }> }) {
  const denied = await guardArea("survey");
  if (denied) return denied;
  const id = parseId((await params).id);
  if (id === null) notFound();
  const actor = await requireActor();
  const survey = await getOwnSurvey(await getDb(), actor, id).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  if (!survey) notFound();
  const t = await getTranslations("surveys.form");
  return (
    <PageShell
      width="4xl"
      back={{ href: "/app/surveys", label: <>← {t("back")}</>, className: "text-sm text-brand-700 hover:underline" }}
      title={t("titleEdit")}
      intro={t("intro")}
      introClassName="text-slate-700"
    >
      <SurveyForm
        initial={{
          id: survey.id,
          name: survey.name,
          likertLevels: survey.likertLevels,
          legends: [survey.likert1, survey.likert2, survey.likert3, survey.likert4, survey.likert5],
          questions: survey.questions.map((q) => ({ id: q.id, text: q.text })),
        }}
        listHref="/app/surveys"
      />
    </PageShell>
  );
}
