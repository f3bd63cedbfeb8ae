import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { PbisFilters } from "@/components/pbis/filters";
import { PbisPageHeader } from "@/components/pbis/page-header";
import { PbisRecordsPanel } from "@/components/pbis/records-panel";
import { Confidential } from "@/components/shell/confidential";
import { pbisPage } from "@/lib/pbis/page-data";
import { listPbisRecords } from "@/lib/pbis/queries";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("pbis.student");

/**
 * /app/pbis/pbisStudent (linked from the shell's navigation): one student's PBIS record, the student chosen
 * with the picker: counts of incidents and recognitions, the records, and a link to their timeline.
 */
export default async function PbisStudentPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("pbis");
  if (denied) return denied;
  const ctx = await pbisPage(await searchParams);
  const t = await getTranslations("pbis");
  const studentId = ctx.filters.client_id ?? null;
  const student = ctx.students.find((s) => s.id === studentId) ?? null;
  const list = student ? await listPbisRecords(ctx.db, ctx.actor, { ...ctx.filters, type: undefined }) : null;
  const incidents = list?.data.filter((r) => r.type === "incident").length ?? 0;
  const recognitions = (list?.data.length ?? 0) - incidents;
  const timelineHref = `/app/pbis/timeline?${new URLSearchParams({ ...(ctx.subject.isSelf ? {} : { user: String(ctx.subject.userId) }), ...(studentId ? { client_id: String(studentId) } : {}) })}`;
  return (
    <div className="max-w-6xl space-y-6">
      <PbisPageHeader ctx={ctx} tab="student" title={t("student.title")} intro={t("student.intro")} />
      <PbisFilters
        action="/app/pbis/pbisStudent"
        query={{ ...ctx.filters, type: undefined }}
        userParam={ctx.subject.isSelf ? null : ctx.subject.userId}
        students={ctx.students}
        withType={false}
        invalid={ctx.invalid}
        studentLabel={t("student.pick")}
        allStudentsLabel={t("student.choose")}
      />
      {!student || !list ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">{ctx.students.length === 0 ? t("student.noStudents") : t("student.pickFirst")}</p>
      ) : (
        <>
          <section aria-labelledby="pbis-student-name" className="flex flex-wrap items-center gap-6 rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="pbis-student-name" className="text-xl font-semibold">
              <Confidential>{student.name}</Confidential>
            </h2>
            <dl className="flex gap-6 text-sm">
              <div>
                <dt className="text-slate-600">{t("student.incidents")}</dt>
                <dd className="text-2xl font-semibold tabular-nums text-amber-800" data-testid="pbis-student-incidents">
                  {incidents}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t("student.recognitions")}</dt>
                <dd className="text-2xl font-semibold tabular-nums text-emerald-800" data-testid="pbis-student-recognitions">
                  {recognitions}
                </dd>
              </div>
            </dl>
            <Link href={timelineHref} className="ml-auto text-sm text-brand-700 underline">
              {t("student.timelineLink")}
            </Link>
          </section>
          <PbisRecordsPanel
            records={list.data}
            students={ctx.students}
            options={ctx.options}
            today={ctx.today}
            canWrite={ctx.canWrite}
            studentId={studentId}
            hideStudent
            emptyText={t("student.empty")}
          />
        </>
      )}
    </div>
  );
}
