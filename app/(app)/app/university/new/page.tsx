import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { UniversityForm } from "@/components/university/university-form";

export async function generateMetadata() {
  return { title: (await getTranslations("university.universities"))("newTitle") };
}

/** /app/university/new: a new university (IPEDSID default 0: a local id is given); saved, back to the list with 'Created.'. */
export default async function NewUniversityPage() {
  const denied = await guardArea("university");
  if (denied) return denied;
  const t = await getTranslations("university.universities");
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/app/university" className="text-brand-700 underline">
            {t("back")}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">{t("newTitle")}</h1>
      </header>
      <UniversityForm initial={null} />
    </div>
  );
}
