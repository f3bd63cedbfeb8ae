import { NextResponse } from "next/server";
import { withApi } from "@/lib/http/with-api";
import { replyComment } from "@/lib/comments/reply-comment";
import { ZReplyComment } from "@/lib/comments/schemas";

// POST /api/v1/lessonComments/reply {id, reply} – replies to a comment on a readable lesson
export const POST = withApi({ access: "lesson.write", body: ZReplyComment }, async ({ db, actor, body, now }) => {
  const { message, comment } = await replyComment(db, actor, "lesson", body, now);
  return NextResponse.json({ status_code: 201, message, data: comment }, { status: 201 });
});
