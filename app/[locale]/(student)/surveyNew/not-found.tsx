import { SurveyNotFoundView } from "@/components/surveys/answer-page";

export default function SurveyNotFound() {
  return <SurveyNotFoundView />;
}
