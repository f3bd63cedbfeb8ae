import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { commentLikes, comments, lessons, sharedRatings, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as addRoute } from "@/app/api/v1/lessonComments/route";
import { DELETE as deleteRoute } from "@/app/api/v1/lessonComments/[id]/route";
import { POST as showRoute } from "@/app/api/v1/lessonComments/showComment/route";
import { POST as likeRoute } from "@/app/api/v1/lessonComments/likeComment/route";
import { POST as replyRoute } from "@/app/api/v1/lessonComments/reply/route";
import { POST as rateRoute } from "@/app/api/v1/lesson/setRating/route";
import { deleteSubjectFeedback } from "@/lib/comments/delete-subject-feedback";
import type { TCommentJson, TCommentPage, TRatingSummary } from "@/lib/comments/schemas";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// Comments and ratings of shared lessons.

describe.each(DRIVERS)("lesson comments and ratings (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  let shared: number;
  let unshared: number;
  const ids: Record<string, number> = {};

  const list = async (who: string, lessonId: number, page = 1) => {
    const res = await call(listRoute, { token: tokens[who], path: `/api/v1/lessonComments?id=${lessonId}&page=${page}` });
    return { status: res.status, page: res.json.data as TCommentPage, json: res.json };
  };
  const add = (who: string, lessonId: number, comment: unknown) => call(addRoute, { token: tokens[who], path: `/api/v1/lessonComments?id=${lessonId}`, body: { comment } });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    for (const u of ["counselor", "expiring", "hscounselor", "secretary"]) {
      tokens[u] = (await call(loginRoute, { body: { username: u, password: "demo-pass-2026" } })).json.token as string;
      ids[u] = (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, u)))[0].id;
    }
    [{ id: shared }] = await conn.db.insert(lessons).values({ userId: ids.counselor, name: "Kindness week", share: true }).returning({ id: lessons.id });
    [{ id: unshared }] = await conn.db.insert(lessons).values({ userId: ids.counselor, name: "Private plan", share: false }).returning({ id: lessons.id });
  });
  afterAll(async () => conn.close());

  it("POST adds a comment and answers 'Comment has been added with success !!!'", async () => {
    const res = await add("expiring", shared, "  Lovely lesson, thank you  ");
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("Comment has been added with success !!!");
    expect(res.json.data).toMatchObject({ body: "Lovely lesson, thank you", author: "Evan Walsh", visible: true, likes: 0, liked: false, mine: true, replies: [] });
  });

  it("GET lists 10 per page, newest first, and the next page holds the rest", async () => {
    for (let i = 1; i <= 11; i++) await add("hscounselor", shared, `Note ${i}`);
    const first = await list("counselor", shared);
    expect(first.status).toBe(200);
    expect(first.page.comments).toHaveLength(10);
    expect(first.page).toMatchObject({ page: 1, pageSize: 10, total: 12, pages: 2, owner: true });
    expect(first.page.comments.map((c) => c.body)).toEqual(Array.from({ length: 10 }, (_, i) => `Note ${11 - i}`));
    const second = await list("counselor", shared, 2);
    expect(second.page.comments.map((c) => c.body)).toEqual(["Note 1", "Lovely lesson, thank you"]);
    const dates = [...first.page.comments, ...second.page.comments].map((c) => c.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("a reply sits under its comment and answers 'Reply with success !!!'; a reply to a reply joins the thread", async () => {
    const target = (await list("counselor", shared)).page.comments[0];
    const res = await call(replyRoute, { token: tokens.counselor, body: { id: target.id, reply: "Thanks!" } });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("Reply with success !!!");
    const reply = res.json.data as TCommentJson;
    expect(reply.parentId).toBe(target.id);
    const deeper = await call(replyRoute, { token: tokens.hscounselor, body: { id: reply.id, reply: "You are welcome" } });
    expect((deeper.json.data as TCommentJson).parentId).toBe(target.id);
    const again = (await list("expiring", shared)).page;
    expect(again.total).toBe(12);
    expect(again.comments[0].replies.map((r) => r.body)).toEqual(["Thanks!", "You are welcome"]);
  });

  it("likeComment answers 'Like with success !!!' and counts a user once, however often they like", async () => {
    const target = (await list("expiring", shared)).page.comments[1];
    for (let i = 0; i < 2; i++) {
      const res = await call(likeRoute, { token: tokens.expiring, body: { id: target.id } });
      expect(res.status).toBe(200);
      expect(res.json.message).toBe("Like with success !!!");
      expect(res.json.data).toMatchObject({ id: target.id, likes: 1, liked: true });
    }
    await call(likeRoute, { token: tokens.counselor, body: { id: target.id } });
    const seen = (await list("expiring", shared)).page.comments[1];
    expect(seen).toMatchObject({ likes: 2, liked: true });
    expect((await list("hscounselor", shared)).page.comments[1]).toMatchObject({ likes: 2, liked: false });
    expect(await conn.db.select().from(commentLikes).where(eq(commentLikes.commentId, target.id))).toHaveLength(2);
  });

  it("the owner hides (type 0) and shows a comment; a hidden comment is listed only for the owner", async () => {
    const target = (await list("counselor", shared)).page.comments[2];
    const hide = await call(showRoute, { token: tokens.counselor, body: { id: target.id, type: 0 } });
    expect(hide.status).toBe(200);
    expect(hide.json.message).toBe("Hide with success !!!");
    const ownerView = (await list("counselor", shared)).page;
    expect(ownerView.comments.find((c) => c.id === target.id)?.visible).toBe(false);
    const readerView = (await list("hscounselor", shared)).page;
    expect(readerView.comments.map((c) => c.id)).not.toContain(target.id);
    expect(readerView.total).toBe(11);
    // Nobody but the owner can reach it: not even to like it.
    expect((await call(likeRoute, { token: tokens.expiring, body: { id: target.id } })).status).toBe(404);

    const show = await call(showRoute, { token: tokens.counselor, body: { id: target.id, type: 1 } });
    expect(show.json.message).toBe("Show with success !!!");
    expect((await list("hscounselor", shared)).page.comments.map((c) => c.id)).toContain(target.id);
  });

  it("only the lesson's owner hides comments: a reader's showComment is a 403 and changes nothing", async () => {
    const target = (await list("expiring", shared)).page.comments[0];
    const res = await call(showRoute, { token: tokens.expiring, body: { id: target.id, type: 0 } });
    expect(res.status).toBe(403);
    expect((await conn.db.select().from(comments).where(eq(comments.id, target.id)))[0].visible).toBe(true);
  });

  it("author-deletes-own-comment; another user (even the lesson's owner) cannot delete it", async () => {
    const mine = (await add("expiring", shared, "Typo, please ignore")).json.data as TCommentJson;
    const byOwner = await call(deleteRoute, { token: tokens.counselor, method: "DELETE", params: { id: String(mine.id) } });
    expect(byOwner.status).toBe(403);
    const byOther = await call(deleteRoute, { token: tokens.hscounselor, method: "DELETE", params: { id: String(mine.id) } });
    expect(byOther.status).toBe(403);
    const byAuthor = await call(deleteRoute, { token: tokens.expiring, method: "DELETE", params: { id: String(mine.id) } });
    expect(byAuthor.status).toBe(200);
    expect(await conn.db.select().from(comments).where(eq(comments.id, mine.id))).toEqual([]);
    const again = await call(deleteRoute, { token: tokens.expiring, method: "DELETE", params: { id: String(mine.id) } });
    expect(again.status).toBe(404);
  });

  it("counselor-cannot-comment-on-another-counselors-unshared-lesson: every call is a 404", async () => {
    const [{ id: hidden }] = await conn.db.insert(comments).values({ subjectType: "lesson", subjectId: unshared, userId: ids.counselor, body: "Owner's own note" }).returning({ id: comments.id });
    expect((await list("counselor", unshared)).page.comments.map((c) => c.body)).toEqual(["Owner's own note"]);

    const read = await list("expiring", unshared);
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.json)).not.toContain("Private plan");
    expect((await add("expiring", unshared, "Let me in")).status).toBe(404);
    expect((await call(replyRoute, { token: tokens.expiring, body: { id: hidden, reply: "Hi" } })).status).toBe(404);
    expect((await call(likeRoute, { token: tokens.expiring, body: { id: hidden } })).status).toBe(404);
    expect((await call(showRoute, { token: tokens.expiring, body: { id: hidden, type: 0 } })).status).toBe(404);
    expect((await call(deleteRoute, { token: tokens.expiring, method: "DELETE", params: { id: String(hidden) } })).status).toBe(404);
    expect((await call(rateRoute, { token: tokens.expiring, body: { id: unshared, rating: 5 } })).status).toBe(404);
    expect(await conn.db.select().from(comments).where(eq(comments.subjectId, unshared))).toHaveLength(1);
  });

  it("an unknown lesson or comment is a 404; a role without the lessons area is a 403", async () => {
    expect((await list("counselor", 999_999)).status).toBe(404);
    expect((await call(likeRoute, { token: tokens.counselor, body: { id: 999_999 } })).status).toBe(404);
    expect((await list("secretary", shared)).status).toBe(403);
  });

  it("bad input is a 422 with the error list and writes nothing", async () => {
    const before = (await conn.db.select().from(comments)).length;
    const empty = await add("expiring", shared, "   ");
    expect(empty.status).toBe(422);
    expect(empty.json.error?.[0].field).toBe("comment");
    expect((await add("expiring", shared, "x".repeat(2001))).status).toBe(422);
    expect((await add("expiring", shared, "ring\u0007")).status).toBe(422);
    expect((await call(addRoute, { token: tokens.expiring, path: "/api/v1/lessonComments?id=abc", body: { comment: "ok" } })).status).toBe(422);
    expect((await call(showRoute, { token: tokens.counselor, body: { id: 1, type: "hide" } })).status).toBe(422);
    expect((await call(replyRoute, { token: tokens.counselor, body: { id: 1 } })).status).toBe(422);
    expect((await conn.db.select().from(comments)).length).toBe(before);
  });

  it("setRating keeps one rating per user (a new one replaces it) and answers the average with one decimal", async () => {
    const first = await call(rateRoute, { token: tokens.expiring, body: { id: shared, rating: 5 } });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ average: 5, count: 1, mine: 5 });
    await call(rateRoute, { token: tokens.expiring, body: { id: shared, rating: 4 } });
    const other = await call(rateRoute, { token: tokens.hscounselor, body: { id: String(shared), rating: "5" } });
    expect(other.json.data as TRatingSummary).toEqual({ average: 4.5, count: 2, mine: 5, owner: false });
    expect(await conn.db.select().from(sharedRatings).where(eq(sharedRatings.subjectId, shared))).toHaveLength(2);
  });

  it("the owner cannot rate their own lesson (403), and a rating outside 1-5 is a 422", async () => {
    expect((await call(rateRoute, { token: tokens.counselor, body: { id: shared, rating: 5 } })).status).toBe(403);
    expect((await call(rateRoute, { token: tokens.expiring, body: { id: shared, rating: 6 } })).status).toBe(422);
    expect((await call(rateRoute, { token: tokens.expiring, body: { id: shared, rating: 0 } })).status).toBe(422);
  });

  it("deleting a lesson's feedback removes its comments, replies, likes and ratings", async () => {
    const [{ id: gone }] = await conn.db.insert(lessons).values({ userId: ids.counselor, name: "To remove", share: true }).returning({ id: lessons.id });
    const c = (await add("expiring", gone, "Soon gone")).json.data as TCommentJson;
    await call(likeRoute, { token: tokens.hscounselor, body: { id: c.id } });
    await call(rateRoute, { token: tokens.expiring, body: { id: gone, rating: 3 } });
    await conn.db.transaction((tx) => deleteSubjectFeedback(tx, { type: "lesson", id: gone }));
    expect(await conn.db.select().from(comments).where(eq(comments.subjectId, gone))).toEqual([]);
    expect(await conn.db.select().from(sharedRatings).where(eq(sharedRatings.subjectId, gone))).toEqual([]);
    expect((await list("counselor", shared)).page.total).toBe(12);
  });
});
