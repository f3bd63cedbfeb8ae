import "server-only";
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { commentLikes, comments, sharedRatings, users, type TCommentRow, type TSharedSubject } from "@/db/schema";
import { notFound } from "@/lib/http/errors";
import { COMMENTS_PAGE_SIZE, averageRating, isVisibleTo, pageCount, pageOffset } from "./rules";
import type { TCommentJson, TCommentPage, TRatingSummary } from "./schemas";
import { readableSubject, type TReadableSubject, type TSubjectRef } from "./subjects";

export const COMMENT_NOT_FOUND = "This comment does not exist or is not shown to you.";

/** The comments a reader sees: every visible one, and the hidden ones too when the reader owns the subject. */
function seenBy(viewerId: number, ownerId: number): SQL | undefined {
  return viewerId === ownerId ? undefined : eq(comments.visible, true);
}

const commentColumns = (viewerId: number) => ({
  row: comments,
  firstName: users.firstName,
  lastName: users.lastName,
  likes: sql<number>`(select count(*) from ${commentLikes} where ${commentLikes.commentId} = ${comments.id})`.mapWith(Number),
  liked: sql<boolean>`exists (select 1 from ${commentLikes} where ${commentLikes.commentId} = ${comments.id} and ${commentLikes.userId} = ${viewerId})`.mapWith(Boolean),
});

type TSelected = { row: TCommentRow; firstName: string; lastName: string; likes: number; liked: boolean };

function toJson(r: TSelected, viewerId: number): TCommentJson {
  return {
    id: r.row.id,
    parentId: r.row.parentId,
    body: r.row.body,
    author: `${r.firstName} ${r.lastName}`.trim(),
    userId: r.row.userId,
    date: r.row.createdAt.toISOString(),
    visible: r.row.visible,
    likes: r.likes,
    liked: r.liked,
    mine: r.row.userId === viewerId,
    replies: [],
  };
}

/**
 * One page of a subject's comments for a reader who may read the subject: 10 top-level comments,
 * newest first, each with its replies oldest first, like counts and whether the
 * reader liked it. Hidden comments are listed only for the subject's owner (marked visible: false).
 */
export async function listComments(db: TDbOrTx, actor: TActor, subject: TSubjectRef, page = 1): Promise<TCommentPage> {
  const s = await readableSubject(db, actor.user.id, subject);
  return listReadableComments(db, actor.user.id, s, page);
}

export async function listReadableComments(db: TDbOrTx, viewerId: number, s: TReadableSubject, page = 1): Promise<TCommentPage> {
  const ofSubject = and(eq(comments.subjectType, s.type), eq(comments.subjectId, s.id), seenBy(viewerId, s.ownerId));
  const [{ n }] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(ofSubject, isNull(comments.parentId)));
  const top = await db
    .select(commentColumns(viewerId))
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(ofSubject, isNull(comments.parentId)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(COMMENTS_PAGE_SIZE)
    .offset(pageOffset(page));
  const ids = top.map((r) => r.row.id);
  const replies = ids.length
    ? await db
        .select(commentColumns(viewerId))
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(and(ofSubject, inArray(comments.parentId, ids)))
        .orderBy(asc(comments.createdAt), asc(comments.id))
    : [];
  const list = top.map((r) => toJson(r, viewerId));
  const byId = new Map(list.map((c) => [c.id, c]));
  for (const r of replies) byId.get(r.row.parentId ?? 0)?.replies.push(toJson(r, viewerId));
  return { comments: list, page, pageSize: COMMENTS_PAGE_SIZE, total: n, pages: pageCount(n), owner: viewerId === s.ownerId };
}

/**
 * A comment of this subject type that the reader may see: its subject readable by them (else the
 * subject's 404), and the comment visible to them (a hidden one exists only for the owner).
 */
export async function seenComment(db: TDbOrTx, viewerId: number, type: TSharedSubject, commentId: number): Promise<{ comment: TCommentRow; subject: TReadableSubject }> {
  const [comment] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, commentId), eq(comments.subjectType, type)))
    .limit(1);
  if (!comment) throw notFound(COMMENT_NOT_FOUND);
  const subject = await readableSubject(db, viewerId, { type, id: comment.subjectId }).catch(() => {
    throw notFound(COMMENT_NOT_FOUND);
  });
  if (!isVisibleTo(comment, viewerId, subject.ownerId)) throw notFound(COMMENT_NOT_FOUND);
  if (comment.parentId !== null) {
    // A reply under a hidden comment is hidden with its thread.
    const [parent] = await db.select({ visible: comments.visible }).from(comments).where(eq(comments.id, comment.parentId)).limit(1);
    if (!parent || !isVisibleTo(parent, viewerId, subject.ownerId)) throw notFound(COMMENT_NOT_FOUND);
  }
  return { comment, subject };
}

/** One comment as the list shows it to this reader. */
export async function commentJson(db: TDbOrTx, viewerId: number, commentId: number): Promise<TCommentJson> {
  const [row] = await db.select(commentColumns(viewerId)).from(comments).innerJoin(users, eq(users.id, comments.userId)).where(eq(comments.id, commentId)).limit(1);
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  return toJson(row, viewerId);
}

/** The subject's average rating (one decimal), how many rated it, and the actor's own rating. */
export async function ratingSummary(db: TDbOrTx, actor: TActor, subject: TSubjectRef): Promise<TRatingSummary> {
  const s = await readableSubject(db, actor.user.id, subject);
  return readableRatingSummary(db, actor.user.id, s);
}

export async function readableRatingSummary(db: TDbOrTx, viewerId: number, s: TReadableSubject): Promise<TRatingSummary> {
  const rows = await db
    .select({ userId: sharedRatings.userId, value: sharedRatings.value })
    .from(sharedRatings)
    .where(and(eq(sharedRatings.subjectType, s.type), eq(sharedRatings.subjectId, s.id)));
  return {
    average: averageRating(rows.map((r) => r.value)),
    count: rows.length,
    mine: rows.find((r) => r.userId === viewerId)?.value ?? null,
    owner: viewerId === s.ownerId,
  };
}
