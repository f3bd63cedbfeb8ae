import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CompanyForm } from "@/components/companies/company-form";
import { guardArea } from "@/components/shell/forbidden";

export async function generateMetadata() {
  return { title: (await getTranslations("companies.form"))("newTitle") };
}

/** /app/companies/new: a new community partner; saved, 'Created.' shows for 0.8 s and the list opens. */
export default async function NewCompanyPage() {
  const denied = await guardArea("companies");
  if (denied) return denied;
  const t = await getTranslations("companies.form");
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-1">
        <Link href="/app/companies" className="text-sm text-brand-700 underline">
          {t("back")}
        </Link>
        <h1 className="text-2xl font-semibold">{t("newTitle")}</h1>
      </header>
      <CompanyForm initial={null} />
    </div>
  );
}
