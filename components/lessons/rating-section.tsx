import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { ratingSummary } from "@/lib/comments/queries";
import { RatingIsland } from "@/components/comments/rating-island";

/**
 * A lesson's rating (a shared lesson can be rated, one rating per user, the average shown as
 * stars). The lesson's owner sees the average; any other reader also rates it.
 */
export async function LessonRatingSection({ lessonId }: { lessonId: number }) {
  const [db, actor] = await Promise.all([getDb(), requireActor()]);
  const initial = await ratingSummary(db, actor, { type: "lesson", id: lessonId });
  return <RatingIsland subject="lesson" subjectId={lessonId} initial={initial} />;
}
