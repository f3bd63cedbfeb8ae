import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { AssignmentForm } from "@/components/university/assignment-form";
import { requireActor } from "@/lib/auth/current-user";
import { mayManageUniversity } from "@/lib/university/access";
import { getAssignment } from "@/lib/university/assignments";
import { getCourse } from "@/lib/university/courses";
import { findRubric } from "@/lib/university/rubrics";
import { assignmentReturnPath, blankAssignment, type TAssignmentFormValue } from "@/lib/university/rules";

/**
 * /app/universityCourseAssignment-create/{new|edit}/…/{page}/{universityID}/{courseID}: the form of
 * a new or saved assignment. The course must belong to the university named and to the user's
 * university (faculty), else not found. Saved, it returns by the page parameter (rules.ts).
 */
export async function AssignmentEditor({ courseId, universityId, assignmentId, page }: { courseId: number; universityId: number; assignmentId: number | null; page: string }) {
  const { user } = await requireActor();
  const db = await getDb();
  const assignment = assignmentId === null ? null : await getAssignment(db, assignmentId);
  if (assignmentId !== null && (!assignment || assignment.courseId !== courseId)) notFound();
  const course = await getCourse(db, courseId);
  if (!course || course.ipedsid !== universityId || !mayManageUniversity(user, course.ipedsid)) notFound();
  const [t, rubric] = await Promise.all([getTranslations("university.assignments"), findRubric(db, course.ipedsid)]);
  const returnTo = assignmentReturnPath(page, course.ipedsid, course.id);
  const initial: TAssignmentFormValue = assignment
    ? {
        name: assignment.name,
        description: assignment.description,
        dueDate: assignment.dueDate ?? "",
        sort: String(assignment.sort),
        l1: assignment.l1,
        l2: assignment.l2,
        l3: assignment.l3,
        l4: assignment.l4,
        l1Points: String(assignment.l1Points),
        l2Points: String(assignment.l2Points),
        l3Points: String(assignment.l3Points),
        l4Points: String(assignment.l4Points),
        l5Points: String(assignment.l5Points),
      }
    : blankAssignment(rubric);
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href={returnTo} className="text-brand-700 underline">
            {t("backToList")}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">{t(assignment ? "editTitle" : "newTitle")}</h1>
        <p className="text-slate-700">{t("courseLine", { code: course.courseCode, name: course.name, university: course.universityName })}</p>
        {!assignment ? <p className="text-sm text-slate-600">{t(rubric.saved ? "fromRubric" : "fromDefaults")}</p> : null}
      </header>
      <AssignmentForm target={assignment ? { id: assignment.id } : { courseId: course.id, ipedsid: course.ipedsid }} initial={initial} defaults={rubric} returnTo={returnTo} />
    </div>
  );
}
