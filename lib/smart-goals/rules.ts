// Pure rules of SMART goals: no db, no next, no clock.

export const DEFAULT_SMART_GOAL_TITLE = "Identified areas of Need";
export const TITLE_PREFIX = "Identified areas of Need : ";
export const CTG_TITLE_PREFIX = "CTG - ";
export const SMALL_GROUP_SUFFIX = " - Small Group";
export const LARGE_GROUP_SUFFIX = " - Class/Large Group";
/** A goal for 12 students or fewer is a small group; more is a class/large group. */
export const SMART_GOAL_SMALL_GROUP_MAX = 12;
export const DEFAULT_ACTION_PLAN_ID = 1;
export const DEFAULT_MINDSET_ID = 1;
export const MAX_SMART_GOAL_STANDARDS = 2;
export const RATING_MAX = 6;
export const STAR_FACTOR = 0.1667;
export const LIKERT_LEVELS = [3, 4, 5] as const;
export const DEFAULT_LIKERT_LEVELS = 3;

/**
 * The goal's group size counts as small at 12 or fewer, 0 included (coverage J2: unlike
 * lib/clients isSmallGroup, which calls an empty group "not small", the title has no third branch).
 */
export function isSmartGoalSmallGroup(count: number): boolean {
  return count <= SMART_GOAL_SMALL_GROUP_MAX;
}

export type TTitleInput = {
  /** The chosen data-analysis item, or null when none is chosen. */
  dataAnalysis: { typeName: string; closingTheGap: boolean | number } | null;
  /** The first target group's student count. */
  groupCount: number;
  /** What the goal measures (its "target" text): names the goal when no data analysis is chosen. */
  focus?: string | null;
};

