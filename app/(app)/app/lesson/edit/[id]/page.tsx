import { getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { LessonEditScreen } from "@/components/lessons/lesson-edit-screen";

export async function generateMetadata() {
  return { title: (await getTranslations("lessons.edit"))("metaTitle") };
}

/** /app/lesson/edit/{id} or /app/lesson/edit/{id}-1 (the Results tab): spec 3 section 2.1's second edit form. */
export default async function LessonEditPage({ params }: { params: Promise<{ id: string }> }) {
  const denied = await guardArea("lesson");
  if (denied) return denied;
  return <LessonEditScreen param={(await params).id} />;
}
