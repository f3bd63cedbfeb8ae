import { notFound } from "next/navigation";
import { guardArea } from "@/components/shell/forbidden";
import { AssignmentList } from "@/components/university/assignment-list";
import { ZRecordId, ZUniversityRef } from "@/lib/university/schemas";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("university.assignments", "metaTitle");

/** /app/courseAssignments/{universityID}/{universityCourseID}: the course's assignments, from the university's side. */
export default async function CourseAssignmentsPage({ params }: { params: Promise<{ universityID: string; universityCourseID: string }> }) {
  const denied = await guardArea("courseAssignments");
  if (denied) return denied;
  const p = await params;
  const university = ZUniversityRef.safeParse(p.universityID);
  const course = ZRecordId.safeParse(p.universityCourseID);
  if (!university.success || !course.success) notFound();
  return <AssignmentList courseId={course.data} universityId={university.data} fromCourseAssignments />;
}
