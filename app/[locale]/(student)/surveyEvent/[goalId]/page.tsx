import { GoalProblemView } from "@/components/goal-surveys/goal-answer-page";

// The event's id is missing: say so.
export default function GoalSurveyWithoutEvent() {
  return <GoalProblemView problem="unknownEvent" />;
}
