import { redirect } from "next/navigation";

// /app/groups/new: the students-and-groups form for a new group.
export default function NewGroup() {
  redirect("/app/studentsGroups/new/groups");
}
