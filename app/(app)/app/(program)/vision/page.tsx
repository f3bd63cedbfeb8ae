import { ProfileTextPage } from "@/components/program/profile-text-page";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("program.texts.vision");

/** /app/vision[?user_id=]: the school counseling program's vision. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("vision");
  if (denied) return denied;
  return <ProfileTextPage field="vision" searchParams={searchParams} />;
}
