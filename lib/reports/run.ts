import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { activeSchoolsOf, isActiveMemberOfSchool } from "@/lib/memberships/sql";
import { activeDistricts, placedUser } from "@/lib/memberships/queries";
import type { TDbOrTx } from "@/db/client";
import { courseEnrolments, schoolDistricts, schools, users, type TUserRow } from "@/db/schema";
import { resolveAnalysisSubject, teamMembers, type TSubjectUser, type TTeamMember } from "@/lib/analysis/scope";
import { categoryName } from "@/lib/categories/labels";
import { categoryTranslator } from "@/lib/categories/labels-server";
import { scopeOf, type TScope } from "@/lib/auth/permissions";
import { ROLE } from "@/lib/auth/roles";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { todayIn } from "@/lib/users/rules";
import { asOfIn, DEFAULT_DIRECT_TARGET, type TRange, type TSchoolYearBounds } from "@/lib/analysis/rules";
import { previousReportRange, reportRange, type TReportPeriodKind, type TReportQuery, type TReportYear } from "./period";
import { applyPrivacy, leavesCounselor, namesAllowed } from "./privacy";
import { logReportRead } from "@/lib/privacy/report-access";
import { mayOpenReport, reportByKey } from "./registry";
import type { TReportContext, TReportDefinition, TReportFilters, TReportResult, TReportSubject } from "./types";

// Runs a report for the acting user: asks the access table for the report's action, resolves whose
// figures by the scope it gives (self, one counselor in the actor's scope, or "All"), the period and
// the district's target. A key the user may not open and a counselor outside the scope both answer 404: an id that is not
// the caller's says nothing about whether it exists.

export type TReportRun = { definition: TReportDefinition; context: Omit<TReportContext, "db" | "categoryLabel">; result: TReportResult; members: TTeamMember[] };

const COUNSELOR_ROLE_IDS = [ROLE.user, ROLE.member, ROLE.renewer, ROLE.director] as number[];

/** Whether a scope is a team view: the counselors one manages, or one's district, state, or everyone. */
function isTeamView(scope: TScope | null): boolean {
  return scope === "team" || scope === "district" || scope === "state" || scope === "all";
}

/**
 * The counselors whose reports a reader reads besides their own, by the scope the report's action
 * gives them (scopeOf): a team view its team; "school" a secretary's school's counselors, or, for
 * university faculty (whose school is their university), the students of their course sessions;
 * "own" nobody else.
 */
export async function reportMembers(db: TDbOrTx, actor: TUserRow, scope: TScope | null): Promise<TTeamMember[]> {
  if (isTeamView(scope)) return teamMembers(db, actor);
  const columns = { id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username };
  if (scope === "school" && scopeOf(actor, "course.read") === "school") {
    const mySessions = db
      .select({ id: courseEnrolments.sessionId })
      .from(courseEnrolments)
      .where(and(eq(courseEnrolments.userId, actor.id), eq(courseEnrolments.role, ROLE.universityFaculty)));
    return db
      .selectDistinct(columns)
      .from(users)
      .innerJoin(courseEnrolments, and(eq(courseEnrolments.userId, users.id), eq(courseEnrolments.role, ROLE.universityStudent)))
      .where(inArray(courseEnrolments.sessionId, mySessions))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  }
  // The secretary's school is her active membership; its counselors are its active members.
  if (scope === "school") {
    return db
      .select(columns)
      .from(users)
      .where(and(isActiveMemberOfSchool(users.id, activeSchoolsOf(actor.id)), inArray(users.roleId, COUNSELOR_ROLE_IDS), ne(users.id, actor.id), eq(users.active, true)))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  }
  return [];
}

async function memberSubject(db: TDbOrTx, members: readonly TTeamMember[], userId: number): Promise<TSubjectUser> {
  if (!members.some((m) => m.id === userId)) throw notFound();
  const [u] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      timezone: users.timezone,
      leaid: users.leaid,
      startOfSy: users.startOfSy,
      endOfSy: users.endOfSy,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!u) throw notFound();
  return { ...u, isSelf: false, inCalendarScope: false };
}

