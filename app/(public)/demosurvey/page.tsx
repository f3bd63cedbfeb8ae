import { PageSurveyPage, surveyMetadata } from "@/components/pages/page-survey-page";

export const generateMetadata = () => surveyMetadata("D");

/** /demosurvey: the survey after a demo (page type D). */
export default function DemoSurveyPage() {
  return <PageSurveyPage type="D" />;
}
