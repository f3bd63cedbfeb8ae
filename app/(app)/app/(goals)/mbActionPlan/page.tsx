import { redirect } from "next/navigation";

// /app/mbActionPlan without a type: the list of every plan.
export default function MbActionPlanIndex() {
  redirect("/app/mbActionPlan/other");
}
