import { PageSurveyPage, surveyMetadata } from "@/components/pages/page-survey-page";

// Per visit: it reads the query string or the signed-in user.
export const dynamic = "force-dynamic";

export const generateMetadata = () => surveyMetadata("D");

/** /demosurvey: the survey after a demo (page type D). */
export default function DemoSurveyPage() {
  return <PageSurveyPage type="D" />;
}
