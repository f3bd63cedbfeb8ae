import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { orNotFound, ProgramPageFrame, userIdParam } from "@/components/program/page-frame";
import { SchoolDataForm } from "@/components/program/school-data-form";
import { StarsText } from "@/components/program/stars-text";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { schoolDataPageData } from "@/lib/program/page-data";

export async function generateMetadata() {
  return { title: (await getTranslations("program.schoolData"))("title") };
}

/** /app/schooldata[?user_id=]: enrolment, caseload (with 'other'), subgroups, attendance, behaviour and achievement, and the stars the SMART goal rating reads. */
export default async function SchoolDataPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("schoolData");
  if (denied) return denied;
  const { user } = await requireActor();
  const db = await getDb();
  const d = await orNotFound(schoolDataPageData(db, await requireActor(), userIdParam((await searchParams).user_id)));
  const t = await getTranslations("program.schoolData");
  const ref = d.reference;
  const levelLabel = ref && ref.level >= 1 && ref.level <= 4 ? t(`levels.${ref.level}`) : "";
  return (
    <ProgramPageFrame db={db} actor={user} subject={d.subject} title={t("title")} basePath="/app/schooldata" intro={t("intro")}>
      <section className="space-y-1 rounded-md border border-brand-600/30 bg-brand-50 px-4 py-3 text-sm" aria-label={t("starsLabel")}>
        <p className="font-semibold" data-testid="school-data-stars" data-stars={d.starsSchoolData}>
          <StarsText stars={d.starsSchoolData} /> {t("stars", { stars: d.starsSchoolData })}
        </p>
        <p className="text-slate-700">{t("starsHint")}</p>
        {ref && ref.city ? <p className="text-slate-700">{t("reference", { school: ref.schoolName, city: ref.city, state: ref.state ?? "" })}</p> : null}
      </section>
      <SchoolDataForm initial={d.schoolData} caseload={d.caseload} caseloadOther={d.caseloadOther} readOnly={!d.subject.isSelf} levelLabel={levelLabel} />
    </ProgramPageFrame>
  );
}
