import { guardArea } from "@/components/shell/forbidden";
import { LessonEditScreen } from "@/components/lessons/lesson-edit-screen";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("lessons.edit", "metaTitle");

/** /app/lessons/edit-new/{id}: the lesson edit screen; the same screen as /app/lesson/edit/{id}. */
export default async function LessonEditNewPage({ params }: { params: Promise<{ id: string }> }) {
  const denied = await guardArea("lessons");
  if (denied) return denied;
  return <LessonEditScreen param={(await params).id} />;
}
