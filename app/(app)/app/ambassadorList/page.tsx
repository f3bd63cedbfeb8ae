import { getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { ProgramPage } from "@/components/admin-lists/program-page";
import { requireActor } from "@/lib/auth/current-user";

export async function generateMetadata() {
  return { title: (await getTranslations("adminLists.programs.ambassador"))("title") };
}

/** /app/ambassadorList: the ambassador programme's members and their reach; add a member, end a membership (admins). */
export default async function AmbassadorListPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("ambassadorList");
  if (denied) return denied;
  const { user } = await requireActor();
  return <ProgramPage program="ambassador" user={user} searchParams={await searchParams} />;
}
