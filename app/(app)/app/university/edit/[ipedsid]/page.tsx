import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { UniversityForm } from "@/components/university/university-form";
import { ZUniversityRef } from "@/lib/university/schemas";
import { getUniversity } from "@/lib/university/universities";

export async function generateMetadata() {
  return { title: (await getTranslations("university.universities"))("editTitle") };
}

/** /app/university/edit/{IPEDSID}: edits a university; its IPEDSID stays. Admins only. */
export default async function EditUniversityPage({ params }: { params: Promise<{ ipedsid: string }> }) {
  const denied = await guardArea("university");
  if (denied) return denied;
  const id = ZUniversityRef.safeParse((await params).ipedsid);
  const row = id.success ? await getUniversity(await getDb(), id.data) : null;
  if (!row) notFound();
  const t = await getTranslations("university.universities");
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/app/university" className="text-brand-700 underline">
            {t("back")}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">{t("editTitle")}</h1>
      </header>
      <UniversityForm initial={{ ipedsid: String(row.ipedsid), name: row.name, city: row.city ?? "", state: row.state, zip: row.zip, domain: row.domain }} />
    </div>
  );
}
