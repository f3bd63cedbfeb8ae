import { getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { UniversityForm } from "@/components/university/university-form";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("university.universities", "newTitle");

/** /app/university/new: a new university (IPEDSID default 0: a local id is given); saved, back to the list with 'Created.'. */
export default async function NewUniversityPage() {
  const denied = await guardArea("university");
  if (denied) return denied;
  const t = await getTranslations("university.universities");
  return (
    <PageShell width="4xl" back={{ href: "/app/university", label: t("back") }} title={t("newTitle")} tight>
      <UniversityForm initial={null} />
    </PageShell>
  );
}
