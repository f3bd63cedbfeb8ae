import "server-only";
import { and, asc, between, count, eq, inArray, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { appointmentRequests, events, useOfTimeCategories, users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { scopeOf } from "@/lib/auth/permissions";
import { ROLE } from "@/lib/auth/roles";
import { addDays, daysBetween, isIsoDate } from "@/lib/calendar/rules";
import { mayReadConfidential, resolveSubject } from "@/lib/calendar/scope";
import { categoryName } from "@/lib/categories/labels";
import { categoryTranslator } from "@/lib/categories/labels-server";
import { CATEGORY_IS_SHARED, EVENT_CATEGORY_COLOR } from "@/lib/categories/queries";
import { AppError } from "@/lib/http/errors";
import { managedScope } from "@/lib/users/queries";
import { chooseCounselor, hm } from "./rules";

// The appointment calendar (/app/calendarAppointment): a secretary sees the counselors of their
// school (an admin, manager or director the counselors they manage; a counselor themself), each
// counselor's events as busy blocks and their pending public requests. Whose data is read always
// goes through resolveSubject; a secretary never sees an event's title, student or notes.

export type TAppointmentCounselor = { id: number; name: string; pending: number };

export type TBusyBlock = {
  id: number;
  date: string;
  time: string;
  duration: number;
  color: string | null;
  category: string | null;
  /** The event's title: for the counselor and who manages them only, never a secretary. */
  title: string | null;
  status: string;
};

export type TAppointmentRequest = {
  id: number;
  kind: string;
  requesterName: string;
  requesterRole: string;
  requesterEmail: string;
  requesterPhone: string;
  /** The student a parent asks about, and the reason: for the counselor (and managers) only. */
  studentName: string | null;
  reason: string | null;
  grade: string;
  date: string | null;
  time: string | null;
  duration: number;
  createdAt: string;
};

const displayName = (u: { firstName: string; lastName: string; username: string }) => `${u.firstName} ${u.lastName}`.trim() || u.username;

/**
 * The counselors (role 1, active) whose appointment calendars the actor keeps, by name: the scope of
 * `appointment.calendar.read` in the access table. At `own` the actor's own calendar; at a wider
 * scope the counselors they manage (managedScope); without it none.
 */
export async function listAppointmentCounselors(db: TDbOrTx, actor: TActor): Promise<TAppointmentCounselor[]> {
  const me = actor.user;
  const columns = { id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username };
  let rows: { id: number; firstName: string; lastName: string; username: string }[];
  const scope = scopeOf(me, "appointment.calendar.read");
  if (scope === "own") {
    rows = await db.select(columns).from(users).where(eq(users.id, me.id));
  } else if (scope) {
    rows = await db
      .select(columns)
      .from(users)
      .where(and(managedScope(me), eq(users.roleId, ROLE.user), eq(users.active, true)))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(500);
  } else rows = [];
  if (rows.length === 0) return [];
  const counts = await db
    .select({ counselorId: appointmentRequests.counselorId, n: count() })
    .from(appointmentRequests)
    .where(
      and(
        inArray(
          appointmentRequests.counselorId,
          rows.map((r) => r.id),
        ),
        eq(appointmentRequests.status, "pending"),
      ),
    )
    .groupBy(appointmentRequests.counselorId);
  const pending = new Map(counts.map((c) => [c.counselorId, Number(c.n)]));
  return rows.map((r) => ({ id: r.id, name: displayName(r), pending: pending.get(r.id) ?? 0 }));
}

/** One counselor's events in a date range as busy blocks (404 for a counselor the actor does not keep). */
export async function listBusyBlocks(db: TDbOrTx, actor: TActor, q: { counselorId: number; start: string; end: string }): Promise<TBusyBlock[]> {
  if (!isIsoDate(q.start) || !isIsoDate(q.end) || q.end < q.start || daysBetween(q.start, q.end) > 62) {
    throw new AppError("invalid_end", "Choose a range of at most two months.", 422, "end");
  }
  const subject = await resolveSubject(db, actor, q.counselorId);
  const withTitles = mayReadConfidential(actor, subject);
  const rows = await db
    .select({
      id: events.id,
      date: events.date,
      time: events.time,
      duration: events.durationMinutes,
      color: EVENT_CATEGORY_COLOR,
      categoryId: events.categoryId,
      category: useOfTimeCategories.name,
      categoryShared: CATEGORY_IS_SHARED,
      title: events.title,
      status: events.status,
    })
    .from(events)
    .leftJoin(useOfTimeCategories, eq(useOfTimeCategories.id, events.categoryId))
    .where(and(eq(events.userId, subject.userId), between(events.date, addDays(q.start, -1), q.end), sql`${events.status} <> 'cancelled'`))
    .orderBy(asc(events.date), asc(events.time), asc(events.id));
  // The category as the counselor's district colours it, named in the reader's language.
  const t = await categoryTranslator(actor.user.language);
  return rows.map(({ categoryId, categoryShared, ...r }) => ({
    ...r,
    category: r.category === null ? null : categoryName(t, { id: categoryId, name: r.category, shared: categoryShared === true }),
    time: r.time.slice(0, 5),
    title: withTitles ? r.title : null,
  }));
}

/** A counselor's pending requests, the soonest first (404 for a counselor the actor does not keep). */
export async function listPendingFor(db: TDbOrTx, actor: TActor, counselorId: number): Promise<TAppointmentRequest[]> {
  const subject = await resolveSubject(db, actor, counselorId);
  const confidential = mayReadConfidential(actor, subject);
  const r = appointmentRequests;
  const rows = await db
    .select()
    .from(r)
    .where(and(eq(r.counselorId, subject.userId), eq(r.status, "pending")))
    .orderBy(sql`${r.preferredDate} asc nulls last`, asc(r.preferredTime), asc(r.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    requesterName: row.requesterName,
    requesterRole: row.requesterRole,
    requesterEmail: row.requesterEmail,
    requesterPhone: row.requesterPhone,
    studentName: confidential ? row.studentName : null,
    reason: confidential ? row.reason : null,
    grade: row.grade,
    date: row.preferredDate,
    time: hm(row.preferredTime),
    duration: row.durationMinutes,
    createdAt: row.createdAt.toISOString(),
  }));
}

export type TAppointmentPage = {
  counselors: TAppointmentCounselor[];
  counselorId: number | null;
  requests: TAppointmentRequest[];
  /** Whether the actor sees titles, students and reasons (the counselor and who manages them). */
  confidential: boolean;
  /** The chosen counselor's time zone: their calendar's wall clock. */
  timezone: string;
};

/**
 * What the page needs: the counselors, the chosen one (by default the first with pending requests,
 * else the first by name) and their pending requests.
 */
export async function getAppointmentPage(db: TDbOrTx, actor: TActor, counselorId?: number | null): Promise<TAppointmentPage> {
  const counselors = await listAppointmentCounselors(db, actor);
  const chosen = chooseCounselor(counselors, counselorId);
  if (!chosen) return { counselors, counselorId: null, requests: [], confidential: false, timezone: actor.user.timezone };
  const subject = await resolveSubject(db, actor, chosen.id);
  return {
    counselors,
    counselorId: chosen.id,
    requests: await listPendingFor(db, actor, chosen.id),
    confidential: mayReadConfidential(actor, subject),
    timezone: subject.timezone,
  };
}
