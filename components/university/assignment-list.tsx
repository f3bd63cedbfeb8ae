import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { buttonClass } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
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
      <DataTable
        columns={[
          { id: "sort", header: f("sort"), align: "end", className: "tabular-nums", cell: (a) => a.sort },
          { id: "name", header: f("assignmentName"), className: "font-medium", cell: (a) => a.name },
          { id: "due", header: f("dueDate"), className: "whitespace-nowrap", cell: (a) => (a.dueDate ? formatDate(a.dueDate, locale) : t("noDueDate")) },
          {
            id: "points",
            header: t("points"),
            className: "tabular-nums",
            cell: (a) => <span title={`${a.l1} · ${a.l2} · ${a.l3} · ${a.l4}`}>{[a.l1Points, a.l2Points, a.l3Points, a.l4Points, a.l5Points].join(" / ")}</span>,
          },
        ]}
        rows={rows}
        rowKey={(a) => a.id}
        caption={t("caption", { code: course.courseCode })}
        empty={<span className="text-slate-700">{t("empty")}</span>}
        className="w-full"
        actions={{
          header: f("actions"),
          cell: (a) => (
            <Link
              href={editAssignmentPath(a.id, course.id, course.ipedsid, fromCourseAssignments)}
              className="whitespace-nowrap text-brand-700 underline"
              aria-label={f("editNamed", { name: a.name })}
            >
              {f("edit")}
            </Link>
          ),
        }}
      />
    </div>
  );
}
