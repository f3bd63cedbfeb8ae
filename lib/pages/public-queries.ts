import "server-only";
import { and, asc, eq, gte, inArray, isNull, or } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { conferences, schoolDistricts, schools, userSurveys, users } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { localizedText } from "@/lib/i18n/content";

// Reads behind the public pages. They return only what a public page may show: names and
// schools of staff, never student data, emails or ids beyond what the page needs.

/** The counselor (role 1, active) requests and QR codes are for. The email stays on the server. */
export async function findCounselor(db: TDbOrTx, username: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, firstName: users.firstName, lastName: users.lastName, schoolName: users.schoolName, timezone: users.timezone })
    .from(users)
    .where(and(eq(users.username, username), eq(users.roleId, ROLE.user), eq(users.active, true)))
    .limit(1);
  return row ?? null;
}

export type TPublicCounselor = { username: string; name: string; schoolName: string; timezone: string };

/** What a public page may show of a counselor. */
export async function findPublicCounselor(db: TDbOrTx, username: string): Promise<TPublicCounselor | null> {
  const c = await findCounselor(db, username);
  return c ? { username: c.username, name: `${c.firstName} ${c.lastName}`.trim(), schoolName: c.schoolName, timezone: c.timezone } : null;
}

/** Who can be an ambassador: people who work with the product in schools, districts and universities. */
export const AMBASSADOR_ROLES = [ROLE.user, ROLE.manager, ROLE.director, ROLE.universityFaculty] as const;

/** The public card of an ambassador (/ambassadorinfo/:username): an active user of those roles. */
export async function findAmbassador(db: TDbOrTx, username: string) {
  const [row] = await db
    .select({
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      roleId: users.roleId,
      schoolName: users.schoolName,
      state: users.state,
      city: schools.city,
      district: schoolDistricts.name,
    })
    .from(users)
    .leftJoin(schools, eq(schools.ncessch, users.ncessch))
    .leftJoin(schoolDistricts, eq(schoolDistricts.leaid, users.leaid))
    .where(and(eq(users.username, username), eq(users.active, true), inArray(users.roleId, [...AMBASSADOR_ROLES])))
    .limit(1);
  return row ?? null;
}

/**
 * The account a post-registration survey is for (new accounts may not be active yet), and whether
 * it was answered already. Whether it is still open is the sign-up's rule (within a day, once).
 */
export async function findSurveyUser(db: TDbOrTx, username: string) {
  const [row] = await db.select({ id: users.id, firstName: users.firstName, createdAt: users.createdAt }).from(users).where(eq(users.username, username)).limit(1);
  if (!row) return null;
  const [answered] = await db.select({ id: userSurveys.id }).from(userSurveys).where(eq(userSurveys.userId, row.id)).limit(1);
  return { ...row, answered: !!answered };
}

/** A user's first name for a greeting on /scheduleDemo/:username. */
export async function findFirstName(db: TDbOrTx, username: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName })
    .from(users)
    .where(and(eq(users.username, username), eq(users.active, true)))
    .limit(1);
  return row?.firstName || null;
}

/** Conferences that have not ended by `today` (YYYY-MM-DD), soonest first; their offer in `locale` when stored in it. */
export async function listUpcomingConferences(db: TDbOrTx, today: string, locale = "en") {
  const rows = await db
    .select({
      slug: conferences.slug,
      name: conferences.name,
      startDate: conferences.startDate,
      endDate: conferences.endDate,
      city: conferences.city,
      state: conferences.state,
      freeLabel: conferences.freeLabel,
      link: conferences.link,
      translations: conferences.translations,
    })
    .from(conferences)
    .where(or(gte(conferences.endDate, today), and(isNull(conferences.endDate), gte(conferences.startDate, today))))
    .orderBy(asc(conferences.startDate), asc(conferences.name));
  return rows.map(({ translations, ...c }) => ({ ...c, freeLabel: localizedText({ freeLabel: c.freeLabel, translations }, "freeLabel", locale) }));
}
