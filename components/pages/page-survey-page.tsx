import { getTranslations } from "next-intl/server";
import { getActor } from "@/lib/auth/current-user";
import type { TSurveyType } from "@/lib/pages/rules";
import { PageFrame } from "./info-page";
import { PageSurveyForm } from "./page-survey-form";

const KEY = { D: "demo", T: "training" } as const;

export async function surveyMetadata(type: TSurveyType) {
  const t = await getTranslations("pages.survey");
  return { title: t(`title.${KEY[type]}`), description: t(`intro.${KEY[type]}`) };
}

/** The one view of /demosurvey (type D) and /trainingsurvey (type T). */
export async function PageSurveyPage({ type }: { type: TSurveyType }) {
  const t = await getTranslations("pages.survey");
  const actor = await getActor();
  return (
    <PageFrame title={t(`title.${KEY[type]}`)} intro={t(`intro.${KEY[type]}`)}>
      <PageSurveyForm type={type} signedIn={!!actor} />
    </PageFrame>
  );
}
