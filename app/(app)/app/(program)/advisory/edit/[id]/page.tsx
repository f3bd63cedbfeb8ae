import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { MeetingForm } from "@/components/program/meeting-form";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { advisoryMeetingOf } from "@/lib/program/queries";
import { todayIn } from "@/lib/users/rules";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("program.advisory", "editTitle");

/** /app/advisory/edit/{id}: one of the caller's council meetings; another's is a 404. */
export default async function EditMeetingPage({ params }: { params: Promise<{ id: string }> }) {
  const denied = await guardArea("advisory");
  if (denied) return denied;
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const { user } = await requireActor();
  const meeting = await advisoryMeetingOf(await getDb(), user.id, Number(id));
  if (!meeting) notFound();
  const t = await getTranslations("program.advisory");
  return (
    <PageShell width="3xl" back={{ href: "/app/advisoryCouncil", label: t("back") }} title={t("editTitle")} tight>
      <MeetingForm initial={meeting} today={todayIn(user.timezone, new Date())} />
    </PageShell>
  );
}
