import Link from "next/link";
import { notFound } from "next/navigation";
import { eq } from "drizzle-orm";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { requireActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/http/errors";
import { readableLesson } from "@/lib/lessons/access";
import { guardArea } from "@/components/shell/forbidden";
import { CommentsSection } from "@/components/comments/comments-section";
import { LessonRatingSection } from "@/components/lessons/rating-section";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata() {
  return { title: (await getTranslations("comments.page"))("title") };
}

/** The lesson if the reader may read it (own or shared); anything else is this page's 404. */
async function lessonFor(userId: number, raw: string) {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  try {
    return await readableLesson(await getDb(), userId, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/**
 * /app/lessonComment/edit/{id}: a shared lesson's comments (spec 3 section 2.1) — its name, its rating
 * (others rate it, 1 to 5) and the comments, 10 per page, newest first. The owner hides and shows
 * comments here; everyone who may read the lesson adds, replies and likes.
 */
export default async function LessonCommentsPage({ params }: TProps) {
  const denied = await guardArea("lessonComment");
  if (denied) return denied;
  const actor = await requireActor();
  const lesson = await lessonFor(actor.user.id, (await params).id);
  const t = await getTranslations("comments.page");
  const mine = lesson.userId === actor.user.id;
  const [owner] = mine ? [null] : await (await getDb()).select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, lesson.userId)).limit(1);
  const ownerName = owner ? `${owner.firstName} ${owner.lastName}`.trim() : "";

  return (
    <div className="max-w-5xl space-y-6">
      <header className="space-y-2">
        <Link href="/app/lessons" className="text-sm text-brand-700 underline hover:text-brand-800">
          {t("back")}
        </Link>
        <h1 className="text-2xl font-semibold">{lesson.name}</h1>
        <p className="text-sm text-slate-600">{mine ? t("yours") : t("sharedBy", { name: ownerName })}</p>
      </header>
      <section aria-labelledby="lesson-rating" className="space-y-2 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="lesson-rating" className="text-lg font-semibold">
          {(await getTranslations("comments.rating"))("title")}
        </h2>
        <LessonRatingSection lessonId={lesson.id} userId={actor.user.id} />
      </section>
      <CommentsSection subject="lesson" subjectId={lesson.id} userId={actor.user.id} ownerId={lesson.userId} />
    </div>
  );
}
