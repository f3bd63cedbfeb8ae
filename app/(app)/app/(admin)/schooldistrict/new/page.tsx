import { getTranslations } from "next-intl/server";
import { DistrictForm } from "@/components/institutions/district-form";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("institutions.districts", "newTitle");

/** /app/schooldistrict/new: a new school district; saved, back to the list with 'Created.'. */
export default async function NewSchoolDistrictPage() {
  const denied = await guardArea("schoolDistricts");
  if (denied) return denied;
  const t = await getTranslations("institutions.districts");
  return (
    <PageShell width="4xl" back={{ href: "/app/schooldistrict", label: t("back") }} title={t("newTitle")} tight>
      <DistrictForm initial={null} />
    </PageShell>
  );
}
