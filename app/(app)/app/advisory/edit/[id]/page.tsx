import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { MeetingForm } from "@/components/program/meeting-form";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { advisoryMeetingOf } from "@/lib/program/queries";
import { todayIn } from "@/lib/users/rules";

export async function generateMetadata() {
  return { title: (await getTranslations("program.advisory"))("editTitle") };
}

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
    <div className="max-w-3xl space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/app/advisoryCouncil" className="text-brand-700 underline">
            {t("back")}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">{t("editTitle")}</h1>
      </header>
      <MeetingForm initial={meeting} today={todayIn(user.timezone, new Date())} />
    </div>
  );
}
