import { getTranslations } from "next-intl/server";
import { CompanyForm } from "@/components/companies/company-form";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("companies.form", "newTitle");

/** /app/companies/new: a new community partner; saved, 'Created.' shows for 0.8 s and the list opens. */
export default async function NewCompanyPage() {
  const denied = await guardArea("companies");
  if (denied) return denied;
  const t = await getTranslations("companies.form");
  return (
    <PageShell width="4xl" back={{ href: "/app/companies", label: t("back"), className: "text-sm text-brand-700 underline" }} title={t("newTitle")} tight>
      <CompanyForm initial={null} />
    </PageShell>
  );
}
