import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SchoolForm } from "@/components/institutions/school-form";
import { guardArea } from "@/components/shell/forbidden";

export async function generateMetadata() {
  return { title: (await getTranslations("institutions.schools"))("newTitle") };
}

/** /app/schools/new: a new school; saved, back to the list with 'Created.'. */
export default async function NewSchoolPage() {
  const denied = await guardArea("schools");
  if (denied) return denied;
  const t = await getTranslations("institutions.schools");
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/app/schools" className="text-brand-700 underline">
            {t("back")}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">{t("newTitle")}</h1>
      </header>
      <SchoolForm initial={null} />
    </div>
  );
}
