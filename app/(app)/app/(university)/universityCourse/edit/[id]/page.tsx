import { notFound } from "next/navigation";
import { guardArea } from "@/components/shell/forbidden";
import { ZRecordId } from "@/lib/university/schemas";
import { CoursePage } from "@/components/university/course-page";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("university.courses", "editTitle");

/** /app/universityCourse/edit/{id}: edits a course (faculty: of their university, else not found). */
export default async function EditCoursePage({ params }: { params: Promise<{ id: string }> }) {
  const denied = await guardArea("universityCourse");
  if (denied) return denied;
  const id = ZRecordId.safeParse((await params).id);
  if (!id.success) notFound();
  return <CoursePage id={id.data} />;
}
