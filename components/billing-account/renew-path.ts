import { addDaysIso, schoolYearOf } from "@/lib/users/rules";

/**
 * Spec 1's renew link, "/app/{url}/max if AppID is 0, else /app/{url}/{next year}-08-01", where
 * {url} is the licence quote page: /newLicense/{username}/0 with the date parameter the quote page
 * reads ('max' presets one MAX licence; a date is the start). "Next year" is read as the next
 * licence year: the 1 August after today (on 2026-11-22 → 2027-08-01; on 2027-03-10 → 2027-08-01).
 */
export function renewPath(user: { username: string; appId: number }, today: string): string {
  const date = user.appId === 0 ? "max" : addDaysIso(schoolYearOf(today).end, 1);
  return `/newLicense/${encodeURIComponent(user.username)}/0?date=${date}`;
}
