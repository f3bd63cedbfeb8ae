import { guardArea } from "@/components/shell/forbidden";
import { LessonEditScreen } from "@/components/lessons/lesson-edit-screen";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("lessons.edit", "metaTitle");

/** /app/lesson/edit/{id} or /app/lesson/edit/{id}-1 (the Results tab): the lesson's second edit form. */
export default async function LessonEditPage({ params }: { params: Promise<{ id: string }> }) {
  const denied = await guardArea("lesson");
  if (denied) return denied;
  return <LessonEditScreen param={(await params).id} />;
}
