import { and, asc, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { categoryColors, clients, events, useOfTimeCategories, type TUserRow } from "@/db/schema";
import { CATEGORY_IS_SHARED } from "@/lib/categories/queries";
import { placedUser } from "@/lib/memberships/queries";
import { addDaysIso, todayIn } from "@/lib/users/rules";
import type { TCounselorRow } from "./by-counselor";
import { subjectDistrict } from "./queries";
import { asOfIn, PERIOD_KINDS, periodRange, previousRange, type TAsOf, type TPeriodKind, type TRange, type TSchoolYearBounds } from "./rules";
import { directTargetOf, resolveAnalysisSubject, teamKindOf, teamMembers, type TSubjectUser, type TTeamKind, type TTeamMember } from "./scope";
import { teamUseOfTime, type TTeamUseOfTime } from "./team";
import { plannedMinutes, useOfTime, type TUseOfTime } from "./use-of-time";
import { canSeeEventDetails, visibleDetails, type TViewer } from "./visibility";

// The dashboard's data: a counselor's (or a team's) use of time this week, month and school year, each
// with the period before it, and the counselor's upcoming events. Every figure is recorded time (events
// up to now, rules.ts TAsOf); the time still planned in the period is given apart, as plannedMinutes.

/** current and previous: recorded time; plannedMinutes: the rest of the period's counted events, still ahead. */
export type TPeriodFigures = { kind: TPeriodKind; range: TRange; previousRange: TRange; current: TUseOfTime; previous: TUseOfTime; plannedMinutes?: number };

/** The ranges of this week, month and school year around a day, each with the period before. */
function periodRanges(today: string, sy: TSchoolYearBounds): { kind: TPeriodKind; range: TRange; previousRange: TRange }[] {
  return PERIOD_KINDS.map((kind) => {
    const range = periodRange(kind, today, sy);
    return { kind, range, previousRange: previousRange(kind, range, sy) };
  });
}

/** This week, month and school year of `userIds` at the boundary `asOf`, each with the period before; colours of `colorLeaid`. */
export async function periodFigures(db: TDbOrTx, userIds: number[], asOf: TAsOf, sy: TSchoolYearBounds, colorLeaid: string | null = null): Promise<TPeriodFigures[]> {
  const ranges = periodRanges(asOf.date, sy);
  const filters = { asOf };
  const [results, planned] = await Promise.all([
    Promise.all(ranges.flatMap((r) => [useOfTime(db, { userIds, colorLeaid, filters, ...r.range }), useOfTime(db, { userIds, colorLeaid, filters, ...r.previousRange })])),
    Promise.all(ranges.map((r) => plannedMinutes(db, userIds, r.range, asOf))),
  ]);
  return ranges.map((r, i) => ({ ...r, current: results[2 * i], previous: results[2 * i + 1], plannedMinutes: planned[i] }));
}

/**
 * An event of the next days. clientName is a student or group name: the page hides it behind the eye.
 * title and clientName are null when the viewer may see aggregates only (lib/analysis/visibility.ts).
 */
export type TUpcomingEvent = {
  id: number;
  title: string | null;
  date: string;
  time: string;
  duration: number;
  status: string;
  categoryId: number | null;
  categoryName: string | null;
  /** A seeded ASCA category: its name is shown in the reader's language. */
  categoryShared: boolean;
  categoryColor: string | null;
  clientName: string | null;
};

export const UPCOMING_DAYS = 7;
const UPCOMING_LIMIT = 25;

/** The user's events from today through the next 6 days (not cancelled), in order, in the colours of their district `leaid`. */
export async function upcomingEvents(db: TDbOrTx, userId: number, today: string, leaid: string | null = null): Promise<TUpcomingEvent[]> {
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      time: events.time,
      duration: events.durationMinutes,
      status: events.status,
      categoryId: events.categoryId,
      categoryName: useOfTimeCategories.name,
      categoryShared: CATEGORY_IS_SHARED,
      categoryColor: sql<string | null>`coalesce(${categoryColors.color}, ${useOfTimeCategories.color})`,
      clientName: clients.name,
    })
    .from(events)
    .leftJoin(useOfTimeCategories, eq(useOfTimeCategories.id, events.categoryId))
    .leftJoin(categoryColors, and(eq(categoryColors.categoryId, events.categoryId), leaid ? eq(categoryColors.leaid, leaid) : sql`false`))
    .leftJoin(clients, eq(clients.id, events.clientId))
    .where(and(eq(events.userId, userId), gte(events.date, today), lte(events.date, addDaysIso(today, UPCOMING_DAYS - 1)), ne(events.status, "cancelled")))
    .orderBy(asc(events.date), asc(events.time), asc(events.id))
    .limit(UPCOMING_LIMIT);
  return rows.map((r) => ({ ...r, categoryShared: r.categoryShared === true, time: r.time.slice(0, 5) }));
}

