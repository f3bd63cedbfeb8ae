import "server-only";
import { and, eq, gt, notInArray, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { surveyAdministrations, surveyAnswers, surveyQuestions, surveyResponses, surveys } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/http/errors";
import { ownSurvey } from "@/lib/lessons/access";
import { getOwnSurvey, type TSurveyDetail } from "./queries";
import { ZSurveyInput, type TSurveyInput } from "./schemas";

/** The legends kept: one per step of the scale, the steps above it emptied. */
function legends(input: TSurveyInput) {
  const all = [input.likert1, input.likert2, input.likert3, input.likert4, input.likert5];
  const [likert1, likert2, likert3, likert4, likert5] = all.map((l, i) => (i < input.likertLevels ? l : ""));
  return { likert1, likert2, likert3, likert4, likert5 };
}

/** Creates one of the actor's surveys with its statements in the order given. */
export async function createSurvey(db: TDbOrTx, actor: TActor, raw: TSurveyInput, now: Date): Promise<TSurveyDetail> {
  const input = ZSurveyInput.parse(raw);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(surveys)
      .values({ userId: actor.user.id, name: input.name, likertLevels: input.likertLevels, ...legends(input), createdAt: now, updatedAt: now })
      .returning({ id: surveys.id });
    await tx.insert(surveyQuestions).values(input.questions.map((q, i) => ({ surveyId: row.id, position: i + 1, text: q.text })));
    return row.id;
  });
  return getOwnSurvey(db, actor, id);
}

/**
 * Updates one of the actor's surveys (another's is a 404). Statements keep their ids (and so their
 * answers) when sent with them; a statement left out is removed with its answers; one without an
 * id is added. A scale made shorter than answers already given is refused (409): those answers
 * would fall outside it.
 */
export async function updateSurvey(db: TDbOrTx, actor: TActor, surveyId: number, raw: TSurveyInput, now: Date): Promise<TSurveyDetail> {
  const input = ZSurveyInput.parse(raw);
  await db.transaction(async (tx) => {
    const survey = await ownSurvey(tx, actor.user.id, surveyId);
    // Lock the survey row: two saves of one survey run one after the other.
    await tx.execute(sql`select id from surveys where id = ${survey.id} for update`);
    const existing = await tx.select({ id: surveyQuestions.id }).from(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId));
    const known = new Set(existing.map((q) => q.id));
    const kept = input.questions.map((q) => q.id).filter((id): id is number => typeof id === "number");
    const foreign = kept.findIndex((id) => !known.has(id));
    if (foreign >= 0) throw new AppError("invalid_questions", "A statement does not belong to this survey.", 422, `questions.${foreign}.id`);
    if (new Set(kept).size !== kept.length) throw new AppError("invalid_questions", "A statement is listed twice.", 422, "questions");
    if (input.likertLevels < survey.likertLevels) {
      const [above] = await tx
        .select({ v: surveyAnswers.value })
        .from(surveyAnswers)
        .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
        .innerJoin(surveyAdministrations, eq(surveyAdministrations.id, surveyResponses.administrationId))
        .where(and(eq(surveyAdministrations.surveyId, surveyId), gt(surveyAnswers.value, input.likertLevels)))
        .limit(1);
      if (above) throw new AppError("survey_answered", "Students already answered above this many steps: the scale cannot be made shorter.", 409, "likertLevels");
    }
    await tx
      .update(surveys)
      .set({ name: input.name, likertLevels: input.likertLevels, ...legends(input), updatedAt: now })
      .where(eq(surveys.id, surveyId));
    await tx.delete(surveyQuestions).where(and(eq(surveyQuestions.surveyId, surveyId), kept.length ? notInArray(surveyQuestions.id, kept) : undefined));
    for (const [i, q] of input.questions.entries()) {
      if (q.id) {
        await tx
          .update(surveyQuestions)
          .set({ position: i + 1, text: q.text })
          .where(eq(surveyQuestions.id, q.id));
      } else {
        await tx.insert(surveyQuestions).values({ surveyId, position: i + 1, text: q.text });
      }
    }
  });
  return getOwnSurvey(db, actor, surveyId);
}