/**
 * Whose figures: "All" (scope=team) when the report offers it, one counselor by user_id, else the
 * actor (who holds the report at "own") or the first member.
 */
async function resolveSubject(db: TDbOrTx, actor: TUserRow, def: TReportDefinition, scope: TScope | null, q: TReportQuery, members: TTeamMember[]): Promise<TReportSubject> {
  const teamView = isTeamView(scope);
  if (q.user_id != null && q.user_id !== actor.id) {
    if (teamView) return { kind: "user", user: await resolveAnalysisSubject(db, actor, q.user_id) };
    return { kind: "user", user: await memberSubject(db, members, q.user_id) };
  }
  if (q.user_id === actor.id || scope === "own") {
    return { kind: "user", user: await resolveAnalysisSubject(db, actor, null) };
  }
  if (q.scope === "team" && !def.team) throw forbidden("This report is read for one counselor at a time.");
  if (def.team && q.scope !== "counselor") return { kind: "team", members };
  if (members.length > 0) {
    const first = members[0].id;
    return { kind: "user", user: teamView ? await resolveAnalysisSubject(db, actor, first) : await memberSubject(db, members, first) };
  }
  return { kind: "user", user: await resolveAnalysisSubject(db, actor, null) };
}

/** A custom period's range when none is given: the current week, the last 12 months (this one included) or today. */
function customDefault(def: TReportDefinition, day: string, sy: TSchoolYearBounds): TRange {
  const kind = def.periods.customDefault ?? "week";
  if (kind === "today") return { from: day, to: day };
  if (kind === "last12Months") {
    const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - 11);
    return { from: d.toISOString().slice(0, 10), to: day };
  }
  return reportRange("week", day, sy);
}

/** The query's filters; "all" and grade 13 ("Any grade") are no filter. */
export function reportFilters(q: TReportQuery): TReportFilters {
  const grade = typeof q.grade === "number" && q.grade !== 13 ? q.grade : null;
  const categoryId = typeof q.category === "number" ? q.category : null;
  return { grade, categoryId, ncessch: q.ncessch ?? null, doneOnly: q.done === "1", studyDaysOnly: q.study === "1" };
}

/** The district's direct + indirect target (80 by default) and semester break (docs/use-of-time.md), in one read. */
export async function districtReportSettings(db: TDbOrTx, leaid: string | null): Promise<{ target: number; semesterBreak: string | null }> {
  if (!leaid) return { target: DEFAULT_DIRECT_TARGET, semesterBreak: null };
  const [row] = await db.select({ target: schoolDistricts.directTargetPercent, semesterBreak: schoolDistricts.semesterBreak }).from(schoolDistricts).where(eq(schoolDistricts.leaid, leaid)).limit(1);
  return row ?? { target: DEFAULT_DIRECT_TARGET, semesterBreak: null };
}

/**
 * The school filter: the users of the list who work at the school.
 * An unknown school is a 422 naming the field, so the page lists it among the errors.
 */
async function atSchool(db: TDbOrTx, ncessch: string, userIds: number[]): Promise<number[]> {
  const [school] = await db.select({ id: schools.ncessch }).from(schools).where(eq(schools.ncessch, ncessch)).limit(1);
  if (!school) throw new AppError("unknown_school", "There is no school with this NCES id.", 422, "ncessch");
  if (userIds.length === 0) return userIds;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.ncessch, ncessch)));
  const keep = new Set(rows.map((r) => r.id));
  return userIds.filter((id) => keep.has(id));
}

/** The report's own parameters, from any raw source (search params): only the names it declares, non-empty, at most 64 characters. */
export function extraParams(def: TReportDefinition, raw: Record<string, string | undefined> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of def.params ?? []) {
    const v = raw?.[k];
    if (typeof v === "string" && v !== "" && v.length <= 64) out[k] = v;
  }
  return out;
}

