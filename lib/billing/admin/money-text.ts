// Dollar amounts as an admin types them ("89", "89.5", "89.50"), converted with whole-number
// arithmetic on the digits so that no floating-point drift reaches the stored cents. Pure: the
// forms use it in the browser.

/** At most 6 whole digits and 2 decimals. */
export const DOLLARS_TEXT = /^\d{1,6}(\.\d{1,2})?$/;

/** "89", "89.5", "89.50" → 8950 (call on text matching DOLLARS_TEXT). */
export function dollarsTextToCents(text: string): number {
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents as the text of a dollars input: 8950 → "89.50". */
export function centsToDollarsText(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}
