import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { DistrictForm } from "@/components/institutions/district-form";
import { guardArea } from "@/components/shell/forbidden";

export async function generateMetadata() {
  return { title: (await getTranslations("institutions.districts"))("newTitle") };
}

/** /app/schooldistrict/new: a new school district; saved, back to the list with 'Created.'. */
export default async function NewSchoolDistrictPage() {
  const denied = await guardArea("schoolDistricts");
  if (denied) return denied;
  const t = await getTranslations("institutions.districts");
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/app/schooldistrict" className="text-brand-700 underline">
            {t("back")}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">{t("newTitle")}</h1>
      </header>
      <DistrictForm initial={null} />
    </div>
  );
}
