// The curriculum action plan's pure rules: no database, no Next, no clock.

import { isRecorded, type TAsOf } from "@/lib/analysis/rules";

/**
 * The lists of /app/mbActionPlan/{type}: one per ASCA domain a plan addresses (academic, social/emotional,
 * career) and `other`, every plan whatever its domains. Saving a plan
 * returns to the list with type other, so it is the default list too.
 */
export const CURRICULUM_TYPES = ["academic", "social", "career", "other"] as const;
export type TCurriculumType = (typeof CURRICULUM_TYPES)[number];
export const DEFAULT_CURRICULUM_TYPE: TCurriculumType = "other";

export function curriculumTypeFromParam(param: string): TCurriculumType | null {
  return (CURRICULUM_TYPES as readonly string[]).includes(param) ? (param as TCurriculumType) : null;
}

/** Whether a plan belongs on the list of a type: `other` lists every plan. */
export function inCurriculumList(plan: { academic: boolean; social: boolean; career: boolean }, type: TCurriculumType): boolean {
  return type === "other" ? true : plan[type];
}

/** "Maximum 2 mindsets per lesson and per goal"; a curriculum takes the same limit. */
export const MAX_CURRICULUM_STANDARDS = 2;
export const CURRICULUM_STANDARDS_MESSAGE = "A curriculum action plan has at most two standards: choose those STRONGLY linked to the outcome. (No more than two)";
/** "smart_goal_id (default 0)": 0 means the plan serves no SMART goal. */
export const NO_SMART_GOAL = 0;
/** A plan's lessons, at most. */
export const MAX_CURRICULUM_LESSONS = 60;

export const DELIVERY_STATUSES = ["delivered", "scheduled", "notScheduled"] as const;
export type TDeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A delivering event: its local date, its start (HH:MM[:SS], midnight when not given) and status. */
export type TDeliveryEvent = { date: string; time?: string | null; status: "planned" | "done" | "cancelled" };

/**
 * Where the calendar stands on one planned lesson, from the owner's calendar events delivering it:
 * delivered when one is recorded (with the latest such date), scheduled when one is still ahead (with
 * the next date), else not scheduled. Cancelled events deliver nothing.
 */
export function deliveryStatus(evts: readonly TDeliveryEvent[], now: TAsOf | string): { status: TDeliveryStatus; date: string | null } {
  // Delivered is recorded time: an event before today whatever its status, of today once started or marked
  // done; an event after today is still ahead, whatever its status. A bare date is that day's midnight.
  const asOf: TAsOf = typeof now === "string" ? { date: now, time: "00:00" } : now;
  const live = evts.filter((e) => e.status !== "cancelled");
  const past = live
    .filter((e) => isRecorded({ date: e.date, time: e.time ?? "00:00", status: e.status }, asOf))
    .map((e) => e.date)
    .sort();
  if (past.length > 0) return { status: "delivered", date: past[past.length - 1] };
  const ahead = live.map((e) => e.date).sort();
  if (ahead.length > 0) return { status: "scheduled", date: ahead[0] };
  return { status: "notScheduled", date: null };
}
