// Pure survey rules: the Likert scale, its default legends, and the change percentages of pre and post answers.
// No db, no next, no clock: the results tab, the PDFs and the tests compute with these.

export const LIKERT_LEVELS = [3, 4, 5] as const;
export type TLikertLevels = (typeof LIKERT_LEVELS)[number];

/** "Likert sliders have 3, 4 or 5 steps; default step 3" (the middle of a 3-step scale). */
export const DEFAULT_LIKERT_STEP = 3;
export const DEFAULT_LIKERT_LEVELS: TLikertLevels = 5;
export const MAX_STATEMENTS = 50;
export const LEGEND_MAX = 60;
export const STATEMENT_MAX = 300;
export const SURVEY_NAME_MAX = 200;
export const STUDENT_REF_MAX = 32;

/** Message keys (surveys.legend.*) of the default legend of each step, per scale size. */
export const DEFAULT_LEGEND_KEYS: Record<TLikertLevels, readonly string[]> = {
  3: ["disagree", "neutral", "agree"],
  4: ["stronglyDisagree", "disagree", "agree", "stronglyAgree"],
  5: ["stronglyDisagree", "disagree", "neutral", "agree", "stronglyAgree"],
};

export function isLikertLevels(value: number): value is TLikertLevels {
  return (LIKERT_LEVELS as readonly number[]).includes(value);
}

/** The step a slider starts on: step 3, or the top step of a scale shorter than 3 (never happens: the scale has 3 to 5). */
export function defaultStep(levels: number): number {
  return Math.min(DEFAULT_LIKERT_STEP, Math.max(1, levels));
}

/** An answer is a whole step of the survey's scale: 1..likertLevels. */
export function isValidAnswer(value: number, levels: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= levels;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * THE change percent of every pre/post figure: 100 × (post − pre) ÷ pre, exact and signed, or null when it
 * was not measured (a pre or post average of 0: nobody answered). It must be given the exact averages of
 * the answers, never averages already rounded for display (pre 2, 1, 2, 3 and post 4, 3, 4 is 83.3 %;
 * from the shown 2.0 and 3.7 it would be 85.0 %). Callers round its result once, for display.
 */
export function changePercent(pre: number, post: number): number | null {
  if (!Number.isFinite(pre) || !Number.isFinite(post) || !(pre > 0) || !(post > 0)) return null;
  return (100 * (post - pre)) / pre;
}

/**
 * "Event change percent: absolute of (post minus pre) divided by pre times 100, only when
 * both are above 0, else 0." changePercent shown as the spec asks: absolute, one decimal.
 */
export function eventChangePercent(pre: number, post: number): number {
  const change = changePercent(pre, post);
  return change === null ? 0 : oneDecimal(Math.abs(change));
}

/**
 * "In the lesson results the change is 100 times (post minus pre) divided by pre, shown as
 * an absolute value, and 0 if post is 0." The same figure as the event change (changePercent): an
 * average of Likert answers is 0 only when nobody answered.
 */
export function lessonResultsChangePercent(pre: number, post: number): number {
  return eventChangePercent(pre, post);
}

/** The mean of the per-statement averages that were answered (n > 0), one decimal; 0 when none were. */
export function overallAverage(items: readonly { avg: number; n: number }[]): number {
  const answered = items.filter((i) => i.n > 0);
  if (answered.length === 0) return 0;
  return oneDecimal(answered.reduce((sum, i) => sum + i.avg, 0) / answered.length);
}

/** The two administrations of a survey for an event (same values as db/schema SURVEY_PHASES). */
export const PHASES = ["pre", "post"] as const;
export type TPhase = (typeof PHASES)[number];

export const SURVEY_PHASE_CODES = { p: "pre", t: "post" } as const;

/**
 * The QR segment `{p|t}{surveyId}` of /qrNew/{p|t}{surveyId}/{eventId} (p is the pre survey, t
 * the post survey): the phase and the survey id, or null when malformed.
 */
export function parseQrSegment(segment: string): { phase: "pre" | "post"; surveyId: number } | null {
  const match = /^([pt])([1-9][0-9]{0,9})$/.exec(segment);
  if (!match) return null;
  const surveyId = Number(match[2]);
  if (!Number.isSafeInteger(surveyId) || surveyId > 2_147_483_647) return null;
  return { phase: SURVEY_PHASE_CODES[match[1] as "p" | "t"], surveyId };
}

/** A positive int4 id from a path segment, or null. */
export function parseId(segment: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
}

/** The QR path of an administration (the trainer dialog builds its links with it). */
export function qrPath(phase: "pre" | "post", surveyId: number, eventId: number): string {
  return `/qrNew/${phase === "pre" ? "p" : "t"}${surveyId}/${eventId}`;
}
