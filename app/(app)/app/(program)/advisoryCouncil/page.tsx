import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { RichTextView } from "@/components/goals/rich-text-view";
import { AdvisoryMembers } from "@/components/program/advisory-members";
import { DeleteMeetingButton } from "@/components/program/delete-meeting-button";
import { orNotFound, ProgramPageFrame, userIdParam } from "@/components/program/page-frame";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { requireActor } from "@/lib/auth/current-user";
import { formatDate } from "@/lib/i18n/format";
import { advisoryPageData } from "@/lib/program/page-data";
import { schoolYearLabel } from "@/lib/program/rules";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("program.advisory");

/** /app/advisoryCouncil[?user_id=]: the council's members and meetings; fewer than two meetings this school year is flagged. */
export default async function AdvisoryCouncilPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("advisoryCouncil");
  if (denied) return denied;
  const { user } = await requireActor();
  const db = await getDb();
  const d = await orNotFound(advisoryPageData(db, await requireActor(), new Date(), userIdParam((await searchParams).user_id)));
  const [t, tc, locale] = await Promise.all([getTranslations("program.advisory"), getTranslations("program.common"), getLocale()]);
  const readOnly = !d.subject.isSelf;
  const year = schoolYearLabel(d.schoolYear);
  return (
    <ProgramPageFrame
      db={db}
      actor={user}
      subject={d.subject}
      title={t("title")}
      basePath="/app/advisoryCouncil"
      intro={t("intro")}
      actions={
        readOnly ? null : (
          <Link href="/app/advisory/new" className={buttonClass("primary")} data-testid="advisory-new-meeting">
            {t("newMeeting")}
          </Link>
        )
      }
    >
      {d.missingMeetings > 0 ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="advisory-flag">
          {t("flagMissing", { count: d.missingMeetings, held: d.meetingsThisYear, year })}
        </p>
      ) : (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900" data-testid="advisory-flag-met">
          {t("flagMet", { count: d.meetingsThisYear, year })}
        </p>
      )}
      <AdvisoryMembers members={d.members} readOnly={readOnly} />
      <section className="space-y-3" aria-labelledby="advisory-meetings-heading">
        <h2 id="advisory-meetings-heading" className="text-lg font-semibold">
          {t("meetingsHeading")}
        </h2>
        {d.meetings.length === 0 ? (
          <p className="text-sm text-slate-600">{t("noMeetings")}</p>
        ) : (
          <ul className="space-y-3" data-testid="advisory-meetings">
            {d.meetings.map((m) => {
              const label = formatDate(m.date, locale, "long");
              return (
                <li key={m.id} className="space-y-2 rounded-md border border-slate-200 p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-semibold">{label}</h3>
                    {readOnly ? null : (
                      <span className="flex gap-2">
                        <Link href={`/app/advisory/edit/${m.id}`} className={buttonClass("ghost")} aria-label={t("editMeeting", { date: label })}>
                          {tc("edit")}
                        </Link>
                        <DeleteMeetingButton id={m.id} label={label} />
                      </span>
                    )}
                  </div>
                  <div className="grid gap-4 md:grid-cols-2">
                    <div>
                      <h4 className="text-sm font-medium text-slate-600">{t("agenda")}</h4>
                      {m.agenda ? <RichTextView html={m.agenda} /> : <p className="text-sm text-slate-500">{tc("none")}</p>}
                    </div>
                    <div>
                      <h4 className="text-sm font-medium text-slate-600">{t("minutes")}</h4>
                      {m.minutes ? <RichTextView html={m.minutes} /> : <p className="text-sm text-slate-500">{tc("none")}</p>}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </ProgramPageFrame>
  );
}
