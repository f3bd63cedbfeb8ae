import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import type { TColumn } from "@/components/ui/data-table";
import { CrudTable } from "@/components/ui/page/crud-table";
import { guardArea } from "@/components/shell/forbidden";
import { UniversityListSearch, universityListHref } from "@/components/university/list-controls";
import { requireActor } from "@/lib/auth/current-user";
import { scopeOf } from "@/lib/auth/permissions";
import { scopeUniversity } from "@/lib/university/access";
import { listCourses } from "@/lib/university/courses";
import { ZCourseListFilter } from "@/lib/university/schemas";
import { universityOptions } from "@/lib/university/universities";
import { titleMetadata } from "@/components/ui/page/metadata";
import { firstParams, type TSearchParamsProps } from "@/lib/ui/search-params";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("university.courses");

/** /app/universityCourses: administrators all universities' courses (with a university filter); faculty their own university's. */
export default async function UniversityCoursesPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("universityCourses");
  if (denied) return denied;
  const { user } = await requireActor();
  const raw = await searchParams;
  const filter = ZCourseListFilter.parse(firstParams(raw));
  // Held at "all" (the administrator): every university, picked on the page; faculty their own.
  const isAdmin = scopeOf(user, "course.read") === "all";
  const db = await getDb();
  const [t, f, page, options] = await Promise.all([
    getTranslations("university.courses"),
    getTranslations("university.fields"),
    listCourses(db, { ipedsid: scopeUniversity(user, filter.university), q: filter.q, page: filter.page }),
    isAdmin ? universityOptions(db) : Promise.resolve(null),
  ]);
  const shown = { university: isAdmin ? filter.university : undefined, q: filter.q, page: filter.page };
  const columns: TColumn<(typeof page.rows)[number]>[] = [
    { id: "code", header: f("courseCode"), className: "whitespace-nowrap font-medium", cell: (c) => c.courseCode },
    { id: "name", header: f("courseName"), cell: (c) => c.name },
    ...(isAdmin ? [{ id: "university", header: f("university"), cell: (c: (typeof page.rows)[number]) => c.universityName }] : []),
    { id: "credits", header: f("credits"), align: "end", className: "tabular-nums", cell: (c) => c.credits },
    {
      id: "assignments",
      header: t("assignments"),
      align: "end",
      cell: (c) => (
        <Link href={`/app/universityCourseAssignment/${c.id}`} className="text-brand-700 underline" aria-label={t("assignmentsOf", { code: c.courseCode, count: c.assignments })}>
          {c.assignments}
        </Link>
      ),
    },
    {
      id: "sessions",
      header: t("sessions"),
      align: "end",
      cell: (c) => (
        <Link href={`/app/universityCoursesSession/${c.id}`} className="text-brand-700 underline" aria-label={t("sessionsOf", { code: c.courseCode, count: c.sessions })}>
          {c.sessions}
        </Link>
      ),
    },
  ];
  return (
    <PageShell
      title={t("title")}
      intro={t(isAdmin ? "introAdmin" : "introFaculty")}
      links={[
        { href: "/app/universityRubric", label: t("rubric"), variant: "secondary" },
        { href: "/app/universityCourse/new", label: t("add") },
      ]}
    >
      <UniversityListSearch base="/app/universityCourses" filter={shown} universities={options} qLabel={t("q")} />
      <CrudTable
        columns={columns}
        rows={page.rows}
        rowKey={(c) => c.id}
        caption={t("title")}
        empty={t("empty")}
        edit={{
          header: f("actions"),
          label: f("edit"),
          href: (c) => `/app/universityCourse/edit/${c.id}`,
          name: (c) => f("editNamed", { name: c.courseCode }),
          className: "whitespace-nowrap text-brand-700 underline",
        }}
        pager={{ ...page, href: (p) => universityListHref("/app/universityCourses", shown, p) }}
      />
    </PageShell>
  );
}
