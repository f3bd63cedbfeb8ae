import type { TEventDomain, TEventStatus, TRecurrence, TReferralDirection, TReferralStatus } from "@/db/schema/calendar";
import type { TEventJson } from "@/lib/calendar/schemas";
import type { TErrorEntry } from "@/lib/http/errors";

// What the server page hands the calendar island.

/** A student or group the events may name (only for someone who may read names). */
export type TCalendarClient = { id: number; type: "student" | "group"; name: string; male: number; female: number; count: number; grade_id: number | null };

export type TCalendarGrade = { id: number; name: string };

export type TCalendarPeriod = { period: number; start: string; end: string };

export type TClosedDay = { date: string; label: string };

/** A new event before it has an id: what a drag, a click or the "New event" button proposes. */
export type TEventDraft = { date: string; time: string; duration: number; title?: string; category_id?: number | null };

/** What the event form sends: the fields of ZEventInput (create) or only the changed ones (edit). */
export type TEventPayload = {
  title?: string;
  date?: string;
  time?: string;
  duration?: number;
  category_id?: number | null;
  client_id?: number | null;
  lesson_id?: number | null;
  students?: number;
  male?: number;
  female?: number;
  grade_id?: number | null;
  location?: string;
  notes?: string;
  status?: TEventStatus;
  recurrence?: TRecurrence | null;
  tier?: 1 | 2 | 3 | null;
  domain?: TEventDomain | null;
  referral_direction?: TReferralDirection | null;
  referral_company_id?: number | null;
  referral_source?: string;
  referral_reason?: string;
  referral_status?: TReferralStatus | null;
  referral_follow_up_date?: string | null;
};

/** The outcome of a save as the form shows it: nothing (saved, or cancelled by the user), or the errors. */
export type TSaveOutcome = { ok: true } | { ok: false; errors: TErrorEntry[] } | { ok: false; cancelled: true };

export type { TEventJson };
