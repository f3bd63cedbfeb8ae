import { guardArea } from "@/components/shell/forbidden";
import { ProgramPage } from "@/components/admin-lists/program-page";
import { requireActor } from "@/lib/auth/current-user";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("adminLists.programs.ambassador");

/** /app/ambassadorList: the ambassador programme's members and their reach; add a member, end a membership (admins). */
export default async function AmbassadorListPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("ambassadorList");
  if (denied) return denied;
  const { user } = await requireActor();
  return <ProgramPage program="ambassador" user={user} searchParams={await searchParams} />;
}
