// Pure rules of conference feedback (tested in tests/unit/conference-feedback-rules.test.ts).

/** A visitor may leave feedback once the conference has started: its start date is today or before (UTC dates). */
export function feedbackOpen(startDate: string | null, now: Date): boolean {
  if (!startDate) return false;
  return startDate <= now.toISOString().slice(0, 10);
}

/** One CSV cell: quoted when needed, and a leading = + - @ neutralised so a spreadsheet does not run it as a formula. */
export function csvCell(value: string | number | null): string {
  let s = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
