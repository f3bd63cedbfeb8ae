import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { CompanyForm } from "@/components/companies/company-form";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { getCompany } from "@/lib/companies/queries";
import { AppError } from "@/lib/http/errors";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("companies.form", "editTitle");

type TProps = { params: Promise<{ id: string }> };

/** /app/companies/edit/{id}: edits one of the user's partners; saved, 'Saved.' shows for 0.8 s and the list opens. */
export default async function EditCompanyPage({ params }: TProps) {
  const denied = await guardArea("companies");
  if (denied) return denied;
  const { id: raw } = await params;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) <= 0 || Number(raw) > 2_147_483_647) notFound();
  const actor = await requireActor();
  const db = await getDb();
  let company;
  try {
    company = await getCompany(db, actor, Number(raw));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
  if (!company.isOwner) return <Forbidden />;
  const t = await getTranslations("companies.form");
  return (
    <PageShell width="4xl" back={{ href: "/app/companies", label: t("back"), className: "text-sm text-brand-700 underline" }} title={t("editTitle")} tight>
      <CompanyForm initial={company} />
    </PageShell>
  );
}
