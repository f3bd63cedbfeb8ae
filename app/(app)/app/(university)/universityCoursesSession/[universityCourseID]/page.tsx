import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { requireActor } from "@/lib/auth/current-user";
import { formatDate } from "@/lib/i18n/format";
import { isPagePresent } from "@/lib/university/rules";
import { listSessions } from "@/lib/university/sessions";
import { courseFor } from "@/lib/university/sessions-access";
import { orNotFound } from "@/lib/university/sessions-page";
import { ZCourseId } from "@/lib/university/sessions-schemas";
import { listHref, parsePage } from "@/lib/lists/params";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("universitySessions.list");

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
  const page = parsePage(query);
  // Opened from an assignments screen (?from=1 course assignments, ?from=0 university course
  // assignments): a session's edit is told where to return (its ?page=).
  const fromRaw = Array.isArray(query.from) ? query.from[0] : query.from;
  const from = fromRaw === undefined ? null : isPagePresent(fromRaw) ? "1" : "0";
  const editHref = (id: number) => `/app/universityCoursesSession-create/edit/${id}${from === null ? "" : `?page=${from}`}`;
  const [t, list, locale] = await Promise.all([getTranslations("universitySessions.list"), listSessions(db, course.id, page), getLocale()]);
  const base = `/app/universityCoursesSession/${course.id}`;
  const nameOf = (s: (typeof list.rows)[number]) => s.name || t("unnamed", { id: s.id });
  const columns: TColumn<(typeof list.rows)[number]>[] = [
    {
      id: "name",
      header: t("name"),
      cell: (s) => (
        <Link href={`${base}/${s.id}`} className="text-brand-700 underline">
          {nameOf(s)}
        </Link>
      ),
    },
    { id: "startDate", header: t("startDate"), cell: (s) => formatDate(s.startDate, locale) },
    { id: "endDate", header: t("endDate"), cell: (s) => formatDate(s.endDate, locale) },
    { id: "students", header: t("students"), align: "end", className: "tabular-nums", cell: (s) => s.students },
    { id: "faculty", header: t("faculty"), align: "end", className: "tabular-nums", cell: (s) => s.faculty },
  ];
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
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={(s) => s.id}
        caption={t("caption", { name: course.name })}
        empty={t("empty")}
        actions={{
          header: t("actions"),
          cell: (s) => (
            <Link href={editHref(s.id)} className="text-brand-700 underline" aria-label={t("editNamed", { name: nameOf(s) })}>
              {t("edit")}
            </Link>
          ),
        }}
        pager={{
          page: list.page,
          pages: list.pages,
          always: true,
          label: t("paging"),
          status: t("pageOf", { page: list.page, pages: list.pages, total: list.total }),
          href: (p) => listHref(base, { page: p, from }),
        }}
      />
    </div>
  );
}
