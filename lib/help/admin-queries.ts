import "server-only";
import { desc, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { questionTopics, questions, users, type TUserRow } from "@/db/schema";
import { assertCan } from "@/lib/auth/permissions";

/** Questions users asked from the side panel, newest first, for administrators. */
export async function listQuestions(db: TDbOrTx, actor: TUserRow, limit = 100) {
  assertCan(actor, "questions.read");
  return db
    .select({
      id: questions.id,
      question: questions.question,
      pageUrl: questions.pageUrl,
      hasScreenshot: questions.screenshot,
      createdAt: questions.createdAt,
      topic: questionTopics.topic,
      username: users.username,
      email: users.email,
    })
    .from(questions)
    .innerJoin(users, eq(users.id, questions.userId))
    .innerJoin(questionTopics, eq(questionTopics.id, questions.topicId))
    .orderBy(desc(questions.createdAt))
    .limit(limit);
}
