// Pure rules of the survey answers pages: the sign-up survey (user_surveys) and the
// training survey (kept by POST /home/pageSurvey as a contact message "Training survey: …").

import { NEXT_STEPS, SURVEY_TYPES, type TNextStep } from "@/lib/pages/rules";
import { SURVEY_GOALS, SURVEY_HEARD_FROM, SURVEY_LEVELS } from "@/lib/signup/schemas";

export const SIGNUP_QUESTIONS = { heardFrom: SURVEY_HEARD_FROM, goals: SURVEY_GOALS, schoolLevel: SURVEY_LEVELS } as const;
export const TRAINING_PREFIX = `${SURVEY_TYPES.T}:`;
export const SCALE = [1, 2, 3, 4, 5] as const;

export type TSignupAnswers = { heardFrom: string | null; goals: string[]; schoolLevel: string | null; comment: string };
export type TTrainingAnswers = { satisfaction: number | null; usefulness: number | null; nextStep: TNextStep | null; comments: string };

/** The sign-up answers as stored (jsonb), keeping only known options (an old row may hold others). */
export function readSignupAnswers(raw: unknown): TSignupAnswers {
  const a = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const known = <T extends readonly string[]>(list: T, v: unknown) => (typeof v === "string" && (list as readonly string[]).includes(v) ? v : null);
  return {
    heardFrom: known(SURVEY_HEARD_FROM, a.heardFrom),
    goals: Array.isArray(a.goals) ? a.goals.filter((g): g is string => typeof g === "string" && (SURVEY_GOALS as readonly string[]).includes(g)) : [],
    schoolLevel: known(SURVEY_LEVELS, a.schoolLevel),
    comment: typeof a.comment === "string" ? a.comment : "",
  };
}

/**
 * The training survey answers back from their contact-message text (lib/pages/rules.ts surveyText):
 * "Training survey: satisfaction 5/5; usefulness 4/5; next step trial" and the comments on the next lines.
 */
export function parseTrainingSurvey(message: string): TTrainingAnswers | null {
  if (!message.startsWith(TRAINING_PREFIX)) return null;
  const [head, ...rest] = message.split("\n");
  const num = (name: string) => {
    const m = head.match(new RegExp(`${name} ([1-5])/5`));
    return m ? Number(m[1]) : null;
  };
  const step = head.match(/next step (\w+)/)?.[1] ?? null;
  return {
    satisfaction: num("satisfaction"),
    usefulness: num("usefulness"),
    nextStep: step && (NEXT_STEPS as readonly string[]).includes(step) ? (step as TNextStep) : null,
    comments: rest.join("\n").trim(),
  };
}

/** How many answers chose each option (a multiple-choice question counts every chosen option). */
export function countOptions(options: readonly (string | number)[], chosen: readonly (string | number | null | readonly string[])[]): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(options.map((o) => [String(o), 0]));
  for (const c of chosen) {
    for (const v of Array.isArray(c) ? c : [c]) if (v !== null && String(v) in out) out[String(v)] += 1;
  }
  return out;
}

/** The mean of the answered values (one decimal), or null when none. */
export function average(values: readonly (number | null)[]): number | null {
  const answered = values.filter((v): v is number => v !== null);
  return answered.length ? Math.round((answered.reduce((s, v) => s + v, 0) / answered.length) * 10) / 10 : null;
}
