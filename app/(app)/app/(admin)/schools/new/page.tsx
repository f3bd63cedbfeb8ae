import { getTranslations } from "next-intl/server";
import { SchoolForm } from "@/components/institutions/school-form";
import { guardArea } from "@/components/shell/forbidden";
import { PageShell } from "@/components/ui/page/page-shell";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("institutions.schools", "newTitle");

/** /app/schools/new: a new school; saved, back to the list with 'Created.'. */
export default async function NewSchoolPage() {
  const denied = await guardArea("schools");
  if (denied) return denied;
  const t = await getTranslations("institutions.schools");
  return (
    <PageShell width="4xl" back={{ href: "/app/schools", label: t("back") }} title={t("newTitle")} tight>
      <SchoolForm initial={null} />
    </PageShell>
  );
}
