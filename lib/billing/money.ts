// Money is integer cents inside; these are the only conversions to dollars, at the API edge and in
// display. Pure, so the quote page can use it in the browser. Display goes through the one money
// formatter of lib/i18n/format.ts: formatMoney(cents, locale) on screens ("1.234,00 $" in German),
// formatDocumentMoney(cents) in PDFs and e-mails ("$1,234.00" in every language).

export { formatDocumentMoney, formatMoney } from "@/lib/i18n/format";

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
