// Plain data with no drizzle import, so browser code (through lib/calendar/constants.ts) can use the
// values of the event columns without the tables. The check constraints of db/schema/calendar-lessons.ts
// accept exactly these values.

export type TRecurrence = { freq: "daily" | "weekly"; interval: number; weekdays: number[]; until: string };

export const EVENT_STATUSES = ["planned", "done", "cancelled"] as const;
export type TEventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_DOMAINS = ["academic", "career", "social"] as const;
export type TEventDomain = (typeof EVENT_DOMAINS)[number];
export const REFERRAL_DIRECTIONS = ["out", "in"] as const;
export type TReferralDirection = (typeof REFERRAL_DIRECTIONS)[number];
// open: made, no answer yet; contacted: the agency or family was reached; done: the service started; closed: ended without service.
export const REFERRAL_STATUSES = ["open", "contacted", "done", "closed"] as const;
export type TReferralStatus = (typeof REFERRAL_STATUSES)[number];
