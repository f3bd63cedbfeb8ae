import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { schoolDistricts, users, type TUserRow } from "@/db/schema";
import { scopeOf } from "@/lib/auth/permissions";
import { notFound } from "@/lib/http/errors";
import { managedScope } from "@/lib/users/queries";
import { COUNSELOR_ROLES, districtCounselorsWhere } from "./district-counselors";
import { DEFAULT_DIRECT_TARGET, type TSchoolYearBounds } from "./rules";

// Whose use of time an actor may read: their own always; a team view for managers (the counselors
// assigned to them who are members of the manager's district), directors (their district's
// counselors), state managers (the districts' counselors of their state) and the admin (every
// counselor). Districts, schools and states are the actor's ACTIVE memberships, never what they
// typed on their profile; a district's counselors are one set everywhere (district-counselors.ts).

export type TTeamKind = "team" | "district" | "state" | "all";

/**
 * The kind of team view an actor has: the scope they hold `team.read` at in the access table, or
 * null (without it, or at `own` or `school`, a reader sees only their own).
 */
export function teamKindOf(user: Pick<TUserRow, "roleId"> & { specialUser?: string | null }): TTeamKind | null {
  const scope = scopeOf(user, "team.read");
  return scope === "team" || scope === "district" || scope === "state" || scope === "all" ? scope : null;
}

export type TTeamMember = { id: number; firstName: string; lastName: string; username: string };

/**
 * The users of an actor's team view, by the scope of `team.read`: `district` the counselors of the
 * districts the actor is an active member of, `state` the districts' counselors of their active
 * state (the set the public district page counts), `team` the users assigned to them who are active
 * members of their district (managedScope), `all` everyone; no team view, no one.
 */
export function teamScope(actor: TUserRow): SQL | undefined {
  switch (teamKindOf(actor)) {
    case "all":
      return sql`true`;
    case "team":
      return managedScope(actor);
    case "district":
      return districtCounselorsWhere({ districtsOf: actor.id });
    case "state":
      return districtCounselorsWhere({ statesOf: actor.id });
    default:
      return sql`false`;
  }
}

/** The counselors in an actor's team view (empty without one). */
export async function teamMembers(db: TDbOrTx, actor: TUserRow): Promise<TTeamMember[]> {
  const kind = teamKindOf(actor);
  if (!kind) return [];
  // Everyone's team view lists the counselors, not every account.
  const where = and(teamScope(actor), ne(users.id, actor.id), kind === "all" ? inArray(users.roleId, [...COUNSELOR_ROLES]) : undefined);
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export type TSubjectUser = TSchoolYearBounds & {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  timezone: string;
  leaid: string | null;
  isSelf: boolean;
  /**
   * The viewer also reads this user's calendar (managedScope, lib/calendar/scope.ts): a director's
   * panel holds the whole district, but only the counselors in their own team are theirs to read
   * in detail; event details (lib/analysis/visibility.ts) are never shown without it.
   */
  inCalendarScope: boolean;
};

const SUBJECT_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  timezone: users.timezone,
  leaid: users.leaid,
  startOfSy: users.startOfSy,
  endOfSy: users.endOfSy,
};

/**
 * The user whose analysis is read: the actor, or a user in their team view. Anyone else answers 404
 * (the same as a user that does not exist: an id that is not theirs says nothing).
 */
export async function resolveAnalysisSubject(db: TDbOrTx, actor: TUserRow, userId?: number | null): Promise<TSubjectUser> {
  if (userId == null || userId === actor.id) {
    return { ...pick(actor), isSelf: true, inCalendarScope: true };
  }
  if (!teamKindOf(actor)) throw notFound();
  const [row] = await db
    .select({ ...SUBJECT_COLUMNS, inCalendarScope: sql<boolean>`(${managedScope(actor)})`.mapWith(Boolean) })
    .from(users)
    .where(and(eq(users.id, userId), teamScope(actor)))
    .limit(1);
  if (!row) throw notFound();
  return { ...row, isSelf: false };
}

function pick(u: TUserRow): Omit<TSubjectUser, "isSelf" | "inCalendarScope"> {
  return { id: u.id, firstName: u.firstName, lastName: u.lastName, username: u.username, timezone: u.timezone, leaid: u.leaid, startOfSy: u.startOfSy, endOfSy: u.endOfSy };
}

/** The direct+indirect target of a district (its setting, 80 by default). */
export async function directTargetOf(db: TDbOrTx, leaid: string | null): Promise<number> {
  if (!leaid) return DEFAULT_DIRECT_TARGET;
  const [row] = await db.select({ target: schoolDistricts.directTargetPercent }).from(schoolDistricts).where(eq(schoolDistricts.leaid, leaid)).limit(1);
  return row?.target ?? DEFAULT_DIRECT_TARGET;
}
