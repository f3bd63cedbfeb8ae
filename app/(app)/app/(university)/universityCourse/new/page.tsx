import { guardArea } from "@/components/shell/forbidden";
import { CoursePage } from "@/components/university/course-page";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("university.courses", "newTitle");

/** /app/universityCourse/new: a new course; save returns to the list, save-and-new stays with 'Created.'. */
export default async function NewCoursePage() {
  const denied = await guardArea("universityCourse");
  if (denied) return denied;
  return <CoursePage id={null} />;
}
