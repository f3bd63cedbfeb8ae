import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { formatDate } from "@/lib/i18n/format";
import { isPagePresent } from "@/lib/university/rules";
import { listSessions } from "@/lib/university/sessions";
import { courseFor } from "@/lib/university/sessions-access";
import { orNotFound } from "@/lib/university/sessions-page";
import { ZCourseId } from "@/lib/university/sessions-schemas";

export async function generateMetadata() {
  return { title: (await getTranslations("universitySessions.list"))("title") };
}

type TProps = { params: Promise<{ universityCourseID: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /app/universityCoursesSession/{universityCourseID}: a course's sessions (name, dates, enrolled students and faculty), 25 a page. Admins; faculty of the course's university. */
export default async function CourseSessionsPage({ params, searchParams }: TProps) {
  const denied = await guardArea("universityCoursesSession");
  if (denied) return denied;
  const { user } = await requireActor();
  const db = await getDb();
  const courseId = ZCourseId.safeParse((await params).universityCourseID);
  if (!courseId.success) notFound();
  const course = await orNotFound(() => courseFor(db, user, courseId.data));
  const query = await searchParams;
  const page = z.coerce.number().int().min(1).max(100_000).catch(1).parse(query.page);
  // Opened from an assignments screen (?from=1 course assignments, ?from=0 university course
  // assignments): a session's edit is told where to return (its ?page=).
  const fromRaw = Array.isArray(query.from) ? query.from[0] : query.from;
  const from = fromRaw === undefined ? null : isPagePresent(fromRaw) ? "1" : "0";
  const fromQs = from === null ? "" : `&from=${from}`;
  const editHref = (id: number) => `/app/universityCoursesSession-create/edit/${id}${from === null ? "" : `?page=${from}`}`;
  const [t, list, locale] = await Promise.all([getTranslations("universitySessions.list"), listSessions(db, course.id, page), getLocale()]);
  const base = `/app/universityCoursesSession/${course.id}`;
  return (
    <div className="max-w-6xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <p className="text-sm">
            <Link href="/app/universityCourses" className="text-brand-700 underline">
              {t("backToCourses")}
            </Link>
          </p>
          <h1 className="text-2xl font-semibold">{t("heading", { code: course.courseCode, name: course.name })}</h1>
          <p className="max-w-2xl text-slate-700">{t("intro", { university: course.universityName })}</p>
        </div>
        <Link href={`/app/universityCoursesSession-create/new/${course.id}`} className={buttonClass("primary")}>
          {t("add")}
        </Link>
      </header>
      {list.rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-700">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("caption", { name: course.name })}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("name")}</th>
                <th scope="col" className="px-3 py-2">{t("startDate")}</th>
                <th scope="col" className="px-3 py-2">{t("endDate")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("students")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("faculty")}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{t("actions")}</span></th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((s) => {
                const name = s.name || t("unnamed", { id: s.id });
                return (
                  <tr key={s.id} className="border-t border-slate-200">
                    <td className="px-3 py-2">
                      <Link href={`${base}/${s.id}`} className="text-brand-700 underline">
                        {name}
                      </Link>
                    </td>
                    <td className="px-3 py-2">{formatDate(s.startDate, locale)}</td>
                    <td className="px-3 py-2">{formatDate(s.endDate, locale)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{s.students}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{s.faculty}</td>
                    <td className="px-3 py-2 text-right">
                      <Link href={editHref(s.id)} className="text-brand-700 underline" aria-label={t("editNamed", { name })}>
                        {t("edit")}
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      <nav aria-label={t("paging")} className="flex items-center justify-between gap-4 text-sm">
        <p>{t("pageOf", { page: list.page, pages: list.pages, total: list.total })}</p>
        <div className="flex gap-2">
          {list.page > 1 ? (
            <Link href={`${base}?page=${list.page - 1}${fromQs}`} className={buttonClass("secondary")} rel="prev">
              {t("previous")}
            </Link>
          ) : null}
          {list.page < list.pages ? (
            <Link href={`${base}?page=${list.page + 1}${fromQs}`} className={buttonClass("secondary")} rel="next">
              {t("next")}
            </Link>
          ) : null}
        </div>
      </nav>
    </div>
  );
}
