import { RAMP_TYPES, type TRampType } from "./components";

// Our own rubric of what a reviewer checks in each RAMP component (not ASCA's text), and the OSCAR
// brochure's. Each item is scored 0-3 by the counselor (ramp_scores); the wording is in the messages
// (ramp.rubric.items.<component>.<item>, ramp.oscarRubric.items.<item>).

export const RUBRIC_SCORE_MAX = 3;
export const RUBRIC_SCORES = [0, 1, 2, 3] as const;

export const RAMP_RUBRIC: Record<TRampType, readonly string[]> = {
  vision: ["future", "outcomes", "alignment"],
  mission: ["purpose", "allStudents", "linksVision"],
  goals: ["measurable", "schoolData", "outcome"],
  mbActionPlan: ["standards", "grades", "dataPlanned"],
  ctg: ["gap", "activities", "results", "implications"],
  adminConference: ["agreement", "signed", "actuals"],
  useOfTime: ["assessed", "target", "plan"],
  calendars: ["annual", "weekly", "shared"],
  advisoryCouncil: ["members", "meetings", "input"],
  mbResults: ["prePost", "perception", "implications"],
  reflection: ["strengths", "improvements", "nextYear"],
};

export const OSCAR_RUBRIC = ["principalMessage", "counselorStatement", "activities", "results", "futureDirections"] as const;

/** An item's key as stored: "vision.future", "oscar.results". */
export const rampItemKey = (component: TRampType, item: string) => `${component}.${item}`;
export const oscarItemKey = (item: string) => `oscar.${item}`;

/** Every item key that may be scored. */
export const RUBRIC_ITEM_KEYS: readonly string[] = [...RAMP_TYPES.flatMap((c) => RAMP_RUBRIC[c].map((i) => rampItemKey(c, i))), ...OSCAR_RUBRIC.map(oscarItemKey)];

export function isRubricItem(key: string): boolean {
  return RUBRIC_ITEM_KEYS.includes(key);
}

/** A component's self-score: the sum of its items' scores (unscored items count 0) out of 3 per item. */
export function componentScore(component: TRampType, scores: ReadonlyMap<string, number>): { score: number; max: number; scored: number } {
  const items = RAMP_RUBRIC[component];
  let score = 0;
  let scored = 0;
  for (const i of items) {
    const v = scores.get(rampItemKey(component, i));
    if (v === undefined) continue;
    score += v;
    scored += 1;
  }
  return { score, max: items.length * RUBRIC_SCORE_MAX, scored };
}
