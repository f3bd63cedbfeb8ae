import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { commentLikes, comments, lessons, targets, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as addRoute } from "@/app/api/v1/targetComments/route";
import { DELETE as deleteRoute } from "@/app/api/v1/targetComments/[id]/route";
import { POST as showRoute } from "@/app/api/v1/targetComments/showComment/route";
import { POST as likeRoute } from "@/app/api/v1/targetComments/likeComment/route";
import { POST as replyRoute } from "@/app/api/v1/targetComments/reply/route";
import { GET as lessonCommentsRoute } from "@/app/api/v1/lessonComments/route";
import type { TCommentJson, TCommentPage } from "@/lib/comments/schemas";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// Comments of shared targets, on the lessons' comments engine
// (subject type "target"), with the same answers and messages as lessonComments.

describe.each(DRIVERS)("target comments (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let shared: number;
  let unshared: number;

  const list = async (who: string, id: number, page = 1) => {
    const res = await call(listRoute, { token: tokens[who], path: `/api/v1/targetComments?id=${id}&page=${page}` });
    return { status: res.status, page: res.json.data as TCommentPage, json: res.json };
  };
  const add = (who: string, id: number, comment: unknown) => call(addRoute, { token: tokens[who], path: `/api/v1/targetComments?id=${id}`, body: { comment } });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    for (const u of ["counselor", "expiring", "hscounselor", "secretary"]) {
      tokens[u] = (await call(loginRoute, { body: { username: u, password: "demo-pass-2026" } })).json.token as string;
      ids[u] = (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, u)))[0].id;
    }
    [{ id: shared }] = await conn.db.insert(targets).values({ userId: ids.counselor, name: "Fewer tardies", share: true }).returning({ id: targets.id });
    [{ id: unshared }] = await conn.db.insert(targets).values({ userId: ids.counselor, name: "Private target", share: false }).returning({ id: targets.id });
  });
  afterAll(async () => conn.close());

  it("POST /api/v1/targetComments?id adds a comment: 'Comment has been added with success !!!'", async () => {
    const res = await add("expiring", shared, "  Great target  ");
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("Comment has been added with success !!!");
    expect(res.json.data).toMatchObject({ body: "Great target", visible: true, mine: true, likes: 0 });
    const [row] = await conn.db
      .select()
      .from(comments)
      .where(eq(comments.id, (res.json.data as TCommentJson).id));
    expect(row.subjectType).toBe("target");
  });

  it("GET /api/v1/targetComments?id lists 10 per page, newest first", async () => {
    for (let i = 1; i <= 10; i++) await add("hscounselor", shared, `Idea ${i}`);
    const first = await list("counselor", shared);
    expect(first.status).toBe(200);
    expect(first.page).toMatchObject({ page: 1, pageSize: 10, total: 11, pages: 2, owner: true });
    expect(first.page.comments[0].body).toBe("Idea 10");
    expect((await list("counselor", shared, 2)).page.comments.map((c) => c.body)).toEqual(["Great target"]);
  });

  it("reply ('Reply with success !!!'), likeComment once ('Like with success !!!')", async () => {
    const top = (await list("expiring", shared)).page.comments[0];
    const reply = await call(replyRoute, { token: tokens.counselor, body: { id: top.id, reply: "Thank you" } });
    expect(reply.status).toBe(201);
    expect(reply.json.message).toBe("Reply with success !!!");
    expect((reply.json.data as TCommentJson).parentId).toBe(top.id);
    for (let i = 0; i < 2; i++) {
      const like = await call(likeRoute, { token: tokens.expiring, body: { id: top.id } });
      expect(like.json.message).toBe("Like with success !!!");
      expect(like.json.data).toMatchObject({ likes: 1, liked: true });
    }
    expect(await conn.db.select().from(commentLikes).where(eq(commentLikes.commentId, top.id))).toHaveLength(1);
  });

  it("showComment: the target's owner hides (type 0: 'Hide with success !!!') and shows ('Show with success !!!'); others get a 403", async () => {
    const top = (await list("counselor", shared)).page.comments[1];
    expect((await call(showRoute, { token: tokens.hscounselor, body: { id: top.id, type: 0 } })).status).toBe(403);
    const hide = await call(showRoute, { token: tokens.counselor, body: { id: top.id, type: 0 } });
    expect(hide.json.message).toBe("Hide with success !!!");
    expect((await list("expiring", shared)).page.comments.map((c) => c.id)).not.toContain(top.id);
    expect((await list("counselor", shared)).page.comments.find((c) => c.id === top.id)?.visible).toBe(false);
    const show = await call(showRoute, { token: tokens.counselor, body: { id: top.id, type: 1 } });
    expect(show.json.message).toBe("Show with success !!!");
    expect((await list("expiring", shared)).page.comments.map((c) => c.id)).toContain(top.id);
  });

  it("DELETE /api/v1/targetComments/{id}: only the author deletes their comment", async () => {
    const mine = (await add("expiring", shared, "Oops")).json.data as TCommentJson;
    expect((await call(deleteRoute, { token: tokens.counselor, method: "DELETE", params: { id: String(mine.id) } })).status).toBe(403);
    const del = await call(deleteRoute, { token: tokens.expiring, method: "DELETE", params: { id: String(mine.id) } });
    expect(del.status).toBe(200);
    expect(await conn.db.select().from(comments).where(eq(comments.id, mine.id))).toEqual([]);
  });

  it("counselor-cannot-comment-on-another-counselors-unshared-target: every call is a 404", async () => {
    const [{ id: hidden }] = await conn.db.insert(comments).values({ subjectType: "target", subjectId: unshared, userId: ids.counselor, body: "Own note" }).returning({ id: comments.id });
    expect((await list("counselor", unshared)).page.comments.map((c) => c.body)).toEqual(["Own note"]);
    const read = await list("expiring", unshared);
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.json)).not.toContain("Private target");
    expect((await add("expiring", unshared, "Let me in")).status).toBe(404);
    expect((await call(replyRoute, { token: tokens.expiring, body: { id: hidden, reply: "Hi" } })).status).toBe(404);
    expect((await call(likeRoute, { token: tokens.expiring, body: { id: hidden } })).status).toBe(404);
    expect((await call(showRoute, { token: tokens.expiring, body: { id: hidden, type: 0 } })).status).toBe(404);
    expect((await call(deleteRoute, { token: tokens.expiring, method: "DELETE", params: { id: String(hidden) } })).status).toBe(404);
    expect(
      await conn.db
        .select()
        .from(comments)
        .where(and(eq(comments.subjectType, "target"), eq(comments.subjectId, unshared))),
    ).toHaveLength(1);
  });

  it("a target's comment is not a lesson's: the ids of one subject type are unknown to the other's calls", async () => {
    const [{ id: lesson }] = await conn.db.insert(lessons).values({ userId: ids.counselor, name: "Same id space", share: true }).returning({ id: lessons.id });
    const onLesson = await call(lessonCommentsRoute, { token: tokens.counselor, path: `/api/v1/lessonComments?id=${lesson}` });
    expect(onLesson.status).toBe(200);
    const top = (await list("counselor", shared)).page.comments[0];
    // A lessonComments call with a target comment's id finds no lesson comment.
    const { POST: lessonLike } = await import("@/app/api/v1/lessonComments/likeComment/route");
    expect((await call(lessonLike, { token: tokens.expiring, body: { id: top.id } })).status).toBe(404);
  });

  it("an unknown target is a 404, bad input a 422, a role without the area a 403", async () => {
    expect((await list("counselor", 999_999)).status).toBe(404);
    expect((await add("expiring", shared, "   ")).status).toBe(422);
    expect((await call(addRoute, { token: tokens.expiring, path: "/api/v1/targetComments?id=abc", body: { comment: "ok" } })).status).toBe(422);
    expect((await list("secretary", shared)).status).toBe(403);
  });
});
