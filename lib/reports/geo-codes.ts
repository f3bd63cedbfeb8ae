import { STATES } from "@/db/seed/data/states";

// USPS state codes ↔ 2-digit state FIPS codes (the states reference table, seeded from this list):
// the maps' data rows name a state by its USPS code and a county by its 5-digit FIPS code, whose
// first two digits are the state's FIPS code. Pure: the client may import it.

const CODE_TO_FIPS = new Map(STATES.map((s) => [s.code, s.fips]));
const FIPS_TO_CODE = new Map(STATES.map((s) => [s.fips, s.code]));
const CODE_TO_NAME = new Map(STATES.map((s) => [s.code, s.name]));

/** The USPS codes of the states (50 and DC). */
export const STATE_CODES: readonly string[] = STATES.map((s) => s.code);

export function isStateCode(code: string): boolean {
  return CODE_TO_FIPS.has(code);
}

/** "WA" → "53"; null for an unknown code. */
export function stateFipsOf(code: string): string | null {
  return CODE_TO_FIPS.get(code) ?? null;
}

/** "53" → "WA"; null for an unknown FIPS code. */
export function stateCodeOfFips(fips: string): string | null {
  return FIPS_TO_CODE.get(fips) ?? null;
}

/** The state of a 5-digit county FIPS code ("53033" → "WA"). */
export function stateOfCounty(countyFips: string): string | null {
  return /^\d{5}$/.test(countyFips) ? stateCodeOfFips(countyFips.slice(0, 2)) : null;
}

export function stateName(code: string): string {
  return CODE_TO_NAME.get(code) ?? code;
}
