import { notFound } from "next/navigation";
import { guardArea } from "@/components/shell/forbidden";
import { AssignmentEditor } from "@/components/university/assignment-editor";
import { ZRecordId, ZUniversityRef } from "@/lib/university/schemas";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("university.assignments", "editTitle");

type TParams = { id: string; page: string; universityID: string; courseID: string };

/**
 * /app/universityCourseAssignment-create/edit/{id}/{page}/{universityID}/{courseID}: edits an
 * assignment of the course {courseID} (university course id) at {universityID}. Saved, it returns to
 * the course-assignments screen when {page} is present, else to the university-course-assignments one.
 */
export default async function EditAssignmentPage({ params }: { params: Promise<TParams> }) {
  const denied = await guardArea("universityCourseAssignmentCreate");
  if (denied) return denied;
  const p = await params;
  const id = ZRecordId.safeParse(p.id);
  const course = ZRecordId.safeParse(p.courseID);
  const university = ZUniversityRef.safeParse(p.universityID);
  if (!id.success || !course.success || !university.success) notFound();
  return <AssignmentEditor courseId={course.data} universityId={university.data} assignmentId={id.data} page={p.page} />;
}
