import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { NcesImport } from "@/components/institutions/nces-import";
import { guardArea } from "@/components/shell/forbidden";

export async function generateMetadata() {
  return { title: (await getTranslations("institutions.import"))("title") };
}

/** /app/schools/import: imports the NCES Common Core of Data school or district directory (admins only). */
export default async function NcesImportPage() {
  const denied = await guardArea("schools");
  if (denied) return denied;
  const t = await getTranslations("institutions.import");
  return (
    <div className="max-w-5xl space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/app/schools" className="text-brand-700 underline">
            {t("back")}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="max-w-3xl text-slate-700">{t("intro")}</p>
      </header>
      <NcesImport />
    </div>
  );
}
