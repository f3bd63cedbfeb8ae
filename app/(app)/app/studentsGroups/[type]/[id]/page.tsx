import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
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

type TSearch = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || null;
const positive = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

export async function generateMetadata() {
  return { title: (await getTranslations("privacy.studentPage"))("title") };
}

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
  const ownerId = positive(one(sp.user));
  const page = positive(one(sp.page)) ?? 1;
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
  const pageHref = (p: number) => `/app/studentsGroups/students/${id}?${ownerId ? `user=${ownerId}&` : ""}page=${p}`;

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
        <section aria-labelledby="student-data" className="space-y-3">
          <h2 id="student-data" className="text-lg font-semibold">
            {t("dataTitle")}
          </h2>
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
        </section>
      ) : null}
      {log ? (
        <section aria-labelledby="access-log" className="space-y-3">
          <h2 id="access-log" className="text-lg font-semibold">
            {t("accessLog")}
          </h2>
          {log.data.length === 0 ? (
            <p className="text-slate-700">{t("empty")}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="min-w-full text-sm">
                <thead>
                  <tr className="text-left">
                    <th scope="col" className="px-2 py-1">{t("when")}</th>
                    <th scope="col" className="px-2 py-1">{t("who")}</th>
                    <th scope="col" className="px-2 py-1">{t("through")}</th>
                  </tr>
                </thead>
                <tbody>
                  {log.data.map((e, i) => (
                    <tr key={i} className="border-t border-slate-200">
                      <td className="px-2 py-1 whitespace-nowrap">{formatDateTime(e.at, locale, actor.user.timezone)}</td>
                      <td className="px-2 py-1">{e.reader.name}</td>
                      <td className="px-2 py-1">{t(`channels.${e.channel}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <nav aria-label={t("accessLog")} className="flex gap-3">
            {page > 1 ? <Link href={pageHref(page - 1)}>{t("newer")}</Link> : null}
            {page * log.per_page < log.total ? <Link href={pageHref(page + 1)}>{t("older")}</Link> : null}
          </nav>
        </section>
      ) : null}
    </div>
  );
}
