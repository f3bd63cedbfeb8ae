// The pure rules of targets (goals) and data-analysis priorities:
// no database, no Next, no clock.

/** The kinds of a data-analysis item (the table's check constraint holds the same list). */
export const DATA_ANALYSIS_TYPES = ["attendance", "behavior", "achievement", "other"] as const;
export type TDataAnalysisType = (typeof DATA_ANALYSIS_TYPES)[number];

/** "Maximum 2 mindsets per lesson and per goal". */
export const MAX_TARGET_STANDARDS = 2;

/** The popup's title when a third standard is picked on a goal form. */
export const GOAL_LIMIT_TITLE = "Save Goal";
/** The popup's text "on the goal edit form". */
export const GOAL_EDIT_LIMIT_MESSAGE = "Only select those that are STRONGLY linked to Outcome (No more than 2)";
/** The popup's text "on the new-target form". */
export const GOAL_NEW_LIMIT_MESSAGE = "Only select Mindsets & Domains / State Standards that are STRONGLY linked to Outcome (No more than 2)";

export type TGoalForm = "new" | "edit";

/**
 * A target marked relevant to the data priority names that priority: saved without one, the server
 * answers the 'Save Goal' alert (code relevantReq, its text as HTML in the reader's language).
 */
export function relevantWithoutPriority(v: { relevant: boolean; dataAnalysis_id: number | null }): boolean {
  return v.relevant && v.dataAnalysis_id === null;
}

/** The text of the 'Save Goal' popup (and of the API's 422) for the form the standards come from: POST is the new-target form, PUT the goal edit form. */
export function goalLimitMessage(form: TGoalForm): string {
  return form === "new" ? GOAL_NEW_LIMIT_MESSAGE : GOAL_EDIT_LIMIT_MESSAGE;
}

/**
 * Picking a standard on a goal form: one already chosen is unchosen; a new one is added while fewer
 * than two are chosen, else it is dropped and `refused` asks for the 'Save Goal' popup.
 */
export function toggleGoalStandard(selected: readonly number[], id: number, max = MAX_TARGET_STANDARDS): { selected: number[]; refused: boolean } {
  if (selected.includes(id)) return { selected: selected.filter((x) => x !== id), refused: false };
  if (selected.length >= max) return { selected: [...selected], refused: true };
  return { selected: [...selected, id], refused: false };
}

/** "Default action plan name 'None'" (id 1, seeded). */
export const DEFAULT_ACTION_PLAN_ID = 1;
export const DEFAULT_ACTION_PLAN_NAME = "None";

/** The prefix the title of a closing-the-gap item carries. */
export const CTG_PREFIX = "CTG - ";

/** A data-analysis item as a list and a picker name it: 'CTG - ' for a closing-the-gap item, then its name. */
export function dataAnalysisLabel(item: { name: string; closingTheGap: boolean }): string {
  return (item.closingTheGap ? CTG_PREFIX : "") + item.name;
}

/** Priorities are small whole numbers; 1 is the school's first priority. */
export const PRIORITY_MIN = 1;
export const PRIORITY_MAX = 99;

/** The school's priorities in order: priority, then name, then id (stable for equal priorities). */
export function byPriority<T extends { priority: number; name: string; id: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name) || a.id - b.id);
}

/**
 * GET /api/v1/dataAnalysis?active=1&onSmartgoalNew=1: the active items a new SMART goal may still
 * pick, i.e. those no SMART goal of the user uses yet (`usedIds`; none until SMART goals exist).
 */
export function availableForNewSmartGoal<T extends { id: number; active: boolean }>(items: readonly T[], usedIds: ReadonlySet<number>): T[] {
  return items.filter((i) => i.active && !usedIds.has(i.id));
}

/** The two standard columns of a data-analysis item from a list of at most two ids (the first is mindset_id1). */
export function mindsetColumns(ids: readonly number[]): { mindsetId1: number | null; mindsetId2: number | null } {
  return { mindsetId1: ids[0] ?? null, mindsetId2: ids[1] ?? null };
}

/** The target's data kinds and domains that are set, in the form's order (for the list and the PDF). */
export const TARGET_FLAGS = ["achievement", "attendance", "behavior", "academic", "social", "career"] as const;
export type TTargetFlag = (typeof TARGET_FLAGS)[number];

export function setFlags(t: Record<TTargetFlag, boolean>): TTargetFlag[] {
  return TARGET_FLAGS.filter((f) => t[f]);
}

/** A numeric column as the API answers it: a number, or null when not given. */
export function numericValue(v: string | number | null | undefined): number | null {
  if (v === null || v === undefined || v === "") return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/** "Dates '0000-00-00' are treated as empty". A valid YYYY-MM-DD calendar date, or null. */
export function isoDateOrNull(v: string | null | undefined): string | null {
  if (!v || v === "0000-00-00") return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? v : null;
}
