import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, billingTopics, users } from "@/db/schema";
import { GET as listGet, POST as createPost } from "@/app/api/v1/billingTopics/route";
import { DELETE as topicDelete, GET as topicGet, PATCH as topicPatch, PUT as topicPut } from "@/app/api/v1/billingTopics/[id]/route";
import { POST as movePost } from "@/app/api/v1/billingTopics/[id]/move/route";
import { GET as publishedGet } from "@/app/api/v1/billingTopics/published/route";
import { BILLING_TOPICS } from "@/lib/billing-topics/seed";
import { createSession } from "@/lib/auth/sessions";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// /app/billingTopics: the billing help topics users read on their billing
// page, a question and an answer in en/it/de, in order, published or not; the admin edits them.

const topic = (n: string) => ({ questionEn: `Q${n} en`, answerEn: `A${n} en`, questionIt: `Q${n} it`, answerIt: `A${n} it`, questionDe: `Q${n} de`, answerDe: `A${n} de`, published: true });
type TTopic = { id: number; questionEn: string; position: number; published: boolean };

describe.each(DRIVERS)("billing topics (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const token = async (username: string) => {
    if (!tokens[username]) {
      const [u] = await conn.db.select().from(users).where(eq(users.username, username));
      tokens[username] = (await createSession(conn.db, { userId: u.id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
    }
    return tokens[username];
  };
  const admin = () => token("admin");
  const list = async () => (await call(listGet, { token: await admin() })).json.data as TTopic[];

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn?.close());

  it("the seed holds the five starter topics (purchase orders, W-9/tax exemption, invoices, renewals, refunds) in every language, published", async () => {
    const rows = await list();
    expect(rows).toHaveLength(BILLING_TOPICS.length);
    expect(rows.map((r) => r.questionEn).join(" ")).toMatch(/purchase order.*W-9.*invoice.*renew.*refund/is);
    expect(rows.every((r) => r.published)).toBe(true);
  });

  it("the billing page's topics come in the reader's language and order, published only", async () => {
    const it_ = await call(publishedGet, { path: "/api/v1/billingTopics/published?language=it", token: await token("counselor") });
    expect(it_.status).toBe(200);
    expect((it_.json.data as { question: string }[])[0].question).toBe(BILLING_TOPICS[0].questionIt);
    const de = await call(publishedGet, { path: "/api/v1/billingTopics/published?language=de", token: await token("manager") });
    expect((de.json.data as { answer: string }[])[4].answer).toBe(BILLING_TOPICS[4].answerDe);
    expect((await call(publishedGet, { path: "/api/v1/billingTopics/published" })).status).toBe(401);
    expect((await call(publishedGet, { path: "/api/v1/billingTopics/published?language=fr", token: await token("counselor") })).status).toBe(422);
  });

  it.each([
    ["a counselor", "counselor", 403],
    ["a manager", "manager", 403],
    ["a visitor", null, 401],
  ])("%s is refused on every write and on the admin list", async (_l, who, status) => {
    const t = who ? await token(who) : undefined;
    const id = String((await list())[0].id);
    expect((await call(listGet, { token: t })).status).toBe(status);
    expect((await call(createPost, { token: t, body: topic("x") })).status).toBe(status);
    expect((await call(topicGet, { token: t, params: { id } })).status).toBe(status);
    expect((await call(topicPut, { method: "PUT", token: t, params: { id }, body: topic("x") })).status).toBe(status);
    expect((await call(topicPatch, { method: "PATCH", token: t, params: { id }, body: { published: false } })).status).toBe(status);
    expect((await call(movePost, { token: t, params: { id }, body: { direction: "down" } })).status).toBe(status);
    expect((await call(topicDelete, { method: "DELETE", token: t, params: { id } })).status).toBe(status);
    expect(await list()).toHaveLength(BILLING_TOPICS.length);
  });

  it("bad input is a 422 naming the field: a missing language, an empty answer, control characters, a too long question", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...topic("1"), questionDe: undefined }, "questionDe"],
      [{ ...topic("1"), answerIt: "   " }, "answerIt"],
      [{ ...topic("1"), questionEn: "Tab\tbreak" }, "questionEn"],
      [{ ...topic("1"), answerEn: "bell\u0007" }, "answerEn"],
      [{ ...topic("1"), questionIt: "q".repeat(201) }, "questionIt"],
    ];
    for (const [body, field] of cases) {
      const res = await call(createPost, { token: await admin(), body });
      expect(res.status, field).toBe(422);
      expect(res.json.error?.map((e) => e.field)).toContain(field);
    }
    expect((await call(movePost, { token: await admin(), params: { id: "1" }, body: { direction: "sideways" } })).status).toBe(422);
    expect((await call(topicGet, { token: await admin(), params: { id: "x" } })).status).toBe(422);
    expect((await call(topicGet, { token: await admin(), params: { id: "99999" } })).status).toBe(404);
  });

  it("create (at the end), edit, unpublish (hidden from users), reorder, delete — each audited", async () => {
    const created = await call(createPost, { token: await admin(), body: { ...topic("6"), answerEn: "Line one\nLine two" } });
    expect(created.status).toBe(200);
    const id = (created.json.data as TTopic).id;
    expect((await list()).at(-1)).toMatchObject({ id, position: BILLING_TOPICS.length + 1 });

    const edited = await call(topicPut, { method: "PUT", token: await admin(), params: { id: String(id) }, body: { ...topic("6b"), published: false } });
    expect(edited.json.data).toMatchObject({ questionEn: "Q6b en", published: false });
    const shown = await call(publishedGet, { path: "/api/v1/billingTopics/published?language=en", token: await token("counselor") });
    expect((shown.json.data as { id: number }[]).map((t) => t.id)).not.toContain(id);
    await call(topicPatch, { method: "PATCH", token: await admin(), params: { id: String(id) }, body: { published: true } });

    const up = await call(movePost, { token: await admin(), params: { id: String(id) }, body: { direction: "up" } });
    expect(up.status).toBe(200);
    const order = (await list()).map((r) => r.id);
    expect(order.indexOf(id)).toBe(order.length - 2);
    const first = order[0];
    const top = await call(movePost, { token: await admin(), params: { id: String(first) }, body: { direction: "up" } });
    expect(top.status).toBe(409);

    expect((await call(topicDelete, { method: "DELETE", token: await admin(), params: { id: String(id) } })).status).toBe(200);
    expect((await call(topicDelete, { method: "DELETE", token: await admin(), params: { id: String(id) } })).status).toBe(404);
    expect(await conn.db.select().from(billingTopics).where(eq(billingTopics.id, id))).toHaveLength(0);
    const actions = (await conn.db.select().from(auditLog).where(eq(auditLog.entity, "billing_topic")).orderBy(asc(auditLog.id))).map((a) => a.action);
    expect(actions).toEqual(["create", "update", "publish", "move", "delete"]);
  });
});
