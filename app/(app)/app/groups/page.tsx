import { redirect } from "next/navigation";

// /app/groups (spec 3 §2.4): groups live on the students-and-groups pages.
export default function GroupsIndex() {
  redirect("/app/studentsGroups/groups");
}
