import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { schoolDistricts, users, type TUserRow } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { notFound } from "@/lib/http/errors";
import { managedScope } from "@/lib/users/queries";
import { DEFAULT_DIRECT_TARGET, type TSchoolYearBounds } from "./rules";

// Whose use of time an actor may read: their own always; a team view for managers (the counselors
// assigned to them), directors (likewise: their district's counselors are assigned to them), state
// managers (the counselors of their state) and the admin (every counselor). See managedScope.

export type TTeamKind = "team" | "district" | "state" | "all";

/** Users who record time in the team views (counselors, also those whose licence is being renewed). */
const COUNSELOR_ROLES = [ROLE.user, ROLE.renewer];

/** The kind of team view an actor has, or null (a counselor sees only their own). */
export function teamKindOf(user: Pick<TUserRow, "roleId">): TTeamKind | null {
  if (user.roleId === ROLE.admin) return "all";
  if (user.roleId === ROLE.manager) return "team";
  if (user.roleId === ROLE.director) return "district";
  if (user.roleId === ROLE.stateManager) return "state";
  return null;
}

export type TTeamMember = { id: number; firstName: string; lastName: string; username: string };

/** The counselors in an actor's team view (empty without one). */
export async function teamMembers(db: TDbOrTx, actor: TUserRow): Promise<TTeamMember[]> {
  if (!teamKindOf(actor)) return [];
  const where = and(managedScope(actor), ne(users.id, actor.id), actor.roleId === ROLE.admin || actor.roleId === ROLE.stateManager ? inArray(users.roleId, COUNSELOR_ROLES) : undefined);
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
    return { ...pick(actor), isSelf: true };
  }
  if (!teamKindOf(actor)) throw notFound();
  const [row] = await db
    .select(SUBJECT_COLUMNS)
    .from(users)
    .where(and(eq(users.id, userId), managedScope(actor)))
    .limit(1);
  if (!row) throw notFound();
  return { ...row, isSelf: false };
}

function pick(u: TUserRow): Omit<TSubjectUser, "isSelf"> {
  return { id: u.id, firstName: u.firstName, lastName: u.lastName, username: u.username, timezone: u.timezone, leaid: u.leaid, startOfSy: u.startOfSy, endOfSy: u.endOfSy };
}

/** The direct+indirect target of a district (its setting, 80 by default). */
export async function directTargetOf(db: TDbOrTx, leaid: string | null): Promise<number> {
  if (!leaid) return DEFAULT_DIRECT_TARGET;
  const [row] = await db.select({ target: schoolDistricts.directTargetPercent }).from(schoolDistricts).where(eq(schoolDistricts.leaid, leaid)).limit(1);
  return row?.target ?? DEFAULT_DIRECT_TARGET;
}
