import { withApi } from "@/lib/http/with-api";
import { lessonUse } from "@/lib/lessons/queries";
import { ZCheckUseBody } from "@/lib/lessons/schemas";

// POST /api/v1/lesson/checkUse {id} – what one of the caller's lessons is used by before deleting it: calendar events, SMART goals and curricula (the caller's own by name)
export const POST = withApi({ access: "lesson.write", license: "renewal", body: ZCheckUseBody }, async ({ db, actor, body }) => ({
  status_code: 200,
  ...(await lessonUse(db, actor, body.id)),
}));
