import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { ConferenceForm } from "@/components/program/conference-form";
import { ConferencePdfButton } from "@/components/program/conference-pdf-button";
import { ConferenceYearPicker } from "@/components/program/conference-year-picker";
import { orNotFound, ProgramPageFrame, userIdParam } from "@/components/program/page-frame";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { annualConferencePageData } from "@/lib/program/page-data";
import { schoolYearLabel } from "@/lib/program/rules";
import { todayIn } from "@/lib/users/rules";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("program.conference");

/** /app/annualconference[?year=&user_id=]: the annual administrative conference of a school year, printable as PDF once saved. */
export default async function AnnualConferencePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("annualConference");
  if (denied) return denied;
  const { user } = await requireActor();
  const db = await getDb();
  const sp = await searchParams;
  const userId = userIdParam(sp.user_id);
  const rawYear = userIdParam(sp.year);
  const year = rawYear !== null && rawYear >= 2000 && rawYear <= 2100 ? rawYear : null;
  const now = new Date();
  const d = await orNotFound(annualConferencePageData(db, await requireActor(), now, { userId, year }));
  const t = await getTranslations("program.conference");
  const readOnly = !d.subject.isSelf;
  return (
    <ProgramPageFrame
      db={db}
      actor={user}
      subject={d.subject}
      title={t("title")}
      basePath="/app/annualconference"
      intro={t("intro")}
      actions={<ConferencePdfButton year={d.conference.schoolYear} userId={readOnly ? d.subject.id : null} saved={d.conference.id !== null} />}
    >
      <ConferenceYearPicker years={d.years.map((y) => ({ value: y, label: schoolYearLabel(y) }))} selected={d.conference.schoolYear} userId={readOnly ? d.subject.id : null} />
      <ConferenceForm key={`${d.subject.id}-${d.conference.schoolYear}`} initial={d.conference} goals={d.goals} today={todayIn(user.timezone, now)} readOnly={readOnly} />
    </ProgramPageFrame>
  );
}
