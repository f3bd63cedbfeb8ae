import { redirect } from "next/navigation";
import { homeOf } from "@/lib/auth/areas";
import { requireActor } from "@/lib/auth/current-user";

/** /app: the signed-in user's home (the first of dashboard, appointment calendar, billing their role may open). */
export default async function AppIndex() {
  const { user } = await requireActor();
  redirect(homeOf(user.roleId));
}
