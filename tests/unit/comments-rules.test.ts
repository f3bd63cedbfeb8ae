import { describe, expect, it } from "vitest";
import {
  averageRating,
  COMMENT_MESSAGES,
  COMMENTS_PAGE_SIZE,
  isVisibleTo,
  mayDelete,
  mayModerate,
  mayRate,
  pageCount,
  pageNumber,
  pageOffset,
  showMessage,
  starsOf,
  threadRootId,
  visibleForType,
} from "@/lib/comments/rules";
import { ZAddComment, ZCommentListQuery, ZReplyComment, ZSetRating, ZShowComment } from "@/lib/comments/schemas";

describe("comment paging", () => {
  it("'Comment tables: 10 per page, sorted by date descending': a page holds 10 comments", () => {
    expect(COMMENTS_PAGE_SIZE).toBe(10);
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(2)).toBe(10);
    expect(pageOffset(3)).toBe(20);
  });

  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [21, 3],
  ])("%i comments fill %i page(s)", (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it.each([
    ["2", 2],
    [3, 3],
    ["0", 1],
    ["-1", 1],
    ["1.5", 1],
    ["x", 1],
    [undefined, 1],
  ])("page %j is read as %i", (raw, page) => {
    expect(pageNumber(raw)).toBe(page);
  });

  it("the list query defaults to the first page and refuses page 0", () => {
    expect(ZCommentListQuery.parse({ id: "7" })).toEqual({ id: 7, page: 1 });
    expect(ZCommentListQuery.safeParse({ id: "7", page: "0" }).success).toBe(false);
    expect(ZCommentListQuery.safeParse({ id: "x" }).success).toBe(false);
  });
});

describe("shown and hidden comments", () => {
  it("'Comments can be shown or hidden (type 0 hides, otherwise shows)'", () => {
    expect(visibleForType(0)).toBe(false);
    expect(visibleForType(1)).toBe(true);
    expect(visibleForType(2)).toBe(true);
    expect(visibleForType(-1)).toBe(true);
  });

  it("showComment answers 'Hide with success !!!' when hiding and 'Show with success !!!' when showing", () => {
    expect(showMessage(visibleForType(0))).toBe("Hide with success !!!");
    expect(showMessage(visibleForType(1))).toBe("Show with success !!!");
  });

  it("a hidden comment is seen only by the subject's owner; a visible one by every reader", () => {
    const owner = 1;
    expect(isVisibleTo({ visible: false }, owner, owner)).toBe(true);
    expect(isVisibleTo({ visible: false }, 2, owner)).toBe(false);
    expect(isVisibleTo({ visible: true }, 2, owner)).toBe(true);
  });

  it("only the subject's owner hides or shows; only the author deletes", () => {
    expect(mayModerate(1, 1)).toBe(true);
    expect(mayModerate(2, 1)).toBe(false);
    expect(mayDelete(2, 2)).toBe(true);
    expect(mayDelete(1, 2)).toBe(false);
  });

  it("the type must be a whole number", () => {
    expect(ZShowComment.parse({ id: 3, type: "0" })).toEqual({ id: 3, type: 0 });
    expect(ZShowComment.safeParse({ id: 3, type: "hide" }).success).toBe(false);
  });
});

describe("comments, replies and the success messages", () => {
  it("the comments' success messages, word for word", () => {
    expect(COMMENT_MESSAGES.added).toBe("Comment has been added with success !!!");
    expect(COMMENT_MESSAGES.hidden).toBe("Hide with success !!!");
    expect(COMMENT_MESSAGES.shown).toBe("Show with success !!!");
    expect(COMMENT_MESSAGES.liked).toBe("Like with success !!!");
    expect(COMMENT_MESSAGES.replied).toBe("Reply with success !!!");
  });

  it("a reply to a reply joins the thread of the top-level comment", () => {
    expect(threadRootId({ id: 5, parentId: null })).toBe(5);
    expect(threadRootId({ id: 9, parentId: 5 })).toBe(5);
  });

  it("a comment is trimmed multi-line text of 1 to 2000 characters without control characters", () => {
    expect(ZAddComment.parse({ comment: "  Great lesson\nthanks " })).toEqual({ comment: "Great lesson\nthanks" });
    expect(ZAddComment.safeParse({ comment: "   " }).success).toBe(false);
    expect(ZAddComment.safeParse({ comment: "x".repeat(2001) }).success).toBe(false);
    expect(ZAddComment.safeParse({ comment: "x".repeat(2000) }).success).toBe(true);
    expect(ZAddComment.safeParse({ comment: "bell\u0007" }).success).toBe(false);
    expect(ZReplyComment.safeParse({ id: 1 }).success).toBe(false);
  });
});

describe("ratings", () => {
  it("a rating is 1 to 5 stars", () => {
    expect(ZSetRating.safeParse({ id: 1, rating: 0 }).success).toBe(false);
    expect(ZSetRating.safeParse({ id: 1, rating: 6 }).success).toBe(false);
    expect(ZSetRating.safeParse({ id: 1, rating: 2.5 }).success).toBe(false);
    expect(ZSetRating.parse({ id: "1", rating: "5" })).toEqual({ id: 1, rating: 5 });
  });

  it("the average has one decimal, and is null when nobody rated", () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([4, 5])).toBe(4.5);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([1, 2, 2])).toBe(1.7);
  });

  it("the owner does not rate their own lesson", () => {
    expect(mayRate(1, 1)).toBe(false);
    expect(mayRate(2, 1)).toBe(true);
  });

  it("stars round the average to the nearest half", () => {
    expect(starsOf(null)).toEqual({ full: 0, half: false });
    expect(starsOf(4.3)).toEqual({ full: 4, half: true });
    expect(starsOf(4.2)).toEqual({ full: 4, half: false });
    expect(starsOf(4.8)).toEqual({ full: 5, half: false });
  });
});
