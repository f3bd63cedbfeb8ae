import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { ConferenceForm } from "@/components/institutions/conference-form";
import { guardArea } from "@/components/shell/forbidden";
import { getConference } from "@/lib/institutions/conference-queries";
import { ZConferenceId } from "@/lib/institutions/conference-schemas";

export async function generateMetadata() {
  return { title: (await getTranslations("institutions.conferences"))("editTitle") };
}

/** /app/conference/edit/{id}: edits a conference; saved, back to the list with 'Saved.'. */
export default async function EditConferencePage({ params }: { params: Promise<{ id: string }> }) {
  const denied = await guardArea("conference");
  if (denied) return denied;
  const id = ZConferenceId.safeParse((await params).id);
  const row = id.success ? await getConference(await getDb(), id.data) : null;
  if (!row) notFound();
  const t = await getTranslations("institutions.conferences");
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/app/conference" className="text-brand-700 underline">
            {t("back")}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">{t("editTitle")}</h1>
      </header>
      <ConferenceForm
        id={row.id}
        initial={{
          name: row.name,
          slug: row.slug,
          startDate: row.startDate ?? "",
          endDate: row.endDate ?? "",
          startHour: row.startHour,
          endTime: row.endTime,
          status: row.status,
          coupon: String(row.coupon),
          city: row.city,
          state: row.state,
        }}
      />
    </div>
  );
}
