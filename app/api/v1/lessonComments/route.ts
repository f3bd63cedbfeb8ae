import { NextResponse } from "next/server";
import { withApi } from "@/lib/http/with-api";
import { addComment } from "@/lib/comments/add-comment";
import { listComments } from "@/lib/comments/queries";
import { ZAddComment, ZCommentListQuery, ZSubjectQuery } from "@/lib/comments/schemas";

// GET /api/v1/lessonComments?id=&page= – a readable lesson's comments, 10 per page, newest first, with replies and likes
export const GET = withApi({ access: "lesson.read", query: ZCommentListQuery }, async ({ db, actor, query }) => {
  return { status_code: 200, data: await listComments(db, actor, { type: "lesson", id: query.id }, query.page) };
});

// POST /api/v1/lessonComments?id= {comment} – adds a comment to a readable lesson
export const POST = withApi({ access: "lesson.write", query: ZSubjectQuery, body: ZAddComment }, async ({ db, actor, query, body, now }) => {
  const { message, comment } = await addComment(db, actor, { type: "lesson", id: query.id }, body, now);
  return NextResponse.json({ status_code: 201, message, data: comment }, { status: 201 });
});
