"use server";

import { z } from "zod";
import { SHARED_SUBJECTS } from "@/db/schema";
import { assertCan } from "@/lib/auth/permissions";
import { runAction } from "@/lib/http/action";
import { addComment } from "./add-comment";
import { deleteComment } from "./delete-comment";
import { likeComment } from "./like-comment";
import { listComments } from "./queries";
import { replyComment } from "./reply-comment";
import { setRating } from "./set-rating";
import { showComment } from "./show-comment";

// The comments section's and the rating's server actions: each parses, calls the one use-case the
// API calls too, and answers its result (the section reloads its page itself).

const ZSubject = z.enum(SHARED_SUBJECTS);
const ZPage = z.coerce.number().int().min(1).max(100_000);
const ZSubjectId = z.coerce.number().int().positive().max(2_147_483_647);

type TCtx = Parameters<Parameters<typeof runAction>[0]>[0];

/** The same roles as the API routes (the lessons area's): anyone else is refused before any read. */
function asPlanner<T>(fn: (ctx: TCtx) => Promise<T>, options: { license?: "renewal" } = {}) {
  return runAction(async (ctx) => {
    assertCan(ctx.actor.user, ["lesson.write", "goal.write"]);
    return fn(ctx);
  }, options);
}

export async function listCommentsAction(subject: string, subjectId: number, page: number) {
  return asPlanner(({ db, actor }) => listComments(db, actor, { type: ZSubject.parse(subject), id: ZSubjectId.parse(subjectId) }, ZPage.parse(page)), { license: "renewal" });
}

export async function addCommentAction(subject: string, subjectId: number, comment: string) {
  return asPlanner(({ db, actor, now }) => addComment(db, actor, { type: ZSubject.parse(subject), id: ZSubjectId.parse(subjectId) }, { comment }, now));
}

export async function replyCommentAction(subject: string, id: number, reply: string) {
  return asPlanner(({ db, actor, now }) => replyComment(db, actor, ZSubject.parse(subject), { id, reply }, now));
}

export async function likeCommentAction(subject: string, id: number) {
  return asPlanner(({ db, actor, now }) => likeComment(db, actor, ZSubject.parse(subject), { id }, now));
}

export async function showCommentAction(subject: string, id: number, type: number) {
  return asPlanner(({ db, actor }) => showComment(db, actor, ZSubject.parse(subject), { id, type }));
}

export async function deleteCommentAction(subject: string, id: number) {
  return asPlanner(({ db, actor }) => deleteComment(db, actor, ZSubject.parse(subject), { id }));
}

export async function setRatingAction(subject: string, id: number, rating: number) {
  return asPlanner(({ db, actor, now }) => setRating(db, actor, ZSubject.parse(subject), { id, rating }, now));
}
