import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { buttonClass } from "@/components/ui/button";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { formatDate } from "@/lib/i18n/format";
import { mayManageUniversity } from "@/lib/university/access";
import { listAssignments } from "@/lib/university/assignments";
import { getCourse } from "@/lib/university/courses";
import { editAssignmentPath, newAssignmentPath, sessionsListPath } from "@/lib/university/rules";

/**
 * A course's assignments: /app/courseAssignments/{universityID}/{universityCourseID} (fromCourseAssignments,
 * the university named must be the course's) and /app/universityCourseAssignment/{universityCourseID}.
 * Their create and edit links carry the page parameter that brings the form back here (lib/university/rules.ts).
 */
export async function AssignmentList({ courseId, universityId, fromCourseAssignments }: { courseId: number; universityId: number | null; fromCourseAssignments: boolean }) {
  const { user } = await requireActor();
  const db = await getDb();
  const course = await getCourse(db, courseId);
  if (!course || !mayManageUniversity(user, course.ipedsid) || (universityId !== null && universityId !== course.ipedsid)) notFound();
  const [t, f, locale, rows] = await Promise.all([getTranslations("university.assignments"), getTranslations("university.fields"), getLocale(), listAssignments(db, course.id)]);
  const back = fromCourseAssignments ? `/app/universityCourses?university=${course.ipedsid}` : "/app/universityCourses";
  return (
    <div className="max-w-6xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <p className="text-sm">
            <Link href={back} className="text-brand-700 underline">
              {t("back")}
            </Link>
          </p>
          <h1 className="text-2xl font-semibold">{t("title", { code: course.courseCode, name: course.name })}</h1>
          <p className="text-slate-700">{t("intro", { university: course.universityName, credits: course.credits })}</p>
        </div>
        <div className="flex gap-2">
          <Link href={sessionsListPath(course.id, fromCourseAssignments)} className={buttonClass("secondary")}>
            {t("sessions")}
          </Link>
          <Link href={newAssignmentPath(course.id, course.ipedsid, fromCourseAssignments)} className={buttonClass("primary")}>
            {t("add")}
          </Link>
        </div>
      </header>
      {rows.length === 0 ? (
        <p className="text-slate-700">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("caption", { code: course.courseCode })}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-right">{f("sort")}</th>
                <th scope="col" className="px-3 py-2">{f("assignmentName")}</th>
                <th scope="col" className="px-3 py-2">{f("dueDate")}</th>
                <th scope="col" className="px-3 py-2">{t("points")}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{f("actions")}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.id} className="border-t border-slate-200">
                  <td className="px-3 py-2 text-right tabular-nums">{a.sort}</td>
                  <td className="px-3 py-2 font-medium">{a.name}</td>
                  <td className="whitespace-nowrap px-3 py-2">{a.dueDate ? formatDate(a.dueDate, locale) : t("noDueDate")}</td>
                  <td className="px-3 py-2 tabular-nums">
                    <span title={`${a.l1} · ${a.l2} · ${a.l3} · ${a.l4}`}>{[a.l1Points, a.l2Points, a.l3Points, a.l4Points, a.l5Points].join(" / ")}</span>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right">
                    <Link href={editAssignmentPath(a.id, course.id, course.ipedsid, fromCourseAssignments)} className="text-brand-700 underline" aria-label={f("editNamed", { name: a.name })}>
                      {f("edit")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}

