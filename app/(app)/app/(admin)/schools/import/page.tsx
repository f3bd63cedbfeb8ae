import { getTranslations } from "next-intl/server";
import { NcesImport } from "@/components/institutions/nces-import";
import { guardArea } from "@/components/shell/forbidden";
import { PageShell } from "@/components/ui/page/page-shell";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("institutions.import");

/** /app/schools/import: imports the NCES Common Core of Data school or district directory (admins only). */
export default async function NcesImportPage() {
  const denied = await guardArea("schools");
  if (denied) return denied;
  const t = await getTranslations("institutions.import");
  return (
    <PageShell width="5xl" back={{ href: "/app/schools", label: t("back") }} title={t("title")} intro={t("intro")} introClassName="max-w-3xl text-slate-700" tight>
      <NcesImport />
    </PageShell>
  );
}
