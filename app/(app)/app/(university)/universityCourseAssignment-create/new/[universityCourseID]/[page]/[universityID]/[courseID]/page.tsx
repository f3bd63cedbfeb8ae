import { notFound } from "next/navigation";
import { guardArea } from "@/components/shell/forbidden";
import { AssignmentEditor } from "@/components/university/assignment-editor";
import { ZRecordId, ZUniversityRef } from "@/lib/university/schemas";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("university.assignments", "newTitle");

type TParams = { universityCourseID: string; page: string; universityID: string; courseID: string };

/**
 * /app/universityCourseAssignment-create/new/{universityCourseID}/{page}/{universityID}/{courseID}:
 * a new assignment. courseID repeats the course's id (the university course); a different one names
 * nothing. Save returns by {page} (lib/university/rules.ts); save-and-new stays with 'Created.'.
 */
export default async function NewAssignmentPage({ params }: { params: Promise<TParams> }) {
  const denied = await guardArea("universityCourseAssignmentCreate");
  if (denied) return denied;
  const p = await params;
  const course = ZRecordId.safeParse(p.universityCourseID);
  const again = ZRecordId.safeParse(p.courseID);
  const university = ZUniversityRef.safeParse(p.universityID);
  if (!course.success || !university.success || !again.success || again.data !== course.data) notFound();
  return <AssignmentEditor courseId={course.data} universityId={university.data} assignmentId={null} page={p.page} />;
}
