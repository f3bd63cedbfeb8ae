import { z } from "zod";
import { zText } from "@/lib/http/text";
import { RATING_MAX, RATING_MIN } from "./rules";

// Inputs of the comments and ratings calls, shared by the routes, the server actions and the forms.
// Ids arrive as numbers (JSON) or strings (query, form).

const MAX_ID = 2_147_483_647;
const ZId = z.coerce.number("Give the id as a number.").int("Give the id as a whole number.").positive("Give the id as a positive number.").max(MAX_ID, "This id does not exist.");

export const COMMENT_MAX = 2000;
const commentText = () => zText({ min: 1, max: COMMENT_MAX, multiline: true, required: "Write a comment." });

/** GET /api/v1/lessonComments?id=&page=: the subject's id and the page (from 1). */
export const ZCommentListQuery = z.object({
  id: ZId,
  page: z.coerce.number("The page is a number.").int("The page is a whole number.").min(1, "Pages start at 1.").max(100_000, "No such page.").optional().default(1),
});
export type TCommentListQuery = z.output<typeof ZCommentListQuery>;

/** POST /api/v1/lessonComments?id=: the subject's id comes in the query, the text in the body. */
export const ZSubjectQuery = z.object({ id: ZId });
export const ZAddComment = z.object({ comment: commentText() });
export type TAddComment = z.input<typeof ZAddComment>;

/** POST …/reply: a reply to comment `id` (of the same subject). */
export const ZReplyComment = z.object({ id: ZId, reply: commentText() });
export type TReplyComment = z.input<typeof ZReplyComment>;

/** POST …/showComment: type 0 hides, any other value shows. */
export const ZShowComment = z.object({ id: ZId, type: z.coerce.number("The type is a number: 0 hides, 1 shows.").int("The type is a whole number: 0 hides, 1 shows.") });
export type TShowComment = z.input<typeof ZShowComment>;

/** POST …/likeComment and DELETE …/{id}: one comment. */
export const ZCommentId = z.object({ id: ZId });

/** POST /api/v1/lesson/setRating: the subject's id and 1 to 5 stars. */
export const ZSetRating = z.object({
  id: ZId,
  rating: z.coerce.number("Give a rating from 1 to 5.").int("Give a rating from 1 to 5.").min(RATING_MIN, "Give a rating from 1 to 5.").max(RATING_MAX, "Give a rating from 1 to 5."),
});
export type TSetRating = z.input<typeof ZSetRating>;

/** A comment as the list answers it; `replies` is empty on replies (threads are one level deep). */
export type TCommentJson = {
  id: number;
  parentId: number | null;
  body: string;
  author: string;
  userId: number;
  date: string;
  visible: boolean;
  likes: number;
  liked: boolean;
  mine: boolean;
  replies: TCommentJson[];
};

export type TCommentPage = {
  comments: TCommentJson[];
  page: number;
  pageSize: number;
  total: number;
  pages: number;
  /** Whether the reader owns the subject (and so may hide and show comments). */
  owner: boolean;
};

export type TRatingSummary = { average: number | null; count: number; mine: number | null; owner: boolean };
