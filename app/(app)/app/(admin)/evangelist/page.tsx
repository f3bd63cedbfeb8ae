import { guardArea } from "@/components/shell/forbidden";
import { ProgramPage } from "@/components/admin-lists/program-page";
import { requireActor } from "@/lib/auth/current-user";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("adminLists.programs.evangelist");

/** /app/evangelist: the evangelist programme's members and their reach; add a member, end a membership (admins). */
export default async function EvangelistPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("evangelist");
  if (denied) return denied;
  const { user } = await requireActor();
  return <ProgramPage program="evangelist" user={user} searchParams={await searchParams} />;
}
