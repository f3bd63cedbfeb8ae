import { ProfileTextPage } from "@/components/program/profile-text-page";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("program.texts.mission");

/** /app/mission[?user_id=]: the school counseling program's mission. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("mission");
  if (denied) return denied;
  return <ProfileTextPage field="mission" searchParams={searchParams} />;
}
