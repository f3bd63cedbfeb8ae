import { getDb } from "@/db/client";
import { ratingSummary } from "@/lib/comments/queries";
import { RatingIsland } from "@/components/comments/rating-island";

/**
 * A lesson's rating (spec 3: a shared lesson can be rated, one rating per user, the average shown as
 * stars). The lesson's owner sees the average; any other reader also rates it.
 */
export async function LessonRatingSection({ lessonId, userId }: { lessonId: number; userId: number }) {
  const db = await getDb();
  const initial = await ratingSummary(db, userId, { type: "lesson", id: lessonId });
  return <RatingIsland subject="lesson" subjectId={lessonId} initial={initial} />;
}
