import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { periods, schoolProfiles, schools, users, type TUserRow } from "@/db/schema";
import { resolveAnalysisSubject, teamMembers, type TSubjectUser, type TTeamMember } from "@/lib/analysis/scope";
import { districtReportSettings } from "../run";
import { useOfTime } from "@/lib/analysis/use-of-time";
import { countedEvents, idList, recordedSql, rowsOf } from "@/lib/analysis/sql";
import { categoryName } from "@/lib/categories/labels";
import { categoryTranslator } from "@/lib/categories/labels-server";
import { can, scopeOf } from "@/lib/auth/permissions";
import { notFound } from "@/lib/http/errors";
import { asOfIn, type TAsOf, type TRange, type TSchoolYearBounds } from "@/lib/analysis/rules";
import { lessonResults } from "../families/results";
import { reportRange } from "../period";
import { dinsOf, directIndirectPercent, type TDins } from "../series";
import {
  barShares,
  contactsNotMade,
  hoursToMove,
  largestDuty,
  requestWhen,
  schoolDayMinutes,
  schoolDaysOf,
  studentsPerDirectHour,
  topOutcomes,
  wholeHours,
  type TGoalFigure,
  type TLessonFigure,
  type TOutcome,
  type TReachFigure,
} from "./rules";
import type { TReportAccess } from "../types";
import { leavesCounselor } from "../privacy";
import { maskPrincipalCounts, type TCount } from "./cells";
import type { TPrincipalQuery } from "./schemas";

// The figures of the principal's one-page report: one counselor (a counselor themselves,
// a team view one counselor in scope via resolveAnalysisSubject; never "All"), a month, a semester (the default) or
// a school year, from the shared aggregations: useOfTime (countedEvents), the results family's
// lesson results, and the SMART goals with a result. Every figure is recorded time: the events up to
// now in the counselor's time zone (lib/analysis/rules.ts TAsOf), never the ones still planned.

export const PRINCIPAL_PERIODS = ["month", "semester", "schoolYear"] as const;
export type TPrincipalPeriod = (typeof PRINCIPAL_PERIODS)[number];

export type TPrincipalDuty = { name: string; minutes: number; hours: number; days: number };

export type TPrincipalReport = {
  subject: { id: number; name: string; isSelf: boolean };
  school: string;
  period: TPrincipalPeriod;
  range: TRange;
  target: number;
  minutes: Record<TDins, number> & { total: number };
  directIndirectPercent: number;
  shares: { D: number; I: number; S: number; N: number };
  schoolDayMinutes: number;
  duties: TPrincipalDuty[];
  /** The direct and indirect services by category, the largest first (the OSCAR brochure's activities). */
  services: { name: string; dins: "D" | "I"; minutes: number; hours: number; students: TCount }[];
  dutyHours: number;
  dutyDays: number;
  contacts: TCount;
  hoursToMove: number;
  /** Counts of students (TCount) are under the small-cell rule when the report leaves the counselor (./cells.ts). */
  reach: { studentsSeen: TCount; caseload: TCount | null; caseloadPercent: TCount | null; lessonsTaught: number; lessonStudents: TCount; directHours: number };
  outcomes: TOutcome[];
  /** Some counts of students are withheld ("<5", "—"): the page, the PDF and the e-mail say what the marks mean. */
  smallCells: boolean;
  reachOnly: boolean;
  request: { duty: string | null; hours: number; when: "spring" | "nextYear" };
};

/** The action that opens it: held at "own" a counselor reads their own; at a team view, one counselor of the team. */
export const PRINCIPAL_ACCESS = "report.counseling.read" satisfies TReportAccess;

/** Who may read it (the access table); others: 404. */
export function mayOpenPrincipal(user: { roleId: number; specialUser?: string | null }): boolean {
  return can(user, PRINCIPAL_ACCESS);
}

/**
 * The counselor the report is about: the one asked for (in scope, else 404), else C themselves, else the
 * first of M's counselors (in the picker's order) with time recorded in `range` — a report on a
 * counselor who recorded nothing tells the principal nothing — or the first counselor when none has.
 */
export async function principalSubject(db: TDbOrTx, actor: TUserRow, userId: number | null | undefined, members: readonly TTeamMember[], range?: TRange, asOf?: TAsOf): Promise<TSubjectUser> {
  if (!mayOpenPrincipal(actor)) throw notFound();
  if (userId != null) return resolveAnalysisSubject(db, actor, userId);
  if (scopeOf(actor, PRINCIPAL_ACCESS) === "own" || members.length === 0) return resolveAnalysisSubject(db, actor, null);
  const withTime = range && asOf ? await membersWithTime(db, members, range, asOf) : new Set<number>();
  return resolveAnalysisSubject(db, actor, (members.find((m) => withTime.has(m.id)) ?? members[0]).id);
}

