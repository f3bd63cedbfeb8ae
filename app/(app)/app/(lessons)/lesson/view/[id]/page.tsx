import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { readableLessonOr404 } from "@/components/lessons/lesson-edit-screen";
import { CommentsSection } from "@/components/comments/comments-section";
import { LessonFilesSection } from "@/components/lessons/files-section";
import { LessonRatingSection } from "@/components/lessons/rating-section";
import { LessonView } from "@/components/lessons/lesson-view";
import { LessonPdfButton } from "@/components/lessons/pdf-buttons";
import { Stars } from "@/components/lessons/stars";
import { buttonClass } from "@/components/ui/button";
import { requireActor } from "@/lib/auth/current-user";
import { formatNumber } from "@/lib/i18n/format";
import { lessonLookups } from "@/lib/lessons/page-data";
import { parseLessonEditParam } from "@/lib/lessons/rules";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageSection } from "@/components/ui/page/page-section";

export const generateMetadata = titleMetadata("lessons.view", "metaTitle");

/**
 * /app/lesson/view/{id} (and /lesson/view/{id}, which redirects here): the read-only lesson, the
 * user's own or a shared one, with its rating and comments. Another counselor's unshared lesson is a 404.
 */
export default async function LessonViewPage({ params }: { params: Promise<{ id: string }> }) {
  const denied = await guardArea("lesson");
  if (denied) return denied;
  const parsed = parseLessonEditParam((await params).id);
  if (!parsed) notFound();
  const actor = await requireActor();
  const lesson = await readableLessonOr404(actor, parsed.id);
  const [t, lookups, locale] = await Promise.all([getTranslations("lessons"), lessonLookups(await getDb(), actor), getLocale()]);
  return (
    <div className="max-w-5xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <p className="text-sm">
            <Link href="/app/lessons" className="text-brand-700 underline">
              {t("edit.back")}
            </Link>
          </p>
          <h1 className="text-2xl font-semibold">{lesson.name}</h1>
          <p className="text-sm text-slate-600">{lesson.isOwner ? (lesson.share ? t("view.mineShared") : t("view.mineNotShared")) : t("view.by", { name: lesson.owner })}</p>
          <Stars
            value={lesson.scutaRating}
            count={lesson.ratingCount}
            label={t("list.ratingLabel", { rating: formatNumber(lesson.scutaRating ?? 0, locale, 1), count: lesson.ratingCount })}
            none={t("list.noRating")}
            locale={locale}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {lesson.isOwner ? (
            <Link href={`/app/lesson/edit/${lesson.id}`} className={buttonClass("primary")}>
              {t("list.edit")}
            </Link>
          ) : null}
          <LessonPdfButton lessonId={lesson.id} />
        </div>
      </header>
      <LessonView lesson={lesson} {...lookups} />
      <PageSection id="lesson-files-title" title={t("tabs.files")} className="space-y-3">
        <LessonFilesSection lessonId={lesson.id} canEdit={false} />
      </PageSection>
      {lesson.share ? (
        <PageSection id="lesson-comments-title" title={t("tabs.comments")} className="space-y-3">
          <LessonRatingSection lessonId={lesson.id} />
          <CommentsSection subject="lesson" subjectId={lesson.id} ownerId={lesson.user_id} />
        </PageSection>
      ) : null}
    </div>
  );
}
