import type { TActor } from "@/lib/auth/current-user";
import "server-only";
import { desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { questionAnswers, questionTopics, questions, users } from "@/db/schema";
import { assertCan } from "@/lib/auth/permissions";
import type { TQuestionFilter } from "./question-schemas";

/** The panel questions for administrators, newest first: open (unanswered), answered or all. */
export async function listPanelQuestions(db: TDbOrTx, actor: TActor, filter: TQuestionFilter, limit = 200) {
  assertCan(actor.user, "questions.read");
  const where = filter === "open" ? isNull(questions.answeredAt) : filter === "answered" ? isNotNull(questions.answeredAt) : undefined;
  return db
    .select({
      id: questions.id,
      question: questions.question,
      pageUrl: questions.pageUrl,
      hasScreenshot: questions.screenshot,
      createdAt: questions.createdAt,
      answeredAt: questions.answeredAt,
      topic: questionTopics.topic,
      topicId: questionTopics.id,
      username: users.username,
    })
    .from(questions)
    .innerJoin(users, eq(users.id, questions.userId))
    .innerJoin(questionTopics, eq(questionTopics.id, questions.topicId))
    .where(where)
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(limit);
}

/** One question with its asker, screenshot and answer (/app/question/{id}), or null. */
export async function getPanelQuestion(db: TDbOrTx, actor: TActor, id: number) {
  assertCan(actor.user, "questions.read");
  const [row] = await db
    .select({
      id: questions.id,
      question: questions.question,
      pageUrl: questions.pageUrl,
      screenshot: questions.screenshot,
      createdAt: questions.createdAt,
      answeredAt: questions.answeredAt,
      topic: questionTopics.topic,
      topicId: questionTopics.id,
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      answer: questionAnswers.answer,
    })
    .from(questions)
    .innerJoin(users, eq(users.id, questions.userId))
    .innerJoin(questionTopics, eq(questionTopics.id, questions.topicId))
    .leftJoin(questionAnswers, eq(questionAnswers.questionId, questions.id))
    .where(eq(questions.id, id))
    .limit(1);
  return row ?? null;
}

/** The signed-in user's own questions and their answers, newest first (the side panel). */
export async function listMyQuestions(db: TDbOrTx, actor: TActor, limit = 10) {
  return db
    .select({ id: questions.id, question: questions.question, createdAt: questions.createdAt, answeredAt: questions.answeredAt, answer: questionAnswers.answer })
    .from(questions)
    .leftJoin(questionAnswers, eq(questionAnswers.questionId, questions.id))
    .where(eq(questions.userId, actor.user.id))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(limit);
}
