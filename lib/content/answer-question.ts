import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { questionAnswers, questions, users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { recordAudit } from "@/lib/audit/record";
import { emailLocale, renderEmail } from "@/lib/email/render";
import { sendEmail } from "@/lib/email/send";
import { notFound } from "@/lib/http/errors";
import { translatorFor } from "@/lib/signup/translate";
import { ZAnswerQuestion } from "./question-schemas";

/**
 * Answers (or corrects the answer to) a question asked from the side panel: the answer is kept,
 * the question marked answered, the asker emailed in their language through the outbox, and the
 * write audited, all in one transaction.
 */
export async function answerQuestion(db: TDb, actor: TActor, input: unknown, now: Date) {
  assertCan(actor.user, "questions.read");
  const { questionId, answer } = ZAnswerQuestion.parse(input);
  return db.transaction(async (tx) => {
    const [q] = await tx
      .select({ id: questions.id, question: questions.question, answeredAt: questions.answeredAt, email: users.email, firstName: users.firstName, username: users.username, language: users.language })
      .from(questions)
      .innerJoin(users, eq(users.id, questions.userId))
      .where(eq(questions.id, questionId))
      .for("update", { of: questions });
    if (!q) throw notFound("This question no longer exists.");
    const [before] = await tx.select().from(questionAnswers).where(eq(questionAnswers.questionId, questionId));
    const [after] = before
      ? await tx.update(questionAnswers).set({ answer, answeredBy: actor.user.id, updatedAt: now }).where(eq(questionAnswers.questionId, questionId)).returning()
      : await tx.insert(questionAnswers).values({ questionId, answer, answeredBy: actor.user.id, createdAt: now, updatedAt: now }).returning();
    await tx.update(questions).set({ answeredAt: now }).where(eq(questions.id, questionId));

    const locale = emailLocale(q.language);
    const t = await translatorFor(locale, "content.answerEmail");
    const mail = await renderEmail({
      locale,
      why: "account",
      subject: t(before ? "subjectUpdated" : "subject", { id: String(questionId) }),
      greeting: t("greeting", { name: q.firstName || q.username }),
      blocks: [
        { type: "text", text: t("yourQuestion") },
        { type: "quote", text: q.question },
        { type: "text", text: t("ourAnswer") },
        { type: "quote", text: answer },
        { type: "text", text: t("inPanel"), muted: true },
      ],
    });
    const sent = await sendEmail(tx, { to: q.email, ...mail, kind: "question_answer" });
    await recordAudit(tx, { actorId: actor.user.id, action: before ? "question.answer.update" : "question.answer", entity: "question", entityId: questionId, before: before ?? null, after, now });
    return { questionId, emailId: sent.id, updated: Boolean(before) };
  });
}
