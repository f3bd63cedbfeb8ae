import { formatInTimeZone } from "date-fns-tz";

// Pure licence and calendar rules. The clock is always passed in.

/** Today's calendar date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date): string {
  return formatInTimeZone(now, safeTimeZone(timeZone), "yyyy-MM-dd");
}

/** Days from today (in the user's zone) to the licence end date; negative once expired. */
export function daysUntilExpire(expires: string, timeZone: string, now: Date): number {
  return Math.round((parseDate(expires).getTime() - parseDate(todayIn(timeZone, now)).getTime()) / 86_400_000);
}

/** The licence runs through its end date inclusive. */
export function isLicenceExpired(expires: string, timeZone: string, now: Date): boolean {
  return daysUntilExpire(expires, timeZone, now) < 0;
}

/** Whole days since the last unpaid invoice was issued; 0 when there is none. */
export function invoiceDaysPass(lastInvoiceAt: Date | null, now: Date): number {
  if (!lastInvoiceAt) return 0;
  return Math.max(0, Math.floor((now.getTime() - lastInvoiceAt.getTime()) / 86_400_000));
}

/** The school/licence year containing a date: 1 August to 31 July. */
export function schoolYearOf(date: string): { start: string; end: string } {
  const [y, m] = date.split("-").map(Number);
  const startYear = m >= 8 ? y : y - 1;
  return { start: `${startYear}-08-01`, end: `${startYear + 1}-07-31` };
}

/** Adds days to a YYYY-MM-DD date. */
export function addDaysIso(date: string, days: number): string {
  const d = parseDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function parseDate(date: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

const zoneCache = new Map<string, boolean>();
/** A valid IANA zone name, or America/New_York. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return "America/New_York";
  let ok = zoneCache.get(timeZone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone });
      ok = true;
    } catch {
      ok = false;
    }
    zoneCache.set(timeZone, ok);
  }
  return ok ? timeZone : "America/New_York";
}
