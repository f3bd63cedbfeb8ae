import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { SchoolForm } from "@/components/institutions/school-form";
import { guardArea } from "@/components/shell/forbidden";
import { getSchool } from "@/lib/institutions/queries";
import { ZNcessch } from "@/lib/institutions/schemas";

export async function generateMetadata() {
  return { title: (await getTranslations("institutions.schools"))("editTitle") };
}

/** /app/schools/edit/{NCESSCH}: edits a school (its NCESSCH stays); saved, back to the list with 'Saved.'. */
export default async function EditSchoolPage({ params }: { params: Promise<{ ncessch: string }> }) {
  const denied = await guardArea("schools");
  if (denied) return denied;
  const ncessch = ZNcessch.safeParse((await params).ncessch);
  const row = ncessch.success ? await getSchool(await getDb(), ncessch.data) : null;
  if (!row) notFound();
  const t = await getTranslations("institutions.schools");
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/app/schools" className="text-brand-700 underline">
            {t("back")}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">{t("editTitle")}</h1>
      </header>
      <SchoolForm
        initial={{ ncessch: row.ncessch, schnam: row.schnam, leaid: row.leaid ?? "", state: row.state, city: row.city ?? "", zip: row.zip, level: String(row.level), timezone: row.timezone, countyFips: row.countyFips ?? "" }}
      />
    </div>
  );
}
