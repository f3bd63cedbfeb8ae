import { redirect } from "next/navigation";

// /app/curriculum (the side nav's "Curriculum"): the action-plan list with type other, every plan (spec 3 §2.2).
export default function CurriculumIndex() {
  redirect("/app/mbActionPlan/other");
}
