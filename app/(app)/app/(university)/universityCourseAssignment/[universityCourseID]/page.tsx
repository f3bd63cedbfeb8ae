import { notFound } from "next/navigation";
import { guardArea } from "@/components/shell/forbidden";
import { AssignmentList } from "@/components/university/assignment-list";
import { ZRecordId } from "@/lib/university/schemas";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("university.assignments", "metaTitle");

/** /app/universityCourseAssignment/{universityCourseID}: the course's assignments (linked from the course list). */
export default async function UniversityCourseAssignmentPage({ params }: { params: Promise<{ universityCourseID: string }> }) {
  const denied = await guardArea("universityCourseAssignment");
  if (denied) return denied;
  const course = ZRecordId.safeParse((await params).universityCourseID);
  if (!course.success) notFound();
  return <AssignmentList courseId={course.data} universityId={null} fromCourseAssignments={false} />;
}
