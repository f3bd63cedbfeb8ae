// Pure rules of the grants list: funding sources a counselor can apply to. No database, no Next.

import { STATES } from "@/db/seed/data/states";

export const STATE_CODES: ReadonlySet<string> = new Set(STATES.map((s) => s.code));

/** Dollars as typed ("5000", "5000.5", "5,000.00") → cents; null when empty; NaN when not an amount. At most $20,000,000. */
export function dollarsToCentsOrNull(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, "");
  if (clean === "") return null;
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(clean)) return Number.NaN;
  const [whole, fraction = ""] = clean.split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return cents <= 2_000_000_000 ? cents : Number.NaN;
}

/** "$5,000", "$5,000 – $25,000", "up to $10,000", "from $1,000" or null ("varies"). */
export function amountText(min: number | null, max: number | null, fmt: (cents: number) => string, words: { upTo: (v: string) => string; from: (v: string) => string }): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null) return min === max ? fmt(min) : `${fmt(min)} – ${fmt(max)}`;
  return max !== null ? words.upTo(fmt(max)) : words.from(fmt(min as number));
}

/** Whether a grant is still open on `today` (YYYY-MM-DD): a rolling grant (no deadline) always is; the deadline day itself counts. */
export function isOpen(deadline: string | null, today: string): boolean {
  return deadline === null || deadline >= today;
}

/** A grant applies to a state when it is national (no states) or lists it. */
export function appliesTo(states: readonly string[], state: string | null): boolean {
  return !state || states.length === 0 || states.includes(state);
}

/** Days left until the deadline (0 on the day), or null for a rolling grant. */
export function daysLeft(deadline: string | null, today: string): number | null {
  if (deadline === null) return null;
  return Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
