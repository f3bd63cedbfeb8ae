// Pure rules of the comments and ratings engine: one engine for
// shared lessons and shared targets. No database, no clock.

/** "Comment tables: 10 per page, sorted by date descending." */
export const COMMENTS_PAGE_SIZE = 10;

/** The success messages, exactly as the API has always answered them (the UI shows its translation). */
export const COMMENT_MESSAGES = {
  added: "Comment has been added with success !!!",
  hidden: "Hide with success !!!",
  shown: "Show with success !!!",
  liked: "Like with success !!!",
  replied: "Reply with success !!!",
  deleted: "Comment deleted.",
  rated: "Saved.",
} as const;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** A page number from the query: a whole number from 1; anything else is the first page. */
export function pageNumber(raw: unknown): number {
  const n = typeof raw === "number" ? raw : Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** The rows to skip for a page (1-based). */
export function pageOffset(page: number, size = COMMENTS_PAGE_SIZE): number {
  return (pageNumber(page) - 1) * size;
}

/** How many pages `total` comments fill; an empty list is still one (empty) page. */
export function pageCount(total: number, size = COMMENTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** "Comments can be shown or hidden (type 0 hides, otherwise shows)." */
export function visibleForType(type: number): boolean {
  return type !== 0;
}

/** The success message of showComment for the flag it set. */
export function showMessage(visible: boolean): string {
  return visible ? COMMENT_MESSAGES.shown : COMMENT_MESSAGES.hidden;
}

/**
 * Who sees a comment: a visible one, everyone who may read the subject; a hidden one, only the
 * subject's owner (who hid it, and may show it again). Its author no longer sees it either: hiding
 * is the owner's moderation of their own page.
 */
export function isVisibleTo(comment: { visible: boolean }, viewerId: number, ownerId: number): boolean {
  return comment.visible || viewerId === ownerId;
}

/** Only the subject's owner hides or shows comments (anyone's, on their own subject). */
export function mayModerate(viewerId: number, ownerId: number): boolean {
  return viewerId === ownerId;
}

/** Only a comment's author deletes it; the subject's owner hides others' comments instead. */
export function mayDelete(viewerId: number, authorId: number): boolean {
  return viewerId === authorId;
}

/**
 * A reply belongs to a top-level comment: replying to a reply answers the thread it is in, so
 * threads stay one level deep (the list shows each comment with its replies under it).
 */
export function threadRootId(target: { id: number; parentId: number | null }): number {
  return target.parentId ?? target.id;
}

/** The owner does not rate their own lesson or target: a rating is another user's opinion of it. */
export function mayRate(viewerId: number, ownerId: number): boolean {
  return viewerId !== ownerId;
}

/** The average of 1-5 ratings with one decimal, or null when nobody has rated. */
export function averageRating(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sum = values.reduce((a, b) => a + b, 0);
  return Math.round((sum / values.length) * 10) / 10;
}

/** How many whole and half stars an average shows (rounded to the nearest half). */
export function starsOf(average: number | null): { full: number; half: boolean } {
  if (average === null || !Number.isFinite(average)) return { full: 0, half: false };
  const halves = Math.round(Math.min(RATING_MAX, Math.max(0, average)) * 2);
  return { full: Math.floor(halves / 2), half: halves % 2 === 1 };
}
