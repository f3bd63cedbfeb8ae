import { createHash } from "node:crypto";
import type { TClientCounts } from "@/db/schema/client-counts";
import { ROLE } from "@/lib/auth/roles";
import { zeroCounts } from "@/lib/clients/rules";
import type { TDemographicsRow, TUserRow } from "./files";

// How OneRoster fields become this product's records. Pure.

/** Staff roles that become accounts with a district membership; a counselor's account also holds a caseload. */
export const STAFF_ROLES = ["counselor", "administrator", "districtAdministrator", "siteAdministrator", "principal", "teacher"] as const;

export function isStaff(role: string): boolean {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/**
 * The role a new account gets: a counselor the counselor's role; every other staff member the basic member
 * role. A roster never makes anyone a manager or director: those powers are granted in the product.
 */
export function roleIdOf(role: string): number {
  return role === "counselor" ? ROLE.user : ROLE.member;
}

const GRADE_IDS: Record<string, number> = { PK: 14, KG: 0, "01": 1, "02": 2, "03": 3, "04": 4, "05": 5, "06": 6, "07": 7, "08": 8, "09": 9, "10": 10, "11": 11, "12": 12 };

/** The grade of a student: the first OneRoster grade code we keep (PK, KG, 01-12); others (IT, PR, TK, PS, UG, Other) none. */
export function gradeIdOf(grades: readonly string[]): number | null {
  for (const g of grades) {
    const id = GRADE_IDS[g.length === 1 && /\d/.test(g) ? `0${g}` : g.toUpperCase()];
    if (id !== undefined) return id;
  }
  return null;
}

/**
 * A student's counts from demographics: male or female from sex, and one race field by gender. Hispanic
 * or Latino ethnicity counts as HI whatever the races; two or more races (named or flagged) as TR. A sex
 * other than male or female counts neither gender nor race, as the counselor's own form does.
 */
export function countsOf(d: TDemographicsRow | undefined): TClientCounts {
  const counts = zeroCounts();
  if (!d || (d.sex !== "male" && d.sex !== "female")) return counts;
  const g = d.sex === "male" ? "m" : "f";
  counts[d.sex] = 1;
  const races = [
    ["am", d.americanIndianOrAlaskaNative],
    ["as", d.asian],
    ["bl", d.blackOrAfricanAmerican],
    ["hp", d.nativeHawaiianOrOtherPacificIslander],
    ["wh", d.white],
  ].filter(([, v]) => v === "true");
  const code = d.hispanicOrLatinoEthnicity === "true" ? "hi" : d.demographicRaceTwoOrMoreRaces === "true" || races.length > 1 ? "tr" : races.length === 1 ? races[0][0] : null;
  if (code) counts[`${code}${g}` as keyof TClientCounts] = 1;
  return counts;
}

/** The name a counselor sees: the preferred first name when given, then the family name. */
export function studentName(u: Pick<TUserRow, "givenName" | "preferredGivenName" | "familyName">): string {
  return `${u.preferredGivenName || u.givenName} ${u.familyName}`.trim().slice(0, 200);
}

/** The school's own student number: the identifier, else the username (at most 32 characters). */
export function studentNumberOf(u: Pick<TUserRow, "identifier" | "username">): string {
  return (u.identifier || u.username).slice(0, 32);
}

/** The school of a user: the primary org, else the first listed org. */
export function primaryOrgOf(u: Pick<TUserRow, "primaryOrgSourcedId" | "orgSourcedIds">): string | null {
  return u.primaryOrgSourcedId || u.orgSourcedIds[0] || null;
}

/** A digest of what a row writes: equal digests mean a second import has nothing to change. */
export function digest(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}
