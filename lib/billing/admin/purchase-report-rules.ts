// Pure helpers of the monthly purchase report (lib/billing/admin/purchase-report.ts).

/** The first month (YYYY-MM) of a report of `months` months ending with the month of `today` (YYYY-MM-DD). */
export function firstReportMonth(today: string, months: number): string {
  const [y, m] = today.split("-").map(Number);
  const index = y * 12 + (m - 1) - (months - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}
