import { redirect } from "next/navigation";

// /app/goal: the old goal form is its one page.
export default function GoalIndex() {
  redirect("/app/goal/edit-old");
}
