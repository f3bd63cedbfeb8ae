import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, emailOutbox, questionAnswers, questionTopics, questions, users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { answerQuestion } from "@/lib/content/answer-question";
import { getPanelQuestion, listMyQuestions, listPanelQuestions } from "@/lib/content/question-queries";
import { questionFilter } from "@/lib/content/question-schemas";
import { actionError } from "@/lib/http/action";
import { DRIVERS, freshDatabase } from "../support/db";

const NOW = new Date("2026-11-20T12:00:00Z");

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return actionError(error);
  }
  throw new Error("expected the call to fail");
}

// /app/questions and /app/question/{id}. An administrator answers the questions
// users ask from the question panel; the asker gets the answer by email through the outbox (in
// their language) and sees it in the panel. Every answer is audited.
describe.each(DRIVERS)("panel questions and answers (%s)", (driver) => {
  let conn: TConnection;
  let admin: TActor;
  let asker: TActor;
  let other: TActor;
  let manager: TActor;
  let q1: number;
  let q2: number;

  beforeAll(async () => {
    conn = await freshDatabase(driver, { seed: "reference" });
    const mk = async (username: string, roleId: number, language: string): Promise<TActor> => {
      const [user] = await conn.db
        .insert(users)
        .values({ username, email: `${username}@example.org`, roleId, firstName: username === "qasker" ? "Giulia" : "T", lastName: "Q", expires: "2030-01-01", active: true, language })
        .returning();
      return { user, sessionId: "test", via: "bearer" };
    };
    admin = await mk("qadmin", ROLE.admin, "en");
    asker = await mk("qasker", ROLE.user, "it");
    other = await mk("qother", ROLE.user, "en");
    manager = await mk("qmanager", ROLE.manager, "en");
    const [topic] = await conn.db.select({ id: questionTopics.id }).from(questionTopics).limit(1);
    [{ id: q1 }, { id: q2 }] = await conn.db
      .insert(questions)
      .values([
        { userId: asker.user.id, topicId: topic.id, question: "How do I add a student?", pageUrl: "/app/studentsGroups/students", createdAt: new Date("2026-11-18T10:00:00Z") },
        { userId: other.user.id, topicId: topic.id, question: "Where is my invoice?", pageUrl: "/app/user/billing", createdAt: new Date("2026-11-19T10:00:00Z") },
      ])
      .returning({ id: questions.id });
  });
  afterAll(async () => conn?.close());

  it("only administrators read the questions or answer them: a counselor and a manager get 403 and nothing is written", async () => {
    for (const who of [asker, manager]) {
      for (const run of [() => answerQuestion(conn.db, who, { questionId: q1, answer: "Hacked" }, NOW), () => listPanelQuestions(conn.db, who, "all"), () => getPanelQuestion(conn.db, who, q1)]) {
        const { status, error } = await failure(run());
        expect(status).toBe(403);
        expect(error[0].code).toBe("forbidden");
      }
    }
    expect(await conn.db.select().from(questionAnswers)).toHaveLength(0);
    expect(await conn.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("a blank answer is refused with 422 on the field, a missing question with 404, never 500", async () => {
    const blank = await failure(answerQuestion(conn.db, admin, { questionId: q1, answer: "   " }, NOW));
    expect(blank.status).toBe(422);
    expect(blank.error[0].field).toBe("answer");
    const ctrl = await failure(answerQuestion(conn.db, admin, { questionId: q1, answer: "Bell\u0007" }, NOW));
    expect(ctrl.status).toBe(422);
    expect((await failure(answerQuestion(conn.db, admin, { questionId: 999_999, answer: "Hi" }, NOW))).status).toBe(404);
    expect(await conn.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("open questions are listed first by default; an answer marks the question answered", async () => {
    expect(questionFilter("bogus")).toBe("open");
    expect((await listPanelQuestions(conn.db, admin, "open")).map((q) => q.id)).toEqual([q2, q1]);
    const result = await answerQuestion(conn.db, admin, { questionId: q1, answer: "Open Students, then 'Add student'.\nThat is all." }, NOW);
    expect(result).toMatchObject({ questionId: q1, updated: false });
    expect((await listPanelQuestions(conn.db, admin, "open")).map((q) => q.id)).toEqual([q2]);
    expect((await listPanelQuestions(conn.db, admin, "answered")).map((q) => q.id)).toEqual([q1]);
    const detail = await getPanelQuestion(conn.db, admin, q1);
    expect(detail).toMatchObject({ answer: "Open Students, then 'Add student'.\nThat is all.", email: "qasker@example.org" });
    expect(detail?.answeredAt?.toISOString()).toBe(NOW.toISOString());
  });

  it("the asker gets the answer by email through the outbox, in their language (Italian here)", async () => {
    const mails = await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, "qasker@example.org"));
    expect(mails).toHaveLength(1);
    expect(mails[0].kind).toBe("question_answer");
    expect(mails[0].subject).toBe(`Risposta alla tua domanda n. ${q1}`);
    expect(mails[0].text).toContain("Ciao Giulia,");
    expect(mails[0].text).toContain("How do I add a student?");
    expect(mails[0].text).toContain("Open Students, then 'Add student'.");
  });

  it("the answer is audited, and correcting it updates it, emails again and is audited with before and after", async () => {
    const [first] = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "question"), eq(auditLog.action, "question.answer")));
    expect(first).toMatchObject({ actorId: admin.user.id, entityId: String(q1) });
    const again = await answerQuestion(conn.db, admin, { questionId: q1, answer: "Students > Add student." }, NOW);
    expect(again.updated).toBe(true);
    const [updated] = await conn.db.select().from(auditLog).where(eq(auditLog.action, "question.answer.update"));
    expect(updated.before).toMatchObject({ answer: "Open Students, then 'Add student'.\nThat is all." });
    expect(updated.after).toMatchObject({ answer: "Students > Add student." });
    const mails = await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, "qasker@example.org"));
    expect(mails.map((m) => m.subject)).toContain(`Risposta aggiornata alla tua domanda n. ${q1}`);
    expect(await conn.db.select().from(questionAnswers)).toHaveLength(1);
  });

  it("the panel shows each user only their own questions, with the answer once given", async () => {
    const mine = await listMyQuestions(conn.db, asker);
    expect(mine).toEqual([expect.objectContaining({ id: q1, answer: "Students > Add student." })]);
    const others = await listMyQuestions(conn.db, other);
    expect(others).toEqual([expect.objectContaining({ id: q2, answer: null, answeredAt: null })]);
  });
});
