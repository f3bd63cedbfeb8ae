import "server-only";
import { and, count, desc, eq, gte, like, lt, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { contactMessages, userSurveys, users } from "@/db/schema";
import { NEXT_STEPS } from "@/lib/pages/rules";
import { average, countOptions, parseTrainingSurvey, readSignupAnswers, SCALE, SIGNUP_QUESTIONS, TRAINING_PREFIX, type TSignupAnswers, type TTrainingAnswers } from "./rules";
import { SURVEY_PAGE_SIZE, type TSurveyFilter } from "./schemas";

// The range's bounds: from the start of `from` to the end of `to` (UTC days).
function range(col: typeof userSurveys.createdAt | typeof contactMessages.createdAt, f: TSurveyFilter): SQL[] {
  const out: SQL[] = [];
  if (f.from) out.push(gte(col, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) out.push(lt(col, new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000)));
  return out;
}

export type TSignupRow = { id: number; userId: number; name: string; email: string; username: string; createdAt: Date; answers: TSignupAnswers };

/** The sign-up survey answers in the range, newest first (page, or every row for the CSV), and the per-question counts of the whole range. */
export async function listSignupAnswers(db: TDbOrTx, f: TSurveyFilter, opts: { all?: boolean } = {}) {
  const where = and(...range(userSurveys.createdAt, f));
  const [{ total }] = await db.select({ total: count() }).from(userSurveys).where(where);
  const pages = Math.max(1, Math.ceil(Number(total) / SURVEY_PAGE_SIZE));
  const page = Math.min(f.page, pages);
  const base = db
    .select({
      id: userSurveys.id,
      userId: userSurveys.userId,
      answers: userSurveys.answers,
      createdAt: userSurveys.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      username: users.username,
    })
    .from(userSurveys)
    .innerJoin(users, eq(users.id, userSurveys.userId))
    .where(where)
    .orderBy(desc(userSurveys.createdAt), desc(userSurveys.id));
  const raw = opts.all ? await base.limit(50_000) : await base.limit(SURVEY_PAGE_SIZE).offset((page - 1) * SURVEY_PAGE_SIZE);
  const rows: TSignupRow[] = raw.map((r) => ({
    id: r.id,
    userId: r.userId,
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    username: r.username,
    createdAt: r.createdAt,
    answers: readSignupAnswers(r.answers),
  }));
  const all = (await db.select({ answers: userSurveys.answers }).from(userSurveys).where(where).limit(50_000)).map((r) => readSignupAnswers(r.answers));
  const summary = {
    heardFrom: countOptions(
      SIGNUP_QUESTIONS.heardFrom,
      all.map((a) => a.heardFrom),
    ),
    goals: countOptions(
      SIGNUP_QUESTIONS.goals,
      all.map((a) => a.goals),
    ),
    schoolLevel: countOptions(
      SIGNUP_QUESTIONS.schoolLevel,
      all.map((a) => a.schoolLevel),
    ),
    comments: all.filter((a) => a.comment.trim()).length,
  };
  return { rows, total: Number(total), page, pages, summary };
}

export type TTrainingRow = { id: number; name: string; email: string; createdAt: Date; answers: TTrainingAnswers };

/** The training survey answers in the range (contact messages starting "Training survey:"), newest first, and their counts and averages. */
export async function listTrainingAnswers(db: TDbOrTx, f: TSurveyFilter, opts: { all?: boolean } = {}) {
  const where = and(like(contactMessages.message, `${TRAINING_PREFIX}%`), ...range(contactMessages.createdAt, f));
  const [{ total }] = await db.select({ total: count() }).from(contactMessages).where(where);
  const pages = Math.max(1, Math.ceil(Number(total) / SURVEY_PAGE_SIZE));
  const page = Math.min(f.page, pages);
  const base = db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  const raw = opts.all ? await base.limit(50_000) : await base.limit(SURVEY_PAGE_SIZE).offset((page - 1) * SURVEY_PAGE_SIZE);
  const toRow = (r: typeof contactMessages.$inferSelect): TTrainingRow => ({ id: r.id, name: r.name, email: r.email, createdAt: r.createdAt, answers: parseTrainingSurvey(r.message)! });
  const rows = raw.map(toRow);
  const all = (await db.select({ message: contactMessages.message }).from(contactMessages).where(where).limit(50_000)).map((r) => parseTrainingSurvey(r.message)!);
  const summary = {
    satisfaction: countOptions(
      SCALE,
      all.map((a) => a.satisfaction),
    ),
    usefulness: countOptions(
      SCALE,
      all.map((a) => a.usefulness),
    ),
    nextStep: countOptions(
      NEXT_STEPS,
      all.map((a) => a.nextStep),
    ),
    satisfactionAverage: average(all.map((a) => a.satisfaction)),
    usefulnessAverage: average(all.map((a) => a.usefulness)),
    comments: all.filter((a) => a.comments).length,
  };
  return { rows, total: Number(total), page, pages, summary };
}
