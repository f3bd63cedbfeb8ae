import { getTranslations } from "next-intl/server";
import { ProfileTextPage } from "@/components/program/profile-text-page";
import { guardArea } from "@/components/shell/forbidden";

export async function generateMetadata() {
  return { title: (await getTranslations("program.texts.beliefs"))("title") };
}

/** /app/beliefs[?user_id=]: the school counseling program's beliefs (spec 3 §2.4). */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("beliefs");
  if (denied) return denied;
  return <ProfileTextPage field="beliefs" searchParams={searchParams} />;
}