export type TCounselorDashboard = {
  subject: Pick<TSubjectUser, "id" | "firstName" | "lastName" | "username" | "isSelf">;
  today: string;
  target: number;
  periods: TPeriodFigures[];
  upcoming: TUpcomingEvent[];
  /** The viewer sees this counselor's figures but not what their events are about (titles, students). */
  detailsWithheld: boolean;
};

/**
 * The dashboard of one counselor (the signed-in one, or one a manager opened) as `viewer` may see it,
 * in the counselor's time zone and their district's colours. The subject comes from
 * resolveAnalysisSubject (in the viewer's scope); event details follow canSeeEventDetails.
 */
export async function counselorDashboard(db: TDbOrTx, viewer: TViewer, subject: TSubjectUser, now: Date): Promise<TCounselorDashboard> {
  const asOf = asOfIn(subject.timezone, now);
  const today = asOf.date;
  // The target and colours of the counselor's active district (the viewer's placed one for their own), never the profile's alone.
  const leaid = await subjectDistrict(db, viewer, subject);
  const [target, periods, upcoming] = await Promise.all([directTargetOf(db, leaid), periodFigures(db, [subject.id], asOf, subject, leaid), upcomingEvents(db, subject.id, today, leaid)]);
  const { id, firstName, lastName, username, isSelf } = subject;
  // Details only for a viewer who reads this calendar: a director's panel is wider than their team.
  const detailsWithheld = !subject.inCalendarScope || !canSeeEventDetails(viewer, subject.id);
  const shown = detailsWithheld ? upcoming.map((e) => ({ ...e, title: null, clientName: null })) : visibleDetails(viewer, subject.id, upcoming);
  return { subject: { id, firstName, lastName, username, isSelf }, today, target, periods, upcoming: shown, detailsWithheld };
}

/** The dashboard page's data for one counselor: the viewer's own (userId null) or one in their team view (else 404). */
export async function openCounselorDashboard(db: TDbOrTx, viewer: TUserRow, userId: number | null, now: Date): Promise<TCounselorDashboard> {
  return counselorDashboard(db, viewer, await resolveAnalysisSubject(db, viewer, userId), now);
}

export type TTeamDashboard = {
  kind: TTeamKind;
  today: string;
  target: number;
  periods: TPeriodFigures[];
  members: TTeamMember[];
  /** The counselor table of each period (one row per counselor). */
  counselors: Record<TPeriodKind, TCounselorRow[]>;
};

/** A manager's, director's, state manager's or admin's view of their whole team, in their district's colours; null without one. */
export async function teamDashboard(db: TDbOrTx, actor: TUserRow, now: Date): Promise<TTeamDashboard | null> {
  const kind = teamKindOf(actor);
  if (!kind) return null;
  // One boundary for the whole team, at the manager's clock: recorded time is what happened by now.
  const asOf = asOfIn(actor.timezone, now);
  const today = asOf.date;
  const members = await teamMembers(db, actor);
  const userIds = members.map((m) => m.id);
  const filters = { asOf };
  // Per period: the team's total and table from one scan (teamUseOfTime), and the period before.
  const ranges = periodRanges(today, actor);
  // The target and colours of the district the actor is placed in by their active membership.
  const { leaid } = await placedUser(db, actor);
  const [target, ...results] = await Promise.all([
    directTargetOf(db, leaid),
    ...ranges.map((r) => teamUseOfTime(db, { userIds, colorLeaid: leaid, filters, ...r.range })),
    ...ranges.map((r) => useOfTime(db, { userIds, colorLeaid: leaid, filters, ...r.previousRange })),
    ...ranges.map((r) => plannedMinutes(db, userIds, r.range, asOf)),
  ]);
  const current = results.slice(0, ranges.length) as TTeamUseOfTime[];
  const previous = results.slice(ranges.length, 2 * ranges.length) as TUseOfTime[];
  const planned = results.slice(2 * ranges.length) as number[];
  const periods = ranges.map((r, i) => ({ ...r, current: current[i].total, previous: previous[i], plannedMinutes: planned[i] }));
  const counselors = Object.fromEntries(ranges.map((r, i) => [r.kind, current[i].counselors])) as Record<TPeriodKind, TCounselorRow[]>;
  return { kind, today, target, periods, members, counselors };
}
