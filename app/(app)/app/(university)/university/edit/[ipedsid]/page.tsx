import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { UniversityForm } from "@/components/university/university-form";
import { ZUniversityRef } from "@/lib/university/schemas";
import { getUniversity } from "@/lib/university/universities";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("university.universities", "editTitle");

/** /app/university/edit/{IPEDSID}: edits a university; its IPEDSID stays. Admins only. */
export default async function EditUniversityPage({ params }: { params: Promise<{ ipedsid: string }> }) {
  const denied = await guardArea("university");
  if (denied) return denied;
  const id = ZUniversityRef.safeParse((await params).ipedsid);
  const row = id.success ? await getUniversity(await getDb(), id.data) : null;
  if (!row) notFound();
  const t = await getTranslations("university.universities");
  return (
    <PageShell width="4xl" back={{ href: "/app/university", label: t("back") }} title={t("editTitle")} tight>
      <UniversityForm initial={{ ipedsid: String(row.ipedsid), name: row.name, city: row.city ?? "", state: row.state, zip: row.zip, domain: row.domain }} />
    </PageShell>
  );
}
