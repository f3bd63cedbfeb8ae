import "server-only";
import Link from "@/components/ui/app-link";
import { notFound, redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor, type TActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/http/errors";
import { formatNumber } from "@/lib/i18n/format";
import { lessonFormChoices, lessonLookups } from "@/lib/lessons/page-data";
import { getLesson } from "@/lib/lessons/queries";
import { parseLessonEditParam } from "@/lib/lessons/rules";
import type { TLessonJson } from "@/lib/lessons/schemas";
import { CommentsSection } from "@/components/comments/comments-section";
import { LessonFilesSection } from "./files-section";
import { LessonForm } from "./lesson-form";
import { LessonPdfButton } from "./pdf-buttons";
import { LessonRatingSection } from "./rating-section";
import { LessonResultsSection } from "./results-section";
import { LessonTabs } from "./lesson-tabs";
import { Stars } from "./stars";

/** The lesson the actor may read, or the page's 404 (another counselor's unshared lesson does not exist for them). */
export async function readableLessonOr404(actor: TActor, id: number): Promise<TLessonJson> {
  try {
    return await getLesson(await getDb(), actor, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/**
 * The lesson edit screen of /app/lessons/edit-new/{id} and /app/lesson/edit/{id}: tabs Details | Results | Files | Comments; "{id}-1" opens Results, anything else Details.
 * Another counselor's shared lesson opens read-only (the view page).
 */
export async function LessonEditScreen({ param }: { param: string }) {
  const parsed = parseLessonEditParam(decodeURIComponent(param));
  if (!parsed) notFound();
  const actor = await requireActor();
  const lesson = await readableLessonOr404(actor, parsed.id);
  if (!lesson.isOwner) redirect(`/app/lesson/view/${lesson.id}`);
  const db = await getDb();
  const locale = await getLocale();
  const [t, lookups, choices] = await Promise.all([getTranslations("lessons"), lessonLookups(db, actor), lessonFormChoices(db, actor, lesson.id, locale)]);

  const tabs = [
    {
      key: "details",
      label: t("tabs.details"),
      panel: <LessonForm initial={lesson} {...lookups} {...choices} listHref="/app/lessons" />,
    },
    {
      key: "results",
      label: t("tabs.results"),
      panel: <LessonResultsSection lessonId={lesson.id} canEdit locale={locale} />,
    },
    {
      key: "files",
      label: t("tabs.files"),
      panel: <LessonFilesSection lessonId={lesson.id} canEdit />,
    },
    {
      key: "comments",
      label: t("tabs.comments"),
      panel: lesson.share ? (
        <div className="space-y-4">
          <LessonRatingSection lessonId={lesson.id} />
          <CommentsSection subject="lesson" subjectId={lesson.id} ownerId={lesson.user_id} />
        </div>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">{t("edit.shareForComments")}</p>
      ),
    },
  ];

  return (
    <div className="max-w-5xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <p className="text-sm">
            <Link href="/app/lessons" className="text-brand-700 underline">
              {t("edit.back")}
            </Link>
          </p>
          <h1 className="text-2xl font-semibold">{t("edit.title", { name: lesson.name })}</h1>
          {lesson.share ? (
            <Stars
              value={lesson.scutaRating}
              count={lesson.ratingCount}
              label={t("list.ratingLabel", { rating: formatNumber(lesson.scutaRating ?? 0, locale, 1), count: lesson.ratingCount })}
              none={t("list.noRating")}
              locale={locale}
            />
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href={`/app/lesson/view/${lesson.id}`} className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
            {t("edit.view")}
          </Link>
          <LessonPdfButton lessonId={lesson.id} />
        </div>
      </header>
      <LessonTabs tabs={tabs} initial={parsed.tab} label={t("tabs.label")} />
    </div>
  );
}
