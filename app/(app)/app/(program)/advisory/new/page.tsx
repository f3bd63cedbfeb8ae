import { getTranslations } from "next-intl/server";
import { MeetingForm } from "@/components/program/meeting-form";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { todayIn } from "@/lib/users/rules";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("program.advisory", "newTitle");

/** /app/advisory/new: records an advisory council meeting (date, agenda, minutes); saved, back to the council with 'Created.'. */
export default async function NewMeetingPage() {
  const denied = await guardArea("advisory");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("program.advisory");
  return (
    <PageShell width="3xl" back={{ href: "/app/advisoryCouncil", label: t("back") }} title={t("newTitle")} tight>
      <MeetingForm initial={null} today={todayIn(user.timezone, new Date())} />
    </PageShell>
  );
}
