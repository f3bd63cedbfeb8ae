import { redirect } from "next/navigation";

// /app/studentsGroups: the students list is the default tab.
export default function StudentsGroupsIndex() {
  redirect("/app/studentsGroups/students");
}
