import { notFound } from "next/navigation";

// The event's id is missing: no survey to show.
export default function SurveyWithoutEvent() {
  notFound();
}
