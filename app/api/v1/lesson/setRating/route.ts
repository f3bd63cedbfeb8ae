import { withApi } from "@/lib/http/with-api";
import { setRating } from "@/lib/comments/set-rating";
import { ZSetRating } from "@/lib/comments/schemas";

// POST /api/v1/lesson/setRating {id, rating} – rates a lesson shared with the caller, 1 to 5, one rating per user
export const POST = withApi({ access: "lesson.write", body: ZSetRating }, async ({ db, actor, body, now }) => {
  const { message, rating } = await setRating(db, actor, "lesson", body, now);
  return { status_code: 200, message, data: rating };
});
