import { PageSurveyPage, surveyMetadata } from "@/components/pages/page-survey-page";

export const generateMetadata = () => surveyMetadata("T");

/** /trainingsurvey: the survey after a training (page type T, the same view). */
export default function TrainingSurveyPage() {
  return <PageSurveyPage type="T" />;
}
