import { NextResponse } from "next/server";
import { withApi } from "@/lib/http/with-api";
import { addComment } from "@/lib/comments/add-comment";
import { listComments } from "@/lib/comments/queries";
import { ZAddComment, ZCommentListQuery, ZSubjectQuery } from "@/lib/comments/schemas";

// GET /api/v1/targetComments?id=&page= – a readable target's comments, 10 per page, newest first, with replies and likes
export const GET = withApi({ access: "goal.read", query: ZCommentListQuery }, async ({ db, actor, query }) => {
  return { status_code: 200, data: await listComments(db, actor, { type: "target", id: query.id }, query.page) };
});

// POST /api/v1/targetComments?id= {comment} – adds a comment to a readable target
export const POST = withApi({ access: "goal.write", query: ZSubjectQuery, body: ZAddComment }, async ({ db, actor, query, body, now }) => {
  const { message, comment } = await addComment(db, actor, { type: "target", id: query.id }, body, now);
  return NextResponse.json({ status_code: 201, message, data: comment }, { status: 201 });
});
