import { and, count, desc, eq, gt } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { questionTopics, questions } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertMayUse } from "@/lib/auth/license";
import { assertCan } from "@/lib/auth/permissions";
import { emailAdmins } from "@/lib/email/admins";
import { renderEmail } from "@/lib/email/render";
import { assertFitsQuota } from "@/lib/files/quota";
import { AppError } from "@/lib/http/errors";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { translatorFor } from "@/lib/signup/translate";
import { screenshotBytes } from "./screenshot";
import { ZQuestion, type TQuestion } from "./schemas";

/** The same question sent again within this time is the one already stored: no new row, no new e-mail. */
const REPEAT_WINDOW_MS = 24 * 3_600_000;

async function resolveTopic(db: TDb, input: TQuestion): Promise<number> {
  const topicId = input.qTopicID ?? input.qTopic;
  const [topic] = await db.select({ id: questionTopics.id }).from(questionTopics).where(eq(questionTopics.id, topicId)).limit(1);
  if (!topic) throw new AppError("invalid_qTopicID", "Choose a topic from the list.", 422, "qTopicID");
  return topic.id;
}

/**
 * Who may ask: a user whose licence is in force (a lapsed licence renews in Billing and writes
 * nothing else, questions included).
 */
function assertMayAsk(actor: TActor, now: Date): void {
  assertCan(actor.user, "question.ask");
  assertMayUse(actor.user, "license", now);
}

/** POST /question/storeCheck: validates the question before the screenshot is taken. */
export async function checkQuestion(db: TDb, actor: TActor, input: TQuestion, now: Date): Promise<{ topicId: number }> {
  assertMayAsk(actor, now);
  const value = ZQuestion.parse(input);
  const topicId = await resolveTopic(db, value);
  // An early answer before the screenshot is taken; the store counts its own calls atomically.
  const since = new Date(now.getTime() - RATE_LIMITS.question.windowMinutes * 60_000);
  const [{ n }] = await db
    .select({ n: count() })
    .from(questions)
    .where(and(eq(questions.userId, actor.user.id), gt(questions.createdAt, since)));
  if (n >= RATE_LIMITS.question.max) throw new AppError("too_many_questions", "You have sent many questions in the last hour. Please wait a little before sending another.", 429);
  return { topicId };
}

/**
 * POST /question/store: keeps the question (and its screenshot, at most 1 MB, counted against the
 * user's storage space) and tells the administrators once per question. Every call is counted
 * against the user's limit before any work; the same question sent again within a day answers the
 * stored one without a second e-mail.
 */
export async function storeQuestion(db: TDb, actor: TActor, input: TQuestion, now: Date) {
  assertMayAsk(actor, now);
  const value = ZQuestion.parse(input);
  const u = actor.user;
  await hitRateLimit(db, RATE_LIMITS.question, `user:${u.id}`, now);
  const topicId = await resolveTopic(db, value);
  const answer = (id: number) => ({ id, first_name: u.firstName, last_name: u.lastName, zipcode: u.zipcode, state: u.state, phone: u.phone });
  return db.transaction(async (tx) => {
    const [asked] = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.userId, u.id), eq(questions.topicId, topicId), eq(questions.question, value.question), gt(questions.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS))))
      .orderBy(desc(questions.id))
      .limit(1);
    if (asked) return answer(asked.id);
    const bytes = screenshotBytes(value.screenshot);
    if (bytes > 0) {
      await assertFitsQuota(tx, u.id, bytes, { now, reserved: true }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === "storage_quota_exceeded") {
          throw new AppError(error.code, "The screenshot does not fit in your storage space. Send the question without it, or delete some files.", 413, "screenshot");
        }
        throw error;
      });
    }
    const [row] = await tx
      .insert(questions)
      .values({ userId: u.id, topicId, question: value.question, pageUrl: value.pageUrl, screenshot: value.screenshot ?? null, createdAt: now })
      .returning({ id: questions.id });
    // To the administrators, in each one's language: who asked, on which page, and the question.
    await emailAdmins(tx, "question", async (locale) => {
      const t = await translatorFor(locale, "email.question");
      return renderEmail({
        locale,
        why: "admin",
        subject: t("subject", { id: String(row.id), username: u.username }),
        blocks: [
          { type: "text", text: t("intro", { name: `${u.firstName} ${u.lastName}`.trim() || u.username, username: u.username, page: value.pageUrl }) },
          { type: "quote", text: value.question },
          { type: "text", text: value.screenshot ? t("screenshot") : t("noScreenshot"), muted: true },
        ],
      });
    });
    return answer(row.id);
  });
}
