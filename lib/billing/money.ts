// Money is integer cents inside; these are the only conversions to dollars, at the API edge and in
// display (issue 4 rule 1: "shown as $1,234.00"). Pure, so the quote page can use it in the browser.

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$1,234.00"; a negative amount shows "-$5.00"; a value that is not a number shows empty (spec 2 section 5). */
export function formatMoney(cents: number): string {
  if (typeof cents !== "number" || !Number.isFinite(cents)) return "";
  const rounded = Math.round(cents);
  // Intl puts the sign before the symbol ("-$5.00"); -0 would print "-$0.00".
  if (rounded === 0) return USD.format(0);
  return USD.format(rounded / 100);
}

/** Cents as dollars with two decimals (12345 → 123.45); 0 for a value that is not a number, so JSON stays numeric. */
export function centsToDollars(cents: number): number {
  if (typeof cents !== "number" || !Number.isFinite(cents)) return 0;
  return Math.round(cents) / 100;
}

/** Dollars as integer cents (1.005 → 101, not 100); NaN for a value that is not a number, so validation can reject it. */
export function dollarsToCents(dollars: number): number {
  if (typeof dollars !== "number" || !Number.isFinite(dollars)) return Number.NaN;
  // toFixed first: 1.005 * 100 is 100.49999999999999 in binary floating point.
  return Math.round(Number((dollars * 100).toFixed(6)));
}
