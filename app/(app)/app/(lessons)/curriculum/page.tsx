import { redirect } from "next/navigation";

// /app/curriculum (the side nav's "Curriculum"): the action-plan list with type other, every plan.
export default function CurriculumIndex() {
  redirect("/app/mbActionPlan/other");
}
