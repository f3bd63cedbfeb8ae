import { redirect } from "next/navigation";

// /app/studentsGroups/new (the breadcrumb's link): a new student.
export default function NewClientIndex() {
  redirect("/app/studentsGroups/new/students");
}
