import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { caseloadRules, schools, users, type TUserRow } from "@/db/schema";
import { can, scopeOf, type TAction } from "@/lib/auth/permissions";
import { ROLE_IDS } from "@/lib/auth/roles";
import { activeDistricts } from "@/lib/memberships/queries";
import { isActiveMemberOfDistrict } from "@/lib/memberships/sql";
import type { TCaseloadRuleView } from "./caseload-schemas";

// Reads of a district's caseload rules page: its rules in the order they are tried, the counselors a
// rule may name and the district's schools. The caller has already decided the district (districtToSet).

/** The roles that keep students of their own: the only ones a rule may place students with. */
export const CASELOAD_ROLE_IDS: readonly number[] = ROLE_IDS.filter((roleId) => can({ roleId, specialUser: null }, "student.write"));

/** A counselor a rule may name: an active member of the district whose role keeps students. */
export function isRuleCounselor(leaid: string) {
  return and(inArray(users.roleId, [...CASELOAD_ROLE_IDS]), eq(users.active, true), isActiveMemberOfDistrict(users.id, leaid));
}

const NAME = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The district's rules, lowest order first (the order they are tried in). */
export async function listCaseloadRules(db: TDbOrTx, leaid: string): Promise<TCaseloadRuleView[]> {
  const rows = await db
    .select({
      id: caseloadRules.id,
      counselorId: caseloadRules.counselorId,
      counselorName: NAME,
      username: users.username,
      ncessch: caseloadRules.ncessch,
      schoolName: schools.schnam,
      gradeFrom: caseloadRules.gradeFrom,
      gradeTo: caseloadRules.gradeTo,
      lastNameFrom: caseloadRules.lastNameFrom,
      lastNameTo: caseloadRules.lastNameTo,
      sort: caseloadRules.sort,
    })
    .from(caseloadRules)
    .innerJoin(users, eq(users.id, caseloadRules.counselorId))
    .leftJoin(schools, eq(schools.ncessch, caseloadRules.ncessch))
    .where(eq(caseloadRules.leaid, leaid))
    .orderBy(asc(caseloadRules.sort), asc(caseloadRules.id));
  return rows.map(({ username, ...r }) => ({ ...r, counselorName: r.counselorName || username }));
}

/** The counselors a rule of the district may name, by name. */
export async function ruleCounselors(db: TDbOrTx, leaid: string): Promise<{ id: number; name: string }[]> {
  const rows = await db.select({ id: users.id, name: NAME, username: users.username }).from(users).where(isRuleCounselor(leaid)).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: r.name || r.username }));
}

/** The district's schools, by name. */
export async function districtSchools(db: TDbOrTx, leaid: string): Promise<{ ncessch: string; name: string }[]> {
  return db.select({ ncessch: schools.ncessch, name: schools.schnam }).from(schools).where(eq(schools.leaid, leaid)).orderBy(asc(schools.schnam), asc(schools.ncessch));
}

/**
 * The district a caseload page (rules, caseloads) opens: whoever holds the page's action everywhere
 * (the administrator) names any by its LEAID in the address; a manager or director gets the district
 * of their active membership.
 */
export async function caseloadPageDistrict(db: TDbOrTx, user: TUserRow, action: TAction, asked: string): Promise<{ isAdmin: boolean; leaid: string | null }> {
  const isAdmin = scopeOf(user, action) === "all";
  if (isAdmin) return { isAdmin, leaid: /^\d{7}$/.test(asked) ? asked : null };
  return { isAdmin, leaid: (await activeDistricts(db, user.id))[0] ?? null };
}
