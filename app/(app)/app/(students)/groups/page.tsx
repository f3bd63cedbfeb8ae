import { redirect } from "next/navigation";

// /app/groups: groups live on the students-and-groups pages.
export default function GroupsIndex() {
  redirect("/app/studentsGroups/groups");
}