/** Which of the members recorded time in the range (one statement over the counted events). */
async function membersWithTime(db: TDbOrTx, members: readonly TTeamMember[], range: TRange, asOf: TAsOf): Promise<Set<number>> {
  const rows = await rowsOf<{ user_id: number }>(
    db,
    sql`select distinct ev.user_id from (${countedEvents(
      members.map((m) => m.id),
      range.from,
      range.to,
      { asOf },
    )}) ev`,
  );
  return new Set(rows.map((r) => Number(r.user_id)));
}

/** The counselors a team view may pick (none for a reader of their own). */
export async function principalMembers(db: TDbOrTx, actor: TUserRow): Promise<TTeamMember[]> {
  const scope = scopeOf(actor, PRINCIPAL_ACCESS);
  return scope && scope !== "own" ? teamMembers(db, actor) : [];
}

/** Unique students seen (a student client, or a member of a group client, of a recorded event) and lessons delivered. */
async function reachOf(db: TDbOrTx, userId: number, range: TRange, asOf: TAsOf): Promise<{ seen: number; lessons: number; lessonStudents: number }> {
  const [row] = await rowsOf<{ seen: number | string; lessons: number | string; lesson_students: number | string }>(
    db,
    sql`with ev as (
          select e.id, e.client_id, e.lesson_id, e.students_count from events e
          where e.user_id in ${idList([userId])} and e.date between ${range.from}::date and ${range.to}::date and e.status <> 'cancelled'
            and ${recordedSql(asOf)}
            and not exists (select 1 from special_dates sd where sd.user_id = e.user_id and sd.kind = 'closed' and sd.date = e.date))
        select
          (select count(distinct s.id) from (
             select c.id from ev join clients c on c.id = ev.client_id and c.type = 'student'
             union select m.student_id from ev join clients g on g.id = ev.client_id and g.type = 'group' join client_members m on m.group_id = g.id) s) as seen,
          (select count(*) from ev where ev.lesson_id is not null) as lessons,
          (select coalesce(sum(ev.students_count), 0) from ev where ev.lesson_id is not null) as lesson_students`,
  );
  return { seen: Number(row?.seen ?? 0), lessons: Number(row?.lessons ?? 0), lessonStudents: Number(row?.lesson_students ?? 0) };
}

/** SMART goals with a result measured in the period (result date, else target date, inside it). */
async function goalFigures(db: TDbOrTx, userId: number, range: TRange): Promise<TGoalFigure[]> {
  const rows = await rowsOf<{ id: number; target: string; by_the: string; baseline: string | null; target_value: string | null; result: string | null; ctg: boolean | null }>(
    db,
    sql`select g.id, g.target, g.by_the, g.baseline_value as baseline, g.target_value, g.result_value as result, d.closing_the_gap as ctg
        from smart_goals g left join data_analysis_items d on d.id = g.data_analysis_id
        where g.user_id = ${userId} and g.result_value is not null and g.baseline_value is not null and g.target_value is not null
          and coalesce(g.result_date, g.date_target) between ${range.from}::date and ${range.to}::date
        order by g.id`,
  );
  return rows.map((r) => ({ id: r.id, name: (r.target || r.by_the || "").trim(), baseline: Number(r.baseline), target: Number(r.target_value), result: Number(r.result), ctg: r.ctg === true }));
}

/** The range of a principal period around a day, with the subject's school-year bounds and the district's semester break. */
export function principalRange(period: TPrincipalPeriod, day: string, subject: TSchoolYearBounds, semesterBreak: string | null = null): TRange {
  return reportRange(period, day, { startOfSy: subject.startOfSy, endOfSy: subject.endOfSy, semesterBreak });
}

/**
 * The whole report for `actor` (C: themselves; M: `q.user_id`, a counselor of their team). Its counts
 * of students are under the small-cell rule whenever they leave the counselor (lib/reports/privacy.ts
 * leavesCounselor): only `onOwnScreen`, the counselor's own page of their own report, shows them exact.
 */