/** The goal's focus as one short line of a title: markup and runs of spaces gone, at most 80 characters. */
function focusLine(focus: string | null | undefined): string {
  const line = (focus ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > 80 ? `${line.slice(0, 79).trimEnd()}…` : line;
}

/**
 * The title: 'Identified areas of Need : ', then optionally 'CTG - ' for closing-the-gap analysis, then the
 * type name, then ' - Small Group' if the group count is 12 or less, else ' - Class/Large Group'.
 * Without a data analysis the goal is named by what it measures ('Identified areas of Need : chronic absenteeism
 * rate - Small Group', the size only when it has a group), so goals tell apart in every list; with neither, the
 * default title 'Identified areas of Need' stands.
 */
export function smartGoalTitle({ dataAnalysis, groupCount, focus }: TTitleInput, t: TTitleT = englishTitle): string {
  const count = Number(groupCount) || 0;
  const size = isSmartGoalSmallGroup(count) ? "small" : "large";
  if (!dataAnalysis) {
    const line = focusLine(focus);
    return line ? t("with", { ctg: "no", focus: line, size: count > 0 ? size : "none" }) : t("default", {});
  }
  const ctg = dataAnalysis.closingTheGap === true || dataAnalysis.closingTheGap === 1 ? "yes" : "no";
  return t("with", { ctg, focus: dataAnalysis.typeName, size });
}

/** The values of the title's words (messages: smartGoals.titleWords.*): closing-the-gap or not, what it is about, the group's size. */
export type TTitleValues = { ctg?: "yes" | "no"; focus?: string; size?: "small" | "large" | "none" };
/** A translator of smartGoals.titleWords in the reader's language (a PDF's); the API and the screens keep the English title. */
export type TTitleT = (key: "default" | "with", values: TTitleValues) => string;

/** The English title without a message catalogue; messages/en.json smartGoals.titleWords says the same (a unit test holds them together). */
export const englishTitle: TTitleT = (key, v) => {
  if (key === "default") return DEFAULT_SMART_GOAL_TITLE;
  const size = v.size === "small" ? SMALL_GROUP_SUFFIX : v.size === "large" ? LARGE_GROUP_SUFFIX : "";
  return `${TITLE_PREFIX}${v.ctg === "yes" ? CTG_TITLE_PREFIX : ""}${v.focus ?? ""}${size}`;
};

/** A number typed in a field, or null when it is not one ("Values are parsed as numbers"). */
export function parseNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const s = value.trim();
  if (s === "") return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/**
 * The change percent: (target − baseline) / baseline × 100, rounded, shown as an absolute value; baseline above 0 and
 * target 0 gives 100; otherwise computed only when both are above 0. Returns null when it is not computed.
 */
export function smartGoalChangePercent(baseline: unknown, target: unknown): number | null {
  const b = parseNumber(baseline);
  const t = parseNumber(target);
  if (b === null || t === null) return null;
  if (b > 0 && t === 0) return 100;
  if (!(b > 0 && t > 0)) return null;
  return Math.abs(Math.round(((t - b) / b) * 100));
}

export type TSentenceInput = {
  /** The target date, already formatted for the reader ('' when none). */
  date: string;
  group: string;
  target: string;
  percent: number | null;
  baseline: unknown;
  targetValue: unknown;
};

/** Which way a goal moves its figure: up, down, or held where it is; null until baseline and target are both given. */
export type TGoalDirection = "increase" | "decrease" | "maintain";

/** The direction follows baseline and target: 18 → 12 is a decrease, 88 → 92 an increase, 5 → 5 maintains. */
export function goalDirection(baseline: unknown, target: unknown): TGoalDirection | null {
  const b = parseNumber(baseline);
  const t = parseNumber(target);
  if (b === null || t === null) return null;
  return t > b ? "increase" : t < b ? "decrease" : "maintain";
}

/** The message keys of the goal sentence (messages: smartGoals.sentence.*), one whole sentence per direction. */
export type TSentenceKey = TGoalDirection | "open";

export type TSentenceValues = {
  date: string;
  hasGroup: "yes" | "no";
  group: string;
  target: string;
  hasPercent: "yes" | "no";
  percent: number;
  baseline: number;
  targetValue: number;
};

/** A translator of smartGoals.sentence in the reader's language (the form's useTranslations, a PDF's pdfTranslator). */
export type TSentenceT = (key: TSentenceKey, values: TSentenceValues) => string;

const EN_NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

/**
 * The English sentence without a message catalogue (the stored byThe the API answers, and the seed). It says
 * exactly what messages/en.json smartGoals.sentence says; a unit test holds the two together.
 */
export const englishSentence: TSentenceT = (key, v) => {
  const who = v.hasGroup === "yes" ? `${v.group} students` : "students";
  const by = v.hasPercent === "yes" ? `by ${EN_NUMBER.format(v.percent)}% ` : "";
  const from = `from ${EN_NUMBER.format(v.baseline)} to ${EN_NUMBER.format(v.targetValue)}`;
  if (key === "increase") return `By ${v.date}, ${who} will increase their ${v.target} ${by}${from}.`;
  if (key === "decrease") return `By ${v.date}, ${who} will decrease their ${v.target} ${by}${from}.`;
  if (key === "maintain") return `By ${v.date}, ${who} will keep their ${v.target} at ${EN_NUMBER.format(v.baseline)}.`;
  return `By ${v.date}, ${who} will change their ${v.target}.`;
};

/**
 * The goal's sentence, in the language of `t`: 'By {date}, {group} students will increase|decrease their
 * {target} by {percent}% from {baseline} to {target value}', the verb following baseline and target
 * ("keep … at" when they are equal; "change" until both are given). The one builder of the form, the PDF,
 * the RAMP pack and the stored byThe.
 */
export function smartGoalSentence(i: TSentenceInput, t: TSentenceT = englishSentence): string {
  const direction = goalDirection(i.baseline, i.targetValue);
  const group = i.group.trim();
  const values: TSentenceValues = {
    date: i.date.trim() || "…",
    hasGroup: group ? "yes" : "no",
    group,
    target: i.target.trim() || "…",
    hasPercent: i.percent === null ? "no" : "yes",
    percent: i.percent ?? 0,
    baseline: parseNumber(i.baseline) ?? 0,
    targetValue: parseNumber(i.targetValue) ?? 0,
  };
  return t(direction ?? "open", values)
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** Checks that dates, when given, run baseline ≤ last pre-survey ≤ target. Returns the first field out of order. */
export function datesOutOfOrder(d: { dateBaseline?: string | null; lastDateOfPreSurvey?: string | null; dateTarget?: string | null }): "lastDateOfPreSurvey" | "dateTarget" | null {
  const b = d.dateBaseline || null;
  const p = d.lastDateOfPreSurvey || null;
  const t = d.dateTarget || null;
  if (b && p && p < b) return "lastDateOfPreSurvey";
  if (b && t && t < b) return "dateTarget";
  if (p && t && t < p) return "dateTarget";
  return null;
}

/** Rich text is empty when it has no visible character once tags and entities are removed. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "number") return Number.isFinite(value);
  const s = String(value)
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/g, " ")
    .trim();
  return s !== "";
}

export type TRatingInput = {
  schoolDataStars: number;
  prioritiesExist: boolean;
  mindsetSelected: boolean;
  statementsExist: boolean;
  dataAnalysisChosen: boolean;
  targetRelevant: boolean;
  dateBaseline: unknown;
  groupCount: number;
  target: unknown;
  baselineValue: unknown;
  targetValue: unknown;
  caseloadOther: unknown;
  narrativeHow: unknown;
  narrativeWhat: unknown;
  narrativeData: unknown;
  narrativeWhy: unknown;
};

export type TRatingScore = { a: number; b: number; c: number; d: number; e: number; f: number; total: number; stars: number };

/** A: school-data stars divided by 5 (maximum 1). */
export function ratingA(stars: number): number {
  const n = Number(stars);
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(1, n / 5);
}

/** B: four parts of 0.25 each: base, priorities exist, a mindset selected, pre/post statements exist. */
export function ratingB(i: Pick<TRatingInput, "prioritiesExist" | "mindsetSelected" | "statementsExist">): number {
  return 0.25 + (i.prioritiesExist ? 0.25 : 0) + (i.mindsetSelected ? 0.25 : 0) + (i.statementsExist ? 0.25 : 0);
}

/** C: 1 if a data analysis is chosen and the target is relevant. */
export function ratingC(i: Pick<TRatingInput, "dataAnalysisChosen" | "targetRelevant">): number {
  return i.dataAnalysisChosen && i.targetRelevant ? 1 : 0;
}

/** D: 1 if baseline date, groups, target, baseline value and target value are all filled. */
export function ratingD(i: Pick<TRatingInput, "dateBaseline" | "groupCount" | "target" | "baselineValue" | "targetValue">): number {
  const date = typeof i.dateBaseline === "string" && i.dateBaseline !== "" && !i.dateBaseline.startsWith("0000-00-00");
  const values = parseNumber(i.baselineValue) !== null && parseNumber(i.targetValue) !== null;
  return date && i.groupCount > 0 && isFilled(i.target) && values ? 1 : 0;
}

/** E: 1 if caseload 'other' is not empty. */
export function ratingE(caseloadOther: unknown): number {
  return isFilled(caseloadOther) ? 1 : 0;
}

/** F: 0.25 each for narrative how, what, data and why. */
export function ratingF(i: Pick<TRatingInput, "narrativeHow" | "narrativeWhat" | "narrativeData" | "narrativeWhy">): number {
  return [i.narrativeHow, i.narrativeWhat, i.narrativeData, i.narrativeWhy].filter(isFilled).length * 0.25;
}

/** Stars = total × 0.1667 × 5, to one decimal. */
export function ratingStars(total: number): number {
  return Math.round(total * STAR_FACTOR * 5 * 10) / 10;
}

/** The goal's rating score: the sum of its parts, at most 6. */
export function smartGoalRating(i: TRatingInput): TRatingScore {
  const a = ratingA(i.schoolDataStars);
  const b = ratingB(i);
  const c = ratingC(i);
  const d = ratingD(i);
  const e = ratingE(i.caseloadOther);
  const f = ratingF(i);
  const total = Math.min(RATING_MAX, a + b + c + d + e + f);
  return { a, b, c, d, e, f, total, stars: ratingStars(total) };
}

/** The goal's own fields the rating reads, wherever they are held (a stored goal, a report's row, the form's state). */
export type TRatingGoal = {
  mindset_id1: number | null;
  mindset_id2: number | null;
  /** The chosen data-analysis priority, or null. */
  dataAnalysis_id: number | null;
  dateBaseline: string | null;
  /** How many target groups the goal has. */
  groupCount: number;
  target: unknown;
  baselineValue: unknown;
  targetValue: unknown;
  narrativeHow: unknown;
  narrativeWhat: unknown;
  narrativeData: unknown;
  narrativeWhy: unknown;
};

/** What the rating reads beside the goal: its owner's school data and priorities, its statements, its target's relevance. */
export type TRatingContext = {
  schoolDataStars: number;
  caseloadOther: unknown;
  /** The owner has an active data-analysis priority. */
  prioritiesExist: boolean;
  /** How many pre/post statements the goal has. */
  statements: number;
  /** The goal's target is marked relevant. */
  targetRelevant: boolean;
};

/**
 * The rating's input, built once for the API, the reports and the form: a standard is selected when either
 * of the two is; statements exist when there is at least one; a data analysis is chosen when one is set;
 * a missing baseline date is empty.
 */
export function smartGoalRatingInput(g: TRatingGoal, c: TRatingContext): TRatingInput {
  return {
    schoolDataStars: c.schoolDataStars,
    prioritiesExist: c.prioritiesExist,
    mindsetSelected: g.mindset_id1 !== null || g.mindset_id2 !== null,
    statementsExist: c.statements > 0,
    dataAnalysisChosen: g.dataAnalysis_id !== null,
    targetRelevant: c.targetRelevant,
    dateBaseline: g.dateBaseline ?? "",
    groupCount: g.groupCount,
    target: g.target,
    baselineValue: g.baselineValue,
    targetValue: g.targetValue,
    caseloadOther: c.caseloadOther,
    narrativeHow: g.narrativeHow,
    narrativeWhat: g.narrativeWhat,
    narrativeData: g.narrativeData,
    narrativeWhy: g.narrativeWhy,
  };
}

/** Adds a standard unless two are chosen already (a goal holds at most two; the third is refused). */
export function toggleSmartGoalStandard(selected: readonly number[], id: number): { selected: number[]; refused: boolean } {
  if (selected.includes(id)) return { selected: selected.filter((s) => s !== id), refused: false };
  if (selected.length >= MAX_SMART_GOAL_STANDARDS) return { selected: [...selected], refused: true };
  return { selected: [...selected, id], refused: false };
}
