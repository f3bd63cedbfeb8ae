// The lesson's pure rules: no database, no Next, no clock.

/** A lesson (and a goal) holds at most two mindsets/standards. */
export const MAX_STANDARDS = 2;
/** Lesson numbers run from 1 to 51. */
export const LESSON_NUMBER_MIN = 1;
export const LESSON_NUMBER_MAX = 51;
/** A new lesson's collection method is None (0); picking an event with a survey sets Survey (13). */
export const COLLECTION_NONE = 0;
export const COLLECTION_SURVEY = 13;
/** Grade id 13 means any grade. */
export const ANY_GRADE = 13;

export const LESSON_DOMAINS = ["academic", "social", "career"] as const;
export type TLessonDomain = (typeof LESSON_DOMAINS)[number];

/** The title and text of the alert shown when a third standard is picked (and the API's 422). */
export const STANDARDS_LIMIT_TITLE = "Save Lesson";
export const STANDARDS_LIMIT_MESSAGE = "Select Mindsets & Behaviors or State standards that are STRONGLY linked to the outcome. Focusing on ONE is preferred. (No more than two)";
/** With no survey selected the description reads 'Please select a Survey'. */
export const NO_SURVEY_DESCRIPTION = "Please select a Survey";

/**
 * Picking a standard: a standard already chosen is unchosen; a new one is added while fewer than
 * `max` are chosen, else it is dropped and `refused` tells the caller to show the alert.
 */
export function toggleStandard(selected: readonly number[], id: number, max = MAX_STANDARDS): { selected: number[]; refused: boolean } {
  if (selected.includes(id)) return { selected: selected.filter((x) => x !== id), refused: false };
  if (selected.length >= max) return { selected: [...selected], refused: true };
  return { selected: [...selected, id], refused: false };
}

/** Selecting an event with a linked survey sets the collection method to Survey (13), else None (0). */
export function collectionMethodForEvent(eventSurveyId: number | null | undefined): number {
  return eventSurveyId ? COLLECTION_SURVEY : COLLECTION_NONE;
}

/** The collection method's description, or 'Please select a Survey' when the method is Survey and no survey is chosen. */
export function collectionDescription(methodId: number, surveyId: number | null, description: string): string {
  return methodId === COLLECTION_SURVEY && !surveyId ? NO_SURVEY_DESCRIPTION : description;
}

/** A lesson number is a whole number from 1 to 51 (or none). */
export function isLessonNumber(n: number | null): boolean {
  return n === null || (Number.isInteger(n) && n >= LESSON_NUMBER_MIN && n <= LESSON_NUMBER_MAX);
}

/**
 * /app/lesson/edit/{id}: the id may take the form lessonid-tab. Tab 1 opens the results tab; anything
 * else opens the details tab. Null when the id part is not a lesson id.
 */
export function parseLessonEditParam(raw: string): { id: number; tab: "results" | "details" } | null {
  const match = /^(\d{1,9})(?:-(.*))?$/.exec(raw.trim());
  if (!match) return null;
  const id = Number(match[1]);
  if (id <= 0) return null;
  return { id, tab: match[2] === "1" ? "results" : "details" };
}

/** The average of the ratings to one decimal (the stars), or null when nobody rated. */
export function averageRating(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sum = values.reduce((a, b) => a + b, 0);
  return Math.round((sum / values.length) * 10) / 10;
}

/** Rounds a database average (numeric text or number) to one decimal; null stays null. */
export function roundRating(avg: string | number | null | undefined): number | null {
  if (avg === null || avg === undefined || avg === "") return null;
  const n = Number(avg);
  return Number.isFinite(n) ? Math.round(n * 10) / 10 : null;
}

/** The standards section's label: 'Student Standards' when the user's logo setting is 3, else 'Mindsets & Behavior'. */
export function standardsLabelKey(logo: number | null | undefined): "studentStandards" | "mindsetsBehavior" {
  return logo === 3 ? "studentStandards" : "mindsetsBehavior";
}
export const STANDARDS_LABELS = { studentStandards: "Student Standards", mindsetsBehavior: "Mindsets & Behavior" } as const;

/** Pages of a list: at least one. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A search typed by the user as a LIKE pattern matching it literally anywhere in the name. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The owner's name shown with a shared lesson. */
export function ownerName(u: { firstName: string; lastName: string; username: string }): string {
  return `${u.firstName} ${u.lastName}`.trim() || u.username;
}
