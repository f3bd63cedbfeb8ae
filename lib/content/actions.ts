"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { answerQuestion } from "./answer-question";
import { deleteLiveTraining } from "./delete-live-training";
import type { TEmailTemplateInput } from "./email-template-schemas";
import { duplicateEmailTemplate, saveEmailTemplate } from "./save-email-template";
import type { TFaqInput } from "./faq-schemas";
import { saveFaq } from "./save-faq";
import { listMyQuestions } from "./question-queries";
import type { TAnswerQuestionInput } from "./question-schemas";
import { saveLiveTraining } from "./save-live-training";
import { ZLiveTrainingId, type TLiveTrainingInput } from "./training-schemas";

// The help content's server actions (administrators only; the use-cases check it).

/** Creates (no id) or updates a live training session. */
export async function saveLiveTrainingAction(input: TLiveTrainingInput) {
  const result = await runAction(
    async ({ db, actor, now }) => {
      const row = await saveLiveTraining(db, actor, input, now);
      return { id: row.id, title: row.title };
    },
    { access: "content.admin" },
  );
  if (result.ok) revalidatePath("/app/training");
  return result;
}

/** Deletes a live training session. */
export async function deleteLiveTrainingAction(input: { id: number }) {
  const result = await runAction(({ db, actor, now }) => deleteLiveTraining(db, actor, input, now), { access: "content.admin" });
  if (result.ok) revalidatePath("/app/training");
  return result;
}

/** Answers a panel question (emails the asker). */
export async function answerQuestionAction(input: TAnswerQuestionInput) {
  const result = await runAction(({ db, actor, now }) => answerQuestion(db, actor, input, now), { access: "content.admin" });
  if (result.ok) {
    revalidatePath("/app/questions");
    revalidatePath(`/app/question/${result.data.questionId}`);
  }
  return result;
}

/** The signed-in user's own questions and answers, for the side panel (also with a lapsed license). */
export async function myQuestionsAction() {
  return runAction(
    async ({ db, actor }) => (await listMyQuestions(db, actor)).map((q) => ({ id: q.id, question: q.question, createdAt: q.createdAt.toISOString(), answer: q.answeredAt ? q.answer : null })),
    { access: "question.ask", license: "renewal" },
  );
}

/** Creates (id null) or updates a FAQ record. */
export async function saveFaqAction(id: number | null, input: TFaqInput) {
  const result = await runAction(
    async ({ db, actor, now }) => {
      const row = await saveFaq(db, actor, id, input, now);
      return { id: row.id };
    },
    { access: "content.admin" },
  );
  if (result.ok) {
    revalidatePath("/app/faq/create");
    revalidatePath(`/app/faq/question/${result.data.id}`);
  }
  return result;
}

/** Creates (id null) or updates an email template. */
export async function saveEmailTemplateAction(id: number | null, input: TEmailTemplateInput) {
  const result = await runAction(async ({ db, actor, now }) => ({ id: (await saveEmailTemplate(db, actor, id, input, now)).id }), { access: "content.admin" });
  if (result.ok) revalidatePath("/app/emails");
  return result;
}

/** Duplicates an email template; answers the copy's id. */
export async function duplicateEmailTemplateAction(input: { id: number }) {
  const result = await runAction(async ({ db, actor, now }) => ({ id: (await duplicateEmailTemplate(db, actor, ZLiveTrainingId.parse(input).id, now)).id }), { access: "content.admin" });
  if (result.ok) revalidatePath("/app/emails");
  return result;
}
