import { PageSurveyPage, surveyMetadata } from "@/components/pages/page-survey-page";

// Per visit: it reads the query string or the signed-in user.
export const dynamic = "force-dynamic";

export const generateMetadata = () => surveyMetadata("T");

/** /trainingsurvey: the survey after a training (page type T, the same view). */
export default function TrainingSurveyPage() {
  return <PageSurveyPage type="T" />;
}
