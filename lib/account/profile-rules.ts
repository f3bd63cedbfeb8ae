// The sections of the user's own profile, /app/user/{type}:
// one page per type, plus the optional {date} (a YYYY-MM-DD day: the calendars page opens the
// calendar on it) and {AppID} (an edition: 0, 1 or 2). Anything else is a 404.

export const PROFILE_TYPES = ["overview", "personal", "password", "school", "schoolYear", "preferences", "scalendars", "billing"] as const;
export type TProfileType = (typeof PROFILE_TYPES)[number];

/** Types whose page lives at its own fixed route: the {type} page sends them there (one place each). */
export const PROFILE_ELSEWHERE: Partial<Record<TProfileType, string>> = { schoolYear: "/app/user/dates", billing: "/app/user/billing" };

export function isProfileType(value: string): value is TProfileType {
  return (PROFILE_TYPES as readonly string[]).includes(value);
}

/** A real calendar day written YYYY-MM-DD, else null. */
export function profileDate(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split("-").map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d ? value : null;
}

/** The {AppID} segment: an edition id (0 trial, 1 PRO, 2 MAX, as users.app_id), else null. */
export function profileAppId(value: string | undefined): number | null {
  return value === "0" || value === "1" || value === "2" ? Number(value) : null;
}

export type TProfileRoute = { type: TProfileType; date: string | null; appId: number | null } | { redirect: string } | null;

/**
 * Reads /app/user/{type}[/{date}[/{AppID}]]: null (a 404) for an unknown type, a day that is not a
 * real date or an AppID that is not an edition; a redirect for the types with their own route.
 */
export function parseProfileRoute(type: string, date?: string, appId?: string): TProfileRoute {
  if (!isProfileType(type)) return null;
  const day = profileDate(date);
  if (date !== undefined && day === null) return null;
  const app = profileAppId(appId);
  if (appId !== undefined && app === null) return null;
  const elsewhere = PROFILE_ELSEWHERE[type];
  if (elsewhere) return { redirect: elsewhere };
  return { type, date: day, appId: app };
}

/** Which area (lib/auth/areas.ts) guards each type's page. */
export function profileArea(type: TProfileType): "account" | "calendarSync" {
  return type === "scalendars" ? "calendarSync" : "account";
}
