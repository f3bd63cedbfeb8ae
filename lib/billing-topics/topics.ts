import type { TActor } from "@/lib/auth/current-user";
import "server-only";
import { asc, eq, max } from "drizzle-orm";
import { z } from "zod";
import type { TDb, TDbOrTx } from "@/db/client";
import { billingTopics, type TBillingTopicRow } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record";
import { assertCan } from "@/lib/auth/permissions";
import { AppError, notFound } from "@/lib/http/errors";
import { zText } from "@/lib/http/text";

// /app/billingTopics: the billing help topics users read on their billing page
// (/app/user/billing): a question and an answer in each language, an order, a published flag.

export const QUESTION_MAX = 200;
export const ANSWER_MAX = 4000;
export const TOPIC_LOCALES = ["en", "it", "de"] as const;

const question = zText({ min: 1, max: QUESTION_MAX, required: "Enter the question." });
const answer = zText({ min: 1, max: ANSWER_MAX, multiline: true, required: "Enter the answer." });

export const ZTopic = z.object({
  questionEn: question,
  answerEn: answer,
  questionIt: question,
  answerIt: answer,
  questionDe: question,
  answerDe: answer,
  published: z.preprocess((v) => v === true || v === "true" || v === "1" || v === 1 || v === "on", z.boolean()).default(true),
});
export type TTopicInput = z.input<typeof ZTopic>;

export const ZTopicId = z.object({ id: z.coerce.number({ error: "Choose a topic." }).int().positive("Choose a topic.") });
export const ZMove = z.object({ direction: z.enum(["up", "down"], { error: "Move up or down." }) });

export async function listTopics(db: TDbOrTx, actor: TActor): Promise<TBillingTopicRow[]> {
  assertCan(actor.user, "billingTopic.read");
  return db.select().from(billingTopics).orderBy(asc(billingTopics.position), asc(billingTopics.id));
}

export async function getTopic(db: TDbOrTx, actor: TActor, rawId: unknown): Promise<TBillingTopicRow> {
  assertCan(actor.user, "billingTopic.read");
  const { id } = ZTopicId.parse({ id: rawId });
  const [row] = await db.select().from(billingTopics).where(eq(billingTopics.id, id)).limit(1);
  if (!row) throw notFound("This billing topic does not exist.");
  return row;
}

/** The published topics in the reader's language, in order (the billing page's accordion). */
export async function publishedTopics(db: TDbOrTx, locale: string): Promise<{ id: number; question: string; answer: string }[]> {
  const rows = await db.select().from(billingTopics).where(eq(billingTopics.published, true)).orderBy(asc(billingTopics.position), asc(billingTopics.id));
  const pick = (r: TBillingTopicRow) => (locale === "it" ? [r.questionIt, r.answerIt] : locale === "de" ? [r.questionDe, r.answerDe] : [r.questionEn, r.answerEn]);
  return rows.map((r) => {
    const [q, a] = pick(r);
    return { id: r.id, question: q, answer: a };
  });
}

export async function createTopic(db: TDb, actor: TActor, raw: unknown, now: Date): Promise<TBillingTopicRow> {
  assertCan(actor.user, "billingTopic.write");
  const input = ZTopic.parse(raw);
  return db.transaction(async (tx) => {
    const [{ last }] = await tx.select({ last: max(billingTopics.position) }).from(billingTopics);
    const [row] = await tx
      .insert(billingTopics)
      .values({ ...input, position: (last ?? 0) + 1, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(tx, { actorId: actor.user.id, action: "create", entity: "billing_topic", entityId: row.id, after: row, now });
    return row;
  });
}

export async function updateTopic(db: TDb, actor: TActor, rawId: unknown, raw: unknown, now: Date): Promise<TBillingTopicRow> {
  assertCan(actor.user, "billingTopic.write");
  const { id } = ZTopicId.parse({ id: rawId });
  const input = ZTopic.parse(raw);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(billingTopics).where(eq(billingTopics.id, id)).for("update");
    if (!before) throw notFound("This billing topic does not exist.");
    const [row] = await tx
      .update(billingTopics)
      .set({ ...input, updatedAt: now })
      .where(eq(billingTopics.id, id))
      .returning();
    await recordAudit(tx, { actorId: actor.user.id, action: "update", entity: "billing_topic", entityId: id, before, after: row, now });
    return row;
  });
}

/** Publishes or unpublishes one topic. */
export async function setPublished(db: TDb, actor: TActor, rawId: unknown, published: boolean, now: Date): Promise<TBillingTopicRow> {
  assertCan(actor.user, "billingTopic.write");
  const { id } = ZTopicId.parse({ id: rawId });
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(billingTopics).where(eq(billingTopics.id, id)).for("update");
    if (!before) throw notFound("This billing topic does not exist.");
    const [row] = await tx.update(billingTopics).set({ published, updatedAt: now }).where(eq(billingTopics.id, id)).returning();
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: published ? "publish" : "unpublish",
      entity: "billing_topic",
      entityId: id,
      before: { published: before.published },
      after: { published },
      now,
    });
    return row;
  });
}

/** Swaps the topic with its neighbour above or below; at the top (bottom) moving up (down) is a clear 409. */
export async function moveTopic(db: TDb, actor: TActor, rawId: unknown, raw: unknown, now: Date) {
  assertCan(actor.user, "billingTopic.write");
  const { id } = ZTopicId.parse({ id: rawId });
  const { direction } = ZMove.parse(raw);
  return db.transaction(async (tx) => {
    const all = await tx.select().from(billingTopics).orderBy(asc(billingTopics.position), asc(billingTopics.id)).for("update");
    const i = all.findIndex((r) => r.id === id);
    if (i < 0) throw notFound("This billing topic does not exist.");
    const j = direction === "up" ? i - 1 : i + 1;
    if (j < 0 || j >= all.length) throw new AppError("cannot_move", direction === "up" ? "This topic is already first." : "This topic is already last.", 409);
    const order = all.map((r) => r.id);
    [order[i], order[j]] = [order[j], order[i]];
    for (const [k, topicId] of order.entries())
      await tx
        .update(billingTopics)
        .set({ position: k + 1 })
        .where(eq(billingTopics.id, topicId));
    await recordAudit(tx, { actorId: actor.user.id, action: "move", entity: "billing_topic", entityId: id, before: { position: i + 1 }, after: { position: j + 1 }, now });
    return { id, position: j + 1 };
  });
}

export async function deleteTopic(db: TDb, actor: TActor, rawId: unknown, now: Date): Promise<{ id: number }> {
  assertCan(actor.user, "billingTopic.write");
  const { id } = ZTopicId.parse({ id: rawId });
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(billingTopics).where(eq(billingTopics.id, id)).for("update");
    if (!before) throw notFound("This billing topic does not exist.");
    await tx.delete(billingTopics).where(eq(billingTopics.id, id));
    await recordAudit(tx, { actorId: actor.user.id, action: "delete", entity: "billing_topic", entityId: id, before, now });
    return { id };
  });
}
