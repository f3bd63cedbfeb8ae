import "server-only";
import { and, asc, eq, inArray, like, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { conferences, countries, coupons, monthlyPromotions, partners, schoolDistricts, schools, states, universities, users } from "@/db/schema";
import { localizedText } from "@/lib/i18n/content";
import { conferenceSuffix } from "./rules";

// Public reads of the sign-up flow: coupons, conferences, partners, schools and universities.
// None of them returns anything about a user beyond whether an email is taken.

export type TCouponView = { id: number; code: string; discount: number; expires0731: boolean; comment: string; product: number | null; priceCents: number; expires: string | null; active: boolean };
export type TConferenceView = {
  id: number;
  slug: string;
  name: string;
  coupon: number;
  freeLabel: string;
  logo_url: string;
  link: string;
  signupNoteExpiration: string;
  expires: string | null;
  conferenceRCode: string;
};
export type TPartnerView = { id: number; name: string; logo: string; logo_background: string; discount: number; host_id: number; state: string };
export type TSchoolView = { NCESSCH: string; SCHNAM: string; LEAID: string | null; school_district: string | null; city: string | null; state: string; zip: string; level: number };
export type TUniversityView = {
  IPEDSID: number;
  name: string;
  school_name: string;
  zip: string;
  zipcode: string;
  state: string;
  city: string | null;
  domain: string;
  AppID: number;
  univerLogo: string | null;
};

const couponColumns = {
  id: coupons.id,
  code: coupons.code,
  discount: coupons.discount,
  expires0731: coupons.expires0731,
  comment: coupons.comment,
  product: coupons.product,
  priceCents: coupons.priceCents,
  expires: coupons.expires,
  active: coupons.active,
};

/** Coupon codes are matched without regard to case (/coupons/free100 is FREE100). */
export async function findCouponByCode(db: TDbOrTx, code: string): Promise<TCouponView | null> {
  const value = code.trim();
  if (!value || value.length > 64) return null;
  const [row] = await db
    .select(couponColumns)
    .from(coupons)
    .where(sql`lower(${coupons.code}) = ${value.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findCouponById(db: TDbOrTx, id: number): Promise<TCouponView | null> {
  const [row] = await db.select(couponColumns).from(coupons).where(eq(coupons.id, id)).limit(1);
  return row ?? null;
}

/** A conference by its slug (the /{dinamic} value) or its numeric id; its offer texts in `locale` when stored in it. */
export async function findConference(db: TDbOrTx, idOrSlug: string, locale = "en"): Promise<(TConferenceView & { lastOneCh: string; lastTowCh: string }) | null> {
  const value = idOrSlug.trim();
  if (!value || value.length > 64) return null;
  const where = /^\d+$/.test(value) && Number(value) <= 2_147_483_647 ? eq(conferences.id, Number(value)) : sql`lower(${conferences.slug}) = ${value.toLowerCase()}`;
  const [row] = await db.select().from(conferences).where(where).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    coupon: row.coupon,
    freeLabel: localizedText(row, "freeLabel", locale),
    logo_url: row.logoUrl,
    link: row.link,
    signupNoteExpiration: localizedText(row, "signupNoteExpiration", locale),
    expires: row.expires,
    conferenceRCode: row.conferenceRCode,
    ...conferenceSuffix(row.slug),
  };
}

/** The host without port, lowercased: "Academy.localhost:3000" → "academy.localhost". */
export function bareHost(host: string | null | undefined): string {
  return (host ?? "").trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
}

export async function findPartnerByHost(db: TDbOrTx, host: string | null | undefined): Promise<TPartnerView | null> {
  const value = bareHost(host);
  if (!value || value.length > 255) return null;
  const [row] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.host, value), eq(partners.active, true)))
    .limit(1);
  if (!row) return null;
  return { id: row.id, name: row.name, logo: row.logo, logo_background: row.logoBackground, discount: row.discount, host_id: row.id, state: row.state };
}

export async function findPartnerById(db: TDbOrTx, id: number): Promise<TPartnerView | null> {
  const [row] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.id, id), eq(partners.active, true)))
    .limit(1);
  if (!row) return null;
  return { id: row.id, name: row.name, logo: row.logo, logo_background: row.logoBackground, discount: row.discount, host_id: row.id, state: row.state };
}

/** The monthly promotion of a month (1-12). */
export async function monthlyPromotion(db: TDbOrTx, month: number) {
  const [row] = await db.select().from(monthlyPromotions).where(eq(monthlyPromotions.month, month)).limit(1);
  return row ?? null;
}

const schoolColumns = {
  NCESSCH: schools.ncessch,
  SCHNAM: schools.schnam,
  LEAID: schools.leaid,
  school_district: schoolDistricts.name,
  city: schools.city,
  state: schools.state,
  zip: schools.zip,
  level: schools.level,
};

/** Schools of a zip code (the first five digits), with their districts, by name. */
export async function schoolsByZip(db: TDbOrTx, zip: string): Promise<(TSchoolView & { allocation_cents: number | null; timezone: string })[]> {
  const five = zip.replace(/\D/g, "").slice(0, 5);
  if (five.length < 5) return [];
  return db
    .select({ ...schoolColumns, allocation_cents: schools.titleOneAllocationCents, timezone: schools.timezone })
    .from(schools)
    .leftJoin(schoolDistricts, eq(schoolDistricts.leaid, schools.leaid))
    .where(like(schools.zip, `${five}%`))
    .orderBy(asc(schools.schnam))
    .limit(200);
}

export async function schoolsByState(db: TDbOrTx, state: string): Promise<TSchoolView[]> {
  return db
    .select(schoolColumns)
    .from(schools)
    .leftJoin(schoolDistricts, eq(schoolDistricts.leaid, schools.leaid))
    .where(eq(schools.state, state.toUpperCase()))
    .orderBy(asc(schools.schnam))
    .limit(1000);
}

export async function findState(db: TDbOrTx, code: string) {
  const [row] = await db.select().from(states).where(eq(states.code, code.toUpperCase())).limit(1);
  return row ?? null;
}

export async function findSchool(db: TDbOrTx, ncessch: string) {
  const [row] = await db.select().from(schools).where(eq(schools.ncessch, ncessch)).limit(1);
  return row ?? null;
}

function universityView(u: typeof universities.$inferSelect): TUniversityView {
  return { IPEDSID: u.ipedsid, name: u.name, school_name: u.name, zip: u.zip, zipcode: u.zip, state: u.state, city: u.city, domain: u.domain, AppID: u.appId, univerLogo: u.logo };
}

/** Universities whose domain is one of these (an email's domain and its parents). */
export async function universitiesByDomains(db: TDbOrTx, domains: string[]): Promise<TUniversityView[]> {
  if (domains.length === 0) return [];
  const rows = await db.select().from(universities).where(inArray(universities.domain, domains)).orderBy(asc(universities.name));
  return rows.map(universityView);
}

/** Universities whose name contains the text (case-insensitive). */
export async function universitiesByName(db: TDbOrTx, name: string): Promise<TUniversityView[]> {
  const pattern = `%${name
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select()
    .from(universities)
    .where(sql`lower(${universities.name}) like ${pattern}`)
    .orderBy(asc(universities.name))
    .limit(20);
  return rows.map(universityView);
}

/** Universities of a zip code; failing that, of the same 3-digit zip area. */
export async function universitiesByZip(db: TDbOrTx, zip: string): Promise<TUniversityView[]> {
  const five = zip.replace(/\D/g, "").slice(0, 5);
  if (five.length < 5) return [];
  const exact = await db.select().from(universities).where(eq(universities.zip, five)).orderBy(asc(universities.name));
  if (exact.length) return exact.map(universityView);
  const area = await db
    .select()
    .from(universities)
    .where(like(universities.zip, `${five.slice(0, 3)}%`))
    .orderBy(asc(universities.name))
    .limit(20);
  return area.map(universityView);
}

export async function findUniversity(db: TDbOrTx, ipedsid: number): Promise<TUniversityView | null> {
  const [row] = await db.select().from(universities).where(eq(universities.ipedsid, ipedsid)).limit(1);
  return row ? universityView(row) : null;
}

/** "United States" first, then by name. */
export async function countryList(db: TDbOrTx): Promise<{ code: string; name: string }[]> {
  const rows = await db.select().from(countries).orderBy(asc(countries.name));
  return [...rows.filter((c) => c.code === "US"), ...rows.filter((c) => c.code !== "US")];
}

/** Whether an account uses this (normalised) email. Compared in lower case, as sign-in does. */
export async function findUserIdByEmail(db: TDbOrTx, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row?.id ?? null;
}
