import { redirect } from "next/navigation";

/** /app/universityCoursesSession without a course: sessions are reached from a course of the list. */
export default function UniversityCoursesSessionIndex() {
  redirect("/app/universityCourses");
}
