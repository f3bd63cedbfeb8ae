import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { requireActor } from "@/lib/auth/current-user";
import { getClient } from "@/lib/clients/queries";
import { AppError } from "@/lib/http/errors";
import { formatDateTime } from "@/lib/i18n/format";
import { logStudentAccess, studentAccessLogPage } from "@/lib/privacy/access-log";
import { studentToManage } from "@/lib/privacy/student-access";
import { buttonClass } from "@/components/ui/button";
import { Confidential } from "@/components/shell/confidential";
import { EraseStudentButton } from "@/components/privacy/erase-student-button";
import { guardArea } from "@/components/shell/forbidden";
import { listHref, pageCount } from "@/lib/lists/params";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageSection } from "@/components/ui/page/page-section";
import { trimmedParam } from "@/lib/ui/search-params";

type TSearch = Record<string, string | string[] | undefined>;
const positive = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

export const generateMetadata = titleMetadata("privacy.studentPage");

/**
 * /app/studentsGroups/students/{id}: one student's record for whoever may read it (the counselor,
 * a manager of theirs: ?user=), logged in the student's access log; for the counselor and the
 * district's managers also who read it, the export (JSON, PDF) and the erasure.
 */
export default async function StudentPage({ params, searchParams }: { params: Promise<{ type: string; id: string }>; searchParams: Promise<TSearch> }) {
  const denied = await guardArea("studentsGroups");
  if (denied) return denied;
  const { type, id: rawId } = await params;
  const id = positive(rawId);
  if (type !== "students" || !id) notFound();
  const sp = await searchParams;
  const ownerId = positive(trimmedParam(sp.user));
  const page = positive(trimmedParam(sp.page)) ?? 1;
  const actor = await requireActor();
  const db = await getDb();
  const [t, locale] = await Promise.all([getTranslations("privacy.studentPage"), getLocale()]);
  let client;
  try {
    client = await getClient(db, actor, id, ownerId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
  if (client.type !== "student") notFound();
  const manages = await studentToManage(db, actor, id, "student.accessLog.read").then(
    () => true,
    () => false,
  );
  logStudentAccess(db, [{ clientId: id, ownerId: ownerId ?? actor.user.id, readerId: actor.user.id, channel: "page", detail: "/app/studentsGroups/students/{id}" }]);
  const log = manages ? await studentAccessLogPage(db, id, page) : null;
  const api = `/api/v1/client/${id}`;
  const back = `/app/studentsGroups/students${ownerId ? `?user=${ownerId}` : ""}`;
  const pageHref = (p: number) => listHref(`/app/studentsGroups/students/${id}`, { user: ownerId, page: p });

  const logColumns: TColumn<NonNullable<typeof log>["data"][number]>[] = [
    { id: "when", header: t("when"), className: "whitespace-nowrap", cell: (e) => formatDateTime(e.at, locale, actor.user.timezone) },
    { id: "who", header: t("who"), cell: (e) => e.reader.name },
    { id: "through", header: t("through"), cell: (e) => t(`channels.${e.channel}`) },
  ];
  return (
    <div className="max-w-4xl space-y-6">
      <p>
        <Link href={back} className="text-brand-700 underline">
          {t("back")}
        </Link>
      </p>
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">
          <Confidential>{client.name}</Confidential>
        </h1>
        {client.student_number ? <p className="text-slate-700">{t("number", { value: client.student_number })}</p> : null}
      </header>
      {manages ? (
        <PageSection id="student-data" title={t("dataTitle")} className="space-y-3">
          <p className="text-sm text-slate-700">{t("dataIntro")}</p>
          <div className="flex flex-wrap gap-2">
            <a className={buttonClass("secondary")} href={`${api}/export?format=json`} download data-testid="student-export-json">
              {t("exportJson")}
            </a>
            <a className={buttonClass("secondary")} href={`${api}/export?format=pdf`} download data-testid="student-export-pdf">
              {t("exportPdf")}
            </a>
            <EraseStudentButton id={id} name={client.name} />
          </div>
        </PageSection>
      ) : null}
      {log ? (
        <PageSection id="access-log" title={t("accessLog")} className="space-y-3">
          <DataTable
            columns={logColumns}
            rows={log.data.map((e, i) => ({ ...e, key: i }))}
            rowKey={(e) => e.key}
            caption={t("accessLog")}
            empty={t("empty")}
            pager={{ page, pages: pageCount(log.total, log.per_page), label: t("accessLog"), href: pageHref }}
          />
        </PageSection>
      ) : null}
    </div>
  );
}
