import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { TableScroll } from "@/components/ui/table-scroll";
import { UniversityListSearch, UniversityPager } from "@/components/university/list-controls";
import { requireActor } from "@/lib/auth/current-user";
import { scopeOf } from "@/lib/auth/permissions";
import { scopeUniversity } from "@/lib/university/access";
import { listCourses } from "@/lib/university/courses";
import { ZCourseListFilter } from "@/lib/university/schemas";
import { universityOptions } from "@/lib/university/universities";

export async function generateMetadata() {
  return { title: (await getTranslations("university.courses"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /app/universityCourses: administrators all universities' courses (with a university filter); faculty their own university's. */
export default async function UniversityCoursesPage({ searchParams }: TProps) {
  const denied = await guardArea("universityCourses");
  if (denied) return denied;
  const { user } = await requireActor();
  const raw = await searchParams;
  const filter = ZCourseListFilter.parse(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])));
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
  return (
    <div className="max-w-6xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="max-w-2xl text-slate-700">{t(isAdmin ? "introAdmin" : "introFaculty")}</p>
        </div>
        <div className="flex gap-2">
          <Link href="/app/universityRubric" className={buttonClass("secondary")}>
            {t("rubric")}
          </Link>
          <Link href="/app/universityCourse/new" className={buttonClass("primary")}>
            {t("add")}
          </Link>
        </div>
      </header>
      <UniversityListSearch base="/app/universityCourses" filter={shown} universities={options} qLabel={t("q")} />
      {page.rows.length === 0 ? (
        <p className="text-slate-700">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("title")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{f("courseCode")}</th>
                <th scope="col" className="px-3 py-2">{f("courseName")}</th>
                {isAdmin ? <th scope="col" className="px-3 py-2">{f("university")}</th> : null}
                <th scope="col" className="px-3 py-2 text-right">{f("credits")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("assignments")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("sessions")}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{f("actions")}</span></th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((c) => (
                <tr key={c.id} className="border-t border-slate-200">
                  <td className="whitespace-nowrap px-3 py-2 font-medium">{c.courseCode}</td>
                  <td className="px-3 py-2">{c.name}</td>
                  {isAdmin ? <td className="px-3 py-2">{c.universityName}</td> : null}
                  <td className="px-3 py-2 text-right tabular-nums">{c.credits}</td>
                  <td className="px-3 py-2 text-right">
                    <Link href={`/app/universityCourseAssignment/${c.id}`} className="text-brand-700 underline" aria-label={t("assignmentsOf", { code: c.courseCode, count: c.assignments })}>
                      {c.assignments}
                    </Link>
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Link href={`/app/universityCoursesSession/${c.id}`} className="text-brand-700 underline" aria-label={t("sessionsOf", { code: c.courseCode, count: c.sessions })}>
                      {c.sessions}
                    </Link>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right">
                    <Link href={`/app/universityCourse/edit/${c.id}`} className="text-brand-700 underline" aria-label={f("editNamed", { name: c.courseCode })}>
                      {f("edit")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <UniversityPager base="/app/universityCourses" filter={shown} page={page.page} pages={page.pages} total={page.total} />
    </div>
  );
}
