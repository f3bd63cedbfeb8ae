import { redirect } from "next/navigation";

// The side navigation used to point at /app/lesson; the lesson list is /app/lessons.
export default function LessonIndex() {
  redirect("/app/lessons");
}
