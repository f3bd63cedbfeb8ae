import "server-only";
import { and, asc, count, eq, ilike, like, or, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { schoolDistricts, schools } from "@/db/schema";
import { INSTITUTION_PAGE_SIZE, LOOKUP_LIMIT } from "./constants";
import type { TInstitutionFilter } from "./schemas";

// Reads of schools and school districts. Reference data: any signed-in page may read it; the
// admin pages call the list functions after their own guard.

export type TPage<T> = { rows: T[]; total: number; page: number; pageSize: number; pages: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function pageOf<T>(rows: T[], total: number, page: number): TPage<T> {
  return { rows, total, page, pageSize: INSTITUTION_PAGE_SIZE, pages: Math.max(1, Math.ceil(total / INSTITUTION_PAGE_SIZE)) };
}

/** q: digits search the NCES id by prefix, other text the name (anywhere, any case). */
function textCondition(q: string | undefined, idColumn: typeof schools.ncessch | typeof schoolDistricts.leaid, nameColumn: typeof schools.schnam | typeof schoolDistricts.name): SQL | undefined {
  if (!q) return undefined;
  if (/^\d+$/.test(q)) return or(like(idColumn, `${q}%`), ilike(nameColumn, `%${escapeLike(q)}%`));
  return ilike(nameColumn, `%${escapeLike(q)}%`);
}

export async function listDistricts(db: TDbOrTx, filter: TInstitutionFilter) {
  const where = and(
    textCondition(filter.q, schoolDistricts.leaid, schoolDistricts.name),
    filter.state ? eq(schoolDistricts.state, filter.state) : undefined,
    filter.zip ? like(schoolDistricts.zip, `${filter.zip}%`) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(schoolDistricts).where(where);
  const rows = await db
    .select({
      leaid: schoolDistricts.leaid,
      name: schoolDistricts.name,
      state: schoolDistricts.state,
      city: schoolDistricts.city,
      zip: schoolDistricts.zip,
      schools: sql<number>`(select count(*)::int from schools s where s.leaid = "school_districts"."leaid")`,
    })
    .from(schoolDistricts)
    .where(where)
    .orderBy(asc(schoolDistricts.name), asc(schoolDistricts.leaid))
    .limit(INSTITUTION_PAGE_SIZE)
    .offset((filter.page - 1) * INSTITUTION_PAGE_SIZE);
  return pageOf(rows, total, filter.page);
}

export async function listSchools(db: TDbOrTx, filter: TInstitutionFilter) {
  const where = and(textCondition(filter.q, schools.ncessch, schools.schnam), filter.state ? eq(schools.state, filter.state) : undefined, filter.zip ? like(schools.zip, `${filter.zip}%`) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(schools).where(where);
  const rows = await db
    .select({
      ncessch: schools.ncessch,
      schnam: schools.schnam,
      leaid: schools.leaid,
      district: schoolDistricts.name,
      city: schools.city,
      zip: schools.zip,
      state: schools.state,
      level: schools.level,
      timezone: schools.timezone,
    })
    .from(schools)
    .leftJoin(schoolDistricts, eq(schoolDistricts.leaid, schools.leaid))
    .where(where)
    .orderBy(asc(schools.schnam), asc(schools.ncessch))
    .limit(INSTITUTION_PAGE_SIZE)
    .offset((filter.page - 1) * INSTITUTION_PAGE_SIZE);
  return pageOf(rows, total, filter.page);
}

export async function getDistrict(db: TDbOrTx, leaid: string) {
  const [row] = await db
    .select({ leaid: schoolDistricts.leaid, name: schoolDistricts.name, state: schoolDistricts.state, city: schoolDistricts.city, zip: schoolDistricts.zip })
    .from(schoolDistricts)
    .where(eq(schoolDistricts.leaid, leaid))
    .limit(1);
  return row ?? null;
}

export async function getSchool(db: TDbOrTx, ncessch: string) {
  const [row] = await db
    .select({
      ncessch: schools.ncessch,
      schnam: schools.schnam,
      leaid: schools.leaid,
      city: schools.city,
      zip: schools.zip,
      state: schools.state,
      level: schools.level,
      timezone: schools.timezone,
      countyFips: schools.countyFips,
    })
    .from(schools)
    .where(eq(schools.ncessch, ncessch))
    .limit(1);
  return row ?? null;
}

/** sdList: the districts whose LEAID starts with the given digits (the sign-up's district look-up). */
export async function districtsByLeaidPrefix(db: TDbOrTx, prefix: string) {
  return db
    .select({ LEAID: schoolDistricts.leaid, name: schoolDistricts.name, state: schoolDistricts.state, city: schoolDistricts.city, zipcode: schoolDistricts.zip })
    .from(schoolDistricts)
    .where(like(schoolDistricts.leaid, `${prefix}%`))
    .orderBy(asc(schoolDistricts.leaid))
    .limit(LOOKUP_LIMIT);
}

/** LEAIDList: the districts of a zip code: those with a school there, and those whose office is there. */
export async function districtsByZip(db: TDbOrTx, zip: string) {
  const five = zip.slice(0, 5);
  return db
    .select({ LEAID: schoolDistricts.leaid, name: schoolDistricts.name, state: schoolDistricts.state, city: schoolDistricts.city, zipcode: schoolDistricts.zip })
    .from(schoolDistricts)
    .where(or(like(schoolDistricts.zip, `${five}%`), sql`exists (select 1 from schools s where s.leaid = "school_districts"."leaid" and s.zip like ${`${five}%`})`))
    .orderBy(asc(schoolDistricts.name))
    .limit(LOOKUP_LIMIT);
}
