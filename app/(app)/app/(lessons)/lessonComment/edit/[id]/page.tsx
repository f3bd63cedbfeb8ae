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
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageSection } from "@/components/ui/page/page-section";
import { PageShell } from "@/components/ui/page/page-shell";

type TProps = { params: Promise<{ id: string }> };

export const generateMetadata = titleMetadata("comments.page");

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
 * /app/lessonComment/edit/{id}: a shared lesson's comments — its name, its rating
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
    <PageShell
      width="5xl"
      back={{ href: "/app/lessons", label: t("back"), className: "text-sm text-brand-700 underline hover:text-brand-800" }}
      title={lesson.name}
      intro={mine ? t("yours") : t("sharedBy", { name: ownerName })}
      introClassName="text-sm text-slate-600"
    >
      <PageSection id="lesson-rating" title={(await getTranslations("comments.rating"))("title")} className="space-y-2 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <LessonRatingSection lessonId={lesson.id} />
      </PageSection>
      <CommentsSection subject="lesson" subjectId={lesson.id} ownerId={lesson.userId} />
    </PageShell>
  );
}