export async function principalReport(
  db: TDbOrTx,
  actor: TUserRow,
  q: TPrincipalQuery,
  now: Date,
  locale: string,
  opts: { onOwnScreen?: boolean } = {},
): Promise<TPrincipalReport & { members: TTeamMember[] }> {
  if (!mayOpenPrincipal(actor)) throw notFound();
  const members = await principalMembers(db, actor);
  const period: TPrincipalPeriod = q.period ?? "semester";
  const actorAsOf = asOfIn(actor.timezone, now);
  const day = q.date ?? actorAsOf.date;
  // M without a counselor asked for: the period around the day in the actor's own year picks the first counselor with data.
  const pickRange = q.user_id == null && members.length > 0 ? principalRange(period, day, actor, (await districtReportSettings(db, actor.leaid)).semesterBreak) : undefined;
  const subject = await principalSubject(db, actor, q.user_id, members, pickRange, actorAsOf);
  const district = await districtReportSettings(db, subject.leaid);
  const target = district.target;
  const range = principalRange(period, day, subject, district.semesterBreak);
  const asOf = asOfIn(subject.timezone, now);
  const [uot, dayPeriods, profile, school, reach, goals, tc] = await Promise.all([
    useOfTime(db, { userIds: [subject.id], from: range.from, to: range.to, colorLeaid: subject.leaid, filters: { asOf } }),
    db.select({ start: periods.start, end: periods.end }).from(periods).where(eq(periods.userId, subject.id)).orderBy(asc(periods.period)),
    db.select({ caseload: schoolProfiles.caseload }).from(schoolProfiles).where(eq(schoolProfiles.userId, subject.id)).limit(1),
    db
      .select({ name: schools.schnam })
      .from(users)
      .innerJoin(schools, eq(schools.ncessch, users.ncessch))
      .where(and(eq(users.id, subject.id)))
      .limit(1),
    reachOf(db, subject.id, range, asOf),
    goalFigures(db, subject.id, range),
    categoryTranslator(locale),
  ]);
  const lessons = await lessonFigures(db, subject, range, asOf);

  const minutes: Record<TDins, number> & { total: number } = { D: 0, I: 0, S: 0, N: 0, U: 0, total: uot.totalMinutes };
  let directStudents = 0;
  for (const c of uot.categories) {
    const g = dinsOf(c.groupKey);
    minutes[g] += c.minutes;
    if (g === "D") directStudents += c.students;
  }
  const dayMinutes = schoolDayMinutes(dayPeriods);
  const duties: TPrincipalDuty[] = uot.categories
    .filter((c) => dinsOf(c.groupKey) === "N" && c.minutes > 0)
    .sort((a, b) => b.minutes - a.minutes)
    .map((c) => ({ name: c.id == null ? "—" : categoryName(tc, c), minutes: c.minutes, hours: wholeHours(c.minutes), days: schoolDaysOf(c.minutes, dayMinutes) }));
  const services = uot.categories
    .filter((c) => c.minutes > 0 && (dinsOf(c.groupKey) === "D" || dinsOf(c.groupKey) === "I"))
    .sort((a, b) => b.minutes - a.minutes)
    .map((c) => ({ name: c.id == null ? "—" : categoryName(tc, c), dins: dinsOf(c.groupKey) as "D" | "I", minutes: c.minutes, hours: wholeHours(c.minutes), students: c.students }));
  const caseload = profile[0]?.caseload ?? null;
  const directHours = wholeHours(minutes.D);
  const reachFigures: TReachFigure[] = [
    { key: "studentsSeen", value: reach.seen, ...(caseload ? { extra: Math.round((reach.seen * 100) / caseload) } : {}) },
    { key: "lessonsTaught", value: reach.lessons, extra: reach.lessonStudents },
    { key: "directHours", value: directHours },
  ];
  const { outcomes, reachOnly } = topOutcomes(goals, lessons, reachFigures);
  const duty = largestDuty(duties);
  const report: TPrincipalReport & { members: TTeamMember[] } = {
    members,
    subject: { id: subject.id, name: `${subject.firstName} ${subject.lastName}`.trim() || subject.username, isSelf: subject.isSelf },
    school: school[0]?.name ?? "",
    period,
    range,
    target,
    minutes,
    directIndirectPercent: directIndirectPercent(minutes),
    shares: barShares(minutes),
    schoolDayMinutes: dayMinutes,
    duties,
    services,
    dutyHours: wholeHours(minutes.N),
    dutyDays: schoolDaysOf(minutes.N, dayMinutes),
    contacts: contactsNotMade(minutes.N, studentsPerDirectHour(directStudents, minutes.D)),
    hoursToMove: hoursToMove(target, minutes.total, minutes.D + minutes.I),
    reach: {
      studentsSeen: reach.seen,
      caseload,
      caseloadPercent: caseload ? Math.round((reach.seen * 100) / caseload) : null,
      lessonsTaught: reach.lessons,
      lessonStudents: reach.lessonStudents,
      directHours,
    },
    outcomes,
    reachOnly,
    request: { duty: duty?.name ?? null, hours: duty ? wholeHours(duty.minutes) : 0, when: requestWhen(range.to) },
    smallCells: false,
  };
  const viewer = { id: actor.id, roleId: actor.roleId, specialUser: actor.specialUser };
  return leavesCounselor(viewer, { kind: "user", user: subject }, opts.onOwnScreen === true) ? maskPrincipalCounts(report, directStudents) : report;
}

/** The results family's lesson results (report curriculumReport's rows) for the subject and period, with the exact averages. */
async function lessonFigures(db: TDbOrTx, subject: TSubjectUser, range: TRange, asOf: TAsOf): Promise<TLessonFigure[]> {
  const rows = await lessonResults({ db, userIds: [subject.id], range, filters: { asOf, doneOnly: false } });
  return rows.flatMap((r) => (r.exact ? [{ name: r.lesson, grades: r.grades, deliveries: r.deliveries, students: r.students, pre: r.exact.pre, post: r.exact.post }] : []));
}
