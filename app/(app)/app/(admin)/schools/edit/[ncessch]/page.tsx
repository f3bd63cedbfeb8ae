import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { SchoolForm } from "@/components/institutions/school-form";
import { guardArea } from "@/components/shell/forbidden";
import { getSchool } from "@/lib/institutions/queries";
import { ZNcessch } from "@/lib/institutions/schemas";
import { PageShell } from "@/components/ui/page/page-shell";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("institutions.schools", "editTitle");

/** /app/schools/edit/{NCESSCH}: edits a school (its NCESSCH stays); saved, back to the list with 'Saved.'. */
export default async function EditSchoolPage({ params }: { params: Promise<{ ncessch: string }> }) {
  const denied = await guardArea("schools");
  if (denied) return denied;
  const ncessch = ZNcessch.safeParse((await params).ncessch);
  const row = ncessch.success ? await getSchool(await getDb(), ncessch.data) : null;
  if (!row) notFound();
  const t = await getTranslations("institutions.schools");
  return (
    <PageShell width="4xl" back={{ href: "/app/schools", label: t("back") }} title={t("editTitle")} tight>
      <SchoolForm
        initial={{
          ncessch: row.ncessch,
          schnam: row.schnam,
          leaid: row.leaid ?? "",
          state: row.state,
          city: row.city ?? "",
          zip: row.zip,
          level: String(row.level),
          timezone: row.timezone,
          countyFips: row.countyFips ?? "",
        }}
      />
    </PageShell>
  );
}
