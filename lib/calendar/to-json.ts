import "server-only";
import type { TDbOrTx } from "@/db/client";
import { clients, events, eventSeries, useOfTimeCategories, useOfTimeGroups } from "@/db/schema";
import { eq } from "drizzle-orm";
import { EVENT_CATEGORY_COLOR } from "@/lib/categories/queries";
import type { TEventDomain, TEventStatus, TRecurrence, TReferralDirection, TReferralStatus } from "@/db/schema/calendar";
import { fromDbTime } from "./rules";
import type { TEventJson } from "./schemas";

// The one way events are read for the API and the page: events joined with their category (colour,
// group), client (name) and series (rule) in a single query, mapped to TEventJson. The colour is the
// one the event owner's district chose for the category (category_colors), else the category's own:
// what the calendar's legend and pickers (listCategoriesFor of the owner) show.

const COLUMNS = {
  id: events.id,
  userId: events.userId,
  title: events.title,
  date: events.date,
  time: events.time,
  durationMinutes: events.durationMinutes,
  categoryId: events.categoryId,
  categoryColor: EVENT_CATEGORY_COLOR,
  groupKey: useOfTimeGroups.key,
  clientId: events.clientId,
  clientName: clients.name,
  lessonId: events.lessonId,
  studentsCount: events.studentsCount,
  maleCount: events.maleCount,
  femaleCount: events.femaleCount,
  gradeId: events.gradeId,
  location: events.location,
  notes: events.notes,
  status: events.status,
  seriesId: events.seriesId,
  source: events.source,
  rule: eventSeries.rule,
  tier: events.tier,
  domain: events.domain,
  referralDirection: events.referralDirection,
  referralCompanyId: events.referralCompanyId,
  referralSource: events.referralSource,
  referralReason: events.referralReason,
  referralStatus: events.referralStatus,
  referralFollowUpDate: events.referralFollowUpDate,
  updatedAt: events.updatedAt,
};

export type TEventJoinedRow = {
  id: number;
  userId: number;
  title: string;
  date: string;
  time: string;
  durationMinutes: number;
  categoryId: number | null;
  categoryColor: string | null;
  groupKey: string | null;
  clientId: number | null;
  clientName: string | null;
  lessonId: number | null;
  studentsCount: number;
  maleCount: number;
  femaleCount: number;
  gradeId: number | null;
  location: string;
  notes: string;
  status: TEventStatus;
  seriesId: number | null;
  source: string;
  rule: TRecurrence | null;
  tier: number | null;
  domain: TEventDomain | null;
  referralDirection: TReferralDirection | null;
  referralCompanyId: number | null;
  referralSource: string;
  referralReason: string;
  referralStatus: TReferralStatus | null;
  referralFollowUpDate: string | null;
  updatedAt: Date;
};

/** SELECT … FROM events with its category, group, client and series joined; add a WHERE and an ORDER BY. */
export function selectEventRows(db: TDbOrTx) {
  return db
    .select(COLUMNS)
    .from(events)
    .leftJoin(useOfTimeCategories, eq(useOfTimeCategories.id, events.categoryId))
    .leftJoin(useOfTimeGroups, eq(useOfTimeGroups.id, useOfTimeCategories.groupId))
    .leftJoin(clients, eq(clients.id, events.clientId))
    .leftJoin(eventSeries, eq(eventSeries.id, events.seriesId));
}

/**
 * The API shape of an event. Without `confidential` (a secretary looking at a counselor's
 * calendar) the student's name and the notes are left out: they are education records.
 */
export function toEventJson(row: TEventJoinedRow, confidential: boolean): TEventJson {
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    time: fromDbTime(row.time),
    duration: row.durationMinutes,
    category_id: row.categoryId,
    category_color: row.categoryColor,
    group_key: row.groupKey,
    client_id: confidential ? row.clientId : null,
    client_name: confidential ? row.clientName : null,
    lesson_id: row.lessonId,
    students: row.studentsCount,
    male: row.maleCount,
    female: row.femaleCount,
    grade_id: row.gradeId,
    location: row.location,
    notes: confidential ? row.notes : "",
    status: row.status,
    series_id: row.seriesId,
    source: row.source === "contact" || row.source === "import" ? row.source : "event",
    recurrence: row.rule ?? null,
    tier: row.tier === 1 || row.tier === 2 || row.tier === 3 ? row.tier : null,
    domain: row.domain,
    // A referral's details are an education record like the notes: not for a secretary.
    referral_direction: row.referralDirection,
    referral_company_id: confidential ? row.referralCompanyId : null,
    referral_source: confidential ? row.referralSource : "",
    referral_reason: confidential ? row.referralReason : "",
    referral_status: row.referralStatus,
    referral_follow_up_date: row.referralFollowUpDate,
    version: eventVersionOf(row.updatedAt),
  };
}

/**
 * An event's version as the client sees it: the instant of its last change, to the millisecond.
 * A change sent with `If-Match: <version>` applies only while the event is still at that version.
 */
export function eventVersionOf(updatedAt: Date): string {
  return updatedAt.toISOString();
}
