import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TDbOrTx } from "@/db/client";
import { memberships, schoolDistricts, schools, users, type TMembershipStatus, type TUserRow } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { forbidden } from "@/lib/http/errors";

// Reads of memberships. A person's scopes come from their ACTIVE rows only; a pending request is
// shown to the person (their profile) and to the deciders of its district, and opens nothing.

export type TMembershipView = {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  roleId: number;
  state: string | null;
  leaid: string | null;
  districtName: string | null;
  ncessch: string | null;
  schoolName: string | null;
  status: TMembershipStatus;
  source: string;
  requestedAt: Date;
  decidedAt: Date | null;
};

const person = alias(users, "member_person");

const VIEW = {
  id: memberships.id,
  userId: memberships.userId,
  firstName: person.firstName,
  lastName: person.lastName,
  email: person.email,
  roleId: memberships.roleId,
  state: memberships.state,
  leaid: memberships.leaid,
  districtName: schoolDistricts.name,
  ncessch: memberships.ncessch,
  schoolName: schools.schnam,
  status: memberships.status,
  source: memberships.source,
  requestedAt: memberships.requestedAt,
  decidedAt: memberships.decidedAt,
};

function viewQuery(db: TDbOrTx, where: SQL | undefined) {
  return db
    .select(VIEW)
    .from(memberships)
    .innerJoin(person, eq(person.id, memberships.userId))
    .leftJoin(schoolDistricts, eq(schoolDistricts.leaid, memberships.leaid))
    .leftJoin(schools, eq(schools.ncessch, memberships.ncessch))
    .where(where);
}

/** A person's memberships that are pending or active, newest first (their profile shows them). */
export async function openMembershipsOf(db: TDbOrTx, userId: number): Promise<TMembershipView[]> {
  return viewQuery(db, and(eq(memberships.userId, userId), inArray(memberships.status, ["pending", "active"]))).orderBy(desc(memberships.requestedAt), desc(memberships.id));
}

/** A person's active memberships. */
export async function activeMembershipsOf(db: TDbOrTx, userId: number): Promise<TMembershipView[]> {
  return viewQuery(db, and(eq(memberships.userId, userId), eq(memberships.status, "active"))).orderBy(asc(memberships.id));
}

/** The districts a person is an active member of (a district membership, or a school's district). */
export async function activeDistricts(db: TDbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ leaid: memberships.leaid })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, "active"), isNotNull(memberships.leaid)))
    .orderBy(asc(memberships.leaid));
  return rows.map((r) => r.leaid as string);
}

/** The schools a person is an active member of. */
export async function activeSchools(db: TDbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ ncessch: memberships.ncessch })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, "active"), isNotNull(memberships.ncessch)))
    .orderBy(asc(memberships.ncessch));
  return rows.map((r) => r.ncessch as string);
}

/** The state a person holds an active state membership of (a state manager's), or null. */
export async function activeState(db: TDbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ state: memberships.state })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, "active"), isNotNull(memberships.state)))
    .orderBy(asc(memberships.id))
    .limit(1);
  return row?.state ?? null;
}

/**
 * The districts whose memberships `actor` decides: every district for an administrator (null: no
 * limit, or the one `leaid` filter asked for), their active districts for a manager or director,
 * none for anyone else (403).
 */
export async function decidedDistricts(db: TDbOrTx, actor: Pick<TUserRow, "id" | "roleId">, leaid?: string | null): Promise<string[] | null> {
  if (actor.roleId === ROLE.admin) return leaid ? [leaid] : null;
  if (actor.roleId !== ROLE.manager && actor.roleId !== ROLE.director) throw forbidden("Only a district's managers and directors decide its memberships.");
  const own = await activeDistricts(db, actor.id);
  return leaid ? own.filter((l) => l === leaid) : own;
}

function ofDistricts(leaids: string[] | null): SQL | undefined {
  if (leaids === null) return undefined;
  return leaids.length ? inArray(memberships.leaid, leaids) : sql`false`;
}

/** The pending requests `actor` decides (oldest first): their districts', or every district's for an administrator. */
export async function pendingRequests(db: TDbOrTx, actor: Pick<TUserRow, "id" | "roleId">, opts: { leaid?: string | null; limit?: number } = {}): Promise<TMembershipView[]> {
  const leaids = await decidedDistricts(db, actor, opts.leaid);
  return viewQuery(db, and(eq(memberships.status, "pending"), isNotNull(memberships.leaid), ofDistricts(leaids)))
    .orderBy(asc(memberships.requestedAt), asc(memberships.id))
    .limit(opts.limit ?? 500);
}

/** The active members of the districts `actor` decides (by district, then name); state memberships for an administrator too. */
export async function activeMembers(db: TDbOrTx, actor: Pick<TUserRow, "id" | "roleId">, opts: { leaid?: string | null; limit?: number } = {}): Promise<TMembershipView[]> {
  const leaids = await decidedDistricts(db, actor, opts.leaid);
  const where = leaids === null ? eq(memberships.status, "active") : and(eq(memberships.status, "active"), ofDistricts(leaids));
  return viewQuery(db, where)
    .orderBy(asc(memberships.state), asc(memberships.leaid), asc(person.lastName), asc(person.firstName), asc(memberships.id))
    .limit(opts.limit ?? 1000);
}

/** Districts for an administrator's filter: those with a pending or active membership. */
export async function districtsWithMemberships(db: TDbOrTx): Promise<{ leaid: string; name: string; state: string }[]> {
  return db
    .selectDistinct({ leaid: schoolDistricts.leaid, name: schoolDistricts.name, state: schoolDistricts.state })
    .from(schoolDistricts)
    .innerJoin(memberships, and(eq(memberships.leaid, schoolDistricts.leaid), inArray(memberships.status, ["pending", "active"])))
    .orderBy(asc(schoolDistricts.name), asc(schoolDistricts.leaid))
    .limit(500);
}

/** One membership by id (any status), or null. */
export async function membershipById(db: TDbOrTx, id: number): Promise<TMembershipView | null> {
  const [row] = await viewQuery(db, eq(memberships.id, id)).limit(1);
  return row ?? null;
}

/**
 * A user as the district and school they are entitled to act for: a manager's or director's
 * district and school are their first active memberships, never their profile's (users.leaid,
 * users.ncessch); the administrator acts anywhere and keeps their own. For the writes that land in
 * a district's shared data (its sub-categories and colours).
 */
export async function placedUser<T extends Pick<TUserRow, "id" | "roleId" | "leaid" | "ncessch">>(db: TDbOrTx, user: T): Promise<T> {
  if (user.roleId === ROLE.admin) return user;
  const [districts, schoolsOf] = await Promise.all([activeDistricts(db, user.id), activeSchools(db, user.id)]);
  const leaid = user.leaid && districts.includes(user.leaid) ? user.leaid : (districts[0] ?? null);
  const ncessch = user.ncessch && schoolsOf.includes(user.ncessch) ? user.ncessch : (schoolsOf[0] ?? null);
  return { ...user, leaid, ncessch };
}
