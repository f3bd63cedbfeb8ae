import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DistrictForm } from "@/components/institutions/district-form";
import { guardArea } from "@/components/shell/forbidden";
import { getDistrict } from "@/lib/institutions/queries";
import { ZLeaid } from "@/lib/institutions/schemas";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("institutions.districts", "editTitle");

/** /app/schooldistrict/edit/{LEAID}: edits a school district (its LEAID stays); saved, back to the list with 'Saved.'. */
export default async function EditSchoolDistrictPage({ params }: { params: Promise<{ leaid: string }> }) {
  const denied = await guardArea("schoolDistricts");
  if (denied) return denied;
  const leaid = ZLeaid.safeParse((await params).leaid);
  const row = leaid.success ? await getDistrict(await getDb(), leaid.data) : null;
  if (!row) notFound();
  const t = await getTranslations("institutions.districts");
  return (
    <PageShell width="4xl" back={{ href: "/app/schooldistrict", label: t("back") }} title={t("editTitle")} tight>
      <DistrictForm initial={{ leaid: row.leaid, name: row.name, state: row.state, city: row.city ?? "", zip: row.zip ?? "" }} />
    </PageShell>
  );
}
