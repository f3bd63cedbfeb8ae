import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { MeetingForm } from "@/components/program/meeting-form";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { todayIn } from "@/lib/users/rules";

export async function generateMetadata() {
  return { title: (await getTranslations("program.advisory"))("newTitle") };
}

/** /app/advisory/new: records an advisory council meeting (date, agenda, minutes); saved, back to the council with 'Created.'. */
export default async function NewMeetingPage() {
  const denied = await guardArea("advisory");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("program.advisory");
  return (
    <div className="max-w-3xl space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/app/advisoryCouncil" className="text-brand-700 underline">
            {t("back")}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">{t("newTitle")}</h1>
      </header>
      <MeetingForm initial={null} today={todayIn(user.timezone, new Date())} />
    </div>
  );
}
