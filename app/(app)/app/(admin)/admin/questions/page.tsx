import { redirect } from "next/navigation";

/** The questions moved to /app/questions, where they are also answered; old links land there. */
export default function AdminQuestionsPage() {
  redirect("/app/questions");
}
