import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { ConferenceForm } from "@/components/institutions/conference-form";
import { guardArea } from "@/components/shell/forbidden";
import { getConference } from "@/lib/institutions/conference-queries";
import { ZConferenceId } from "@/lib/institutions/conference-schemas";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("institutions.conferences", "editTitle");

/** /app/conference/edit/{id}: edits a conference; saved, back to the list with 'Saved.'. */
export default async function EditConferencePage({ params }: { params: Promise<{ id: string }> }) {
  const denied = await guardArea("conference");
  if (denied) return denied;
  const id = ZConferenceId.safeParse((await params).id);
  const row = id.success ? await getConference(await getDb(), id.data) : null;
  if (!row) notFound();
  const t = await getTranslations("institutions.conferences");
  return (
    <PageShell width="4xl" back={{ href: "/app/conference", label: t("back") }} title={t("editTitle")} tight>
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
    </PageShell>
  );
}
