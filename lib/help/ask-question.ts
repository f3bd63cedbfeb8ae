import { and, count, eq, gt } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { questionTopics, questions } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { emailAdmins } from "@/lib/email/admins";
import { renderEmail } from "@/lib/email/render";
import { AppError } from "@/lib/http/errors";
import { translatorFor } from "@/lib/signup/translate";
import { ZQuestion, type TQuestion } from "./schemas";

const MAX_PER_HOUR = 10;

async function resolveTopic(db: TDb, input: TQuestion): Promise<number> {
  const topicId = input.qTopicID ?? input.qTopic;
  const [topic] = await db.select({ id: questionTopics.id }).from(questionTopics).where(eq(questionTopics.id, topicId)).limit(1);
  if (!topic) throw new AppError("invalid_qTopicID", "Choose a topic from the list.", 422, "qTopicID");
  return topic.id;
}

/** POST /question/storeCheck: validates the question before the screenshot is taken. */
export async function checkQuestion(db: TDb, actor: TActor, input: TQuestion, now: Date): Promise<{ topicId: number }> {
  assertCan(actor.user, "question.ask");
  const value = ZQuestion.parse(input);
  const topicId = await resolveTopic(db, value);
  const since = new Date(now.getTime() - 3_600_000);
  const [{ n }] = await db.select({ n: count() }).from(questions).where(and(eq(questions.userId, actor.user.id), gt(questions.createdAt, since)));
  if (n >= MAX_PER_HOUR) throw new AppError("too_many_questions", "You have sent many questions in the last hour. Please wait a little before sending another.", 429);
  return { topicId };
}

/** POST /question/store: keeps the question (and screenshot) and tells the administrators. */
export async function storeQuestion(db: TDb, actor: TActor, input: TQuestion, now: Date) {
  const { topicId } = await checkQuestion(db, actor, input, now);
  const value = ZQuestion.parse(input);
  const u = actor.user;
  return db.transaction(async (tx) => {
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
    return { id: row.id, first_name: u.firstName, last_name: u.lastName, zipcode: u.zipcode, state: u.state, phone: u.phone };
  });
}
