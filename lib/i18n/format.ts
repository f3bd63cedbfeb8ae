/** Dates are shown MM/DD/YY (spec 1 section 9) from a YYYY-MM-DD value. */
export function formatDisplayDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-");
  if (!y || !m || !d) return isoDate;
  return `${m}/${d}/${y.slice(2)}`;
}

/** Integer cents as US dollars: $1,234.00. */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}
