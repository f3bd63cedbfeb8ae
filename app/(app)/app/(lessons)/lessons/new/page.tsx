import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { LessonForm } from "@/components/lessons/lesson-form";
import { requireActor } from "@/lib/auth/current-user";
import { lessonFormChoices, lessonLookups } from "@/lib/lessons/page-data";

export async function generateMetadata() {
  return { title: (await getTranslations("lessons.new"))("title") };
}

/** /app/lessons/new: a new lesson; saved, it goes back to the list with 'Created.'. */
export default async function NewLessonPage() {
  const denied = await guardArea("lessons");
  if (denied) return denied;
  const actor = await requireActor();
  const db = await getDb();
  const [t, lookups, choices] = await Promise.all([getTranslations("lessons"), lessonLookups(db, actor), lessonFormChoices(db, actor, null, await getLocale())]);
  return (
    <div className="max-w-5xl space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/app/lessons" className="text-brand-700 underline">
            {t("edit.back")}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">{t("new.title")}</h1>
      </header>
      <LessonForm initial={null} {...lookups} {...choices} listHref="/app/lessons" />
    </div>
  );
}
