import { and, count, eq, isNull } from "drizzle-orm";
import type { TDbOrTx } from "../client";
import { counties, schools, states } from "../schema";
import { atlasCounties } from "@/lib/reports/geo-atlas";

// Reference data: the US counties (Census FIPS) of the maps' atlas (us-atlas counties-10m: 3,142
// counties of the 50 states and DC), with their state's USPS code from the states table, for every
// database. Idempotent: a database that has them all is left alone; names are never overwritten.

/** The county of each seeded school district (NCES LEAID → 5-digit county FIPS), for its schools. */
export const SEEDED_DISTRICT_COUNTIES: Readonly<Record<string, string>> = {
  "5307710": "53033", // Seattle: King County, WA
  "5302820": "53033", // Federal Way: King County, WA
  "5302310": "53017", // East Wenatchee: Douglas County, WA
  "0608370": "06007", // Chico: Butte County, CA
  "1200390": "12086", // Miami-Dade County, FL
  "1200960": "12063", // Marianna: Jackson County, FL
  "2610110": "26049", // Clio: Genesee County, MI
};

export async function seedCounties(db: TDbOrTx): Promise<void> {
  const atlas = atlasCounties();
  const [{ n }] = await db.select({ n: count() }).from(counties);
  if (n < atlas.length) {
    const known = new Map((await db.select({ code: states.code, fips: states.fips }).from(states)).map((s) => [s.fips, s.code]));
    const rows = atlas.flatMap((c) => {
      const state = known.get(c.fips.slice(0, 2));
      return state ? [{ fips: c.fips, name: c.name, state }] : [];
    });
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insert(counties)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing();
  }
  // The seeded schools get their real county (only where none is set: an administrator's choice stays).
  for (const [leaid, fips] of Object.entries(SEEDED_DISTRICT_COUNTIES)) {
    await db
      .update(schools)
      .set({ countyFips: fips })
      .where(and(eq(schools.leaid, leaid), isNull(schools.countyFips)));
  }
}
