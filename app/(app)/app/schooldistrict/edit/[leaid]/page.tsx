import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DistrictForm } from "@/components/institutions/district-form";
import { guardArea } from "@/components/shell/forbidden";
import { getDistrict } from "@/lib/institutions/queries";
import { ZLeaid } from "@/lib/institutions/schemas";

export async function generateMetadata() {
  return { title: (await getTranslations("institutions.districts"))("editTitle") };
}

/** /app/schooldistrict/edit/{LEAID}: edits a school district (its LEAID stays); saved, back to the list with 'Saved.'. */
export default async function EditSchoolDistrictPage({ params }: { params: Promise<{ leaid: string }> }) {
  const denied = await guardArea("schoolDistricts");
  if (denied) return denied;
  const leaid = ZLeaid.safeParse((await params).leaid);
  const row = leaid.success ? await getDistrict(await getDb(), leaid.data) : null;
  if (!row) notFound();
  const t = await getTranslations("institutions.districts");
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/app/schooldistrict" className="text-brand-700 underline">
            {t("back")}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">{t("editTitle")}</h1>
      </header>
      <DistrictForm initial={{ leaid: row.leaid, name: row.name, state: row.state, city: row.city ?? "", zip: row.zip ?? "" }} />
    </div>
  );
}
