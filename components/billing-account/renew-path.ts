import { renewalStart } from "@/lib/billing/dates";

/**
 * The renew link, "/app/{url}/max if AppID is 0, else /app/{url}/{next year}-08-01", where
 * {url} is the licence quote page: /newLicense/{username}/0 with the date parameter the quote page
 * reads ('max' presets one MAX licence; a date is the start). The date is the renewal's start:
 * "a renewal starts the day after the current licence ends", which for a licence
 * running to 31 July is that next 1 August; a licence that has ended renews from today.
 */
export function renewPath(user: { username: string; appId: number; expires: string | null }, today: string): string {
  const date = user.appId === 0 ? "max" : renewalStart(today, user);
  return `/newLicense/${encodeURIComponent(user.username)}/0?date=${date}`;
}
