import { getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { LessonEditScreen } from "@/components/lessons/lesson-edit-screen";

export async function generateMetadata() {
  return { title: (await getTranslations("lessons.edit"))("metaTitle") };
}

/** /app/lessons/edit-new/{id}: the lesson edit screen (spec 3 section 2.1); the same screen as /app/lesson/edit/{id}. */
export default async function LessonEditNewPage({ params }: { params: Promise<{ id: string }> }) {
  const denied = await guardArea("lessons");
  if (denied) return denied;
  return <LessonEditScreen param={(await params).id} />;
}