/** The district a user's records are filed in: their profile's when it is one of their active districts, else their first active one, else none. */
async function activeDistrictOf(db: TDbOrTx, user: Pick<TUserRow, "id" | "leaid">): Promise<string | null> {
  const districts = await activeDistricts(db, user.id);
  return user.leaid && districts.includes(user.leaid) ? user.leaid : (districts[0] ?? null);
}

/** Runs report `key` for `actor` with the validated query; 404 for a key the role may not open. */
export async function runReport(
  db: TDbOrTx,
  actor: TUserRow,
  key: string,
  q: TReportQuery,
  now: Date,
  locale: string,
  opts: { onOwnScreen?: boolean; extra?: Record<string, string | undefined> } = {},
): Promise<TReportRun> {
  const definition = reportByKey(key);
  if (!definition || !mayOpenReport(actor, definition)) throw notFound();
  const scope = scopeOf(actor, definition.access);
  const members = definition.subjectless ? [] : await reportMembers(db, actor, scope);
  const subject: TReportSubject = definition.subjectless
    ? { kind: "team", members: [] }
    : definition.teamOnly
      ? { kind: "team", members }
      : await resolveSubject(db, actor, definition, scope, q, members);
  // Whose district's target, semester break and category colours: the subject's (or, for a team, the
  // reader's) active membership, never the district a profile names.
  const leaid = subject.kind === "user" && !subject.user.isSelf ? await activeDistrictOf(db, subject.user) : (await placedUser(db, actor)).leaid;
  const district = await districtReportSettings(db, leaid);
  const bounds = subject.kind === "user" ? subject.user : actor;
  const sy: TReportYear = { startOfSy: bounds.startOfSy, endOfSy: bounds.endOfSy, semesterBreak: district.semesterBreak };
  const period: TReportPeriodKind = q.period && definition.periods.offered.includes(q.period) ? q.period : definition.periods.initial;
  const day = q.date ?? todayIn(actor.timezone, now);
  const range = period === "custom" ? (q.from && q.to ? { from: q.from, to: q.to } : customDefault(definition, day, sy)) : reportRange(period, day, sy);
  const previous = previousReportRange(period, range, sy);
  // Reports count recorded time: the events up to now, in the counselor's time zone (a team: the actor's).
  const filters: TReportFilters = { ...reportFilters(q), asOf: asOfIn(subject.kind === "user" ? subject.user.timezone : actor.timezone, now) };
  let userIds = subject.kind === "user" ? [subject.user.id] : subject.members.map((m) => m.id);
  if (filters.ncessch) userIds = await atSchool(db, filters.ncessch, userIds);
  const target = district.target;
  const tc = await categoryTranslator(locale);
  const viewer = { id: actor.id, roleId: actor.roleId, specialUser: actor.specialUser };
  const small = leavesCounselor(viewer, subject, opts.onOwnScreen === true);
  const context: TReportContext = {
    db,
    actor,
    subject,
    userIds,
    period,
    range,
    previous,
    target,
    filters,
    extra: extraParams(definition, opts.extra),
    colorLeaid: leaid,
    smallCells: small,
    locale,
    categoryLabel: (c) => (c.id == null ? "—" : categoryName(tc, c)),
  };
  const result = applyPrivacy(await definition.run(context), { names: namesAllowed(viewer, subject), small });
  // A report read on the reader's screen that names students is a read of each of their records
  // (the API route logs its own channel: report, csv or pdf).
  if (opts.onOwnScreen) logReportRead(db, actor.id, { definition, context: { subject }, result }, "report", now);
  return {
    definition,
    context: { actor, subject, userIds, period, range, previous, target, filters: context.filters, extra: context.extra, colorLeaid: leaid, smallCells: small, locale },
    result,
    members,
  };
}
