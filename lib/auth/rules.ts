import { homeOf, mayOpenPath } from "./areas";
import { ROLE } from "./roles";

// Pure navigation and redirect rules: where a sign-in lands, and where a route change is sent. No clock, no database.

export type TRedirectUser = {
  role_id: number;
  goToUserProfile: boolean;
  goToTagsPage: boolean;
  goToCalendarPage: boolean;
  reNew: number;
  daysUntilExpire: number;
  invoiceDaysPass: number;
  lastInvoiceID: number | null;
};

/** Where a sign-in lands, the first rule that matches winning (secretary, profile, tags, calendar, renewal, admin, unpaid invoice, dashboard). */
export function postLoginRedirect(user: TRedirectUser, opts: { developmentHost?: boolean } = {}): string {
  const isAdmin = user.role_id === ROLE.admin;
  if (user.role_id === ROLE.secretary) return "/app/calendarAppointment";
  if (user.goToUserProfile) return "/app/user/overview";
  if (user.goToTagsPage) return "/app/tags";
  if (user.goToCalendarPage) return "/app/calendar";
  if (!isAdmin && user.reNew === 11) return "/app/user/billing";
  if (!isAdmin && user.daysUntilExpire < 7) return "/app/user/billing";
  if (user.role_id === ROLE.quoteUser) return "/app/user/billing";
  if (isAdmin) return opts.developmentHost ? "/app/users" : "/app/training";
  if (user.invoiceDaysPass > 60 && user.lastInvoiceID) return `/app/user/billing?order_id=${user.lastInvoiceID}`;
  return "/app/dashboard";
}

/**
 * The navigation rules checked on every route change, applied on the server.
 * Returns where to send the user instead, or null to let them through.
 *
 * Which role may open which /app area is the table of lib/auth/areas.ts; a role going to an area
 * it is not given is sent to its home (homeOf). The spec's rules are cases of it: role 2 at the
 * calendar and role 1 at users or categories go to the dashboard, role 5 at the dashboard goes to
 * the appointment calendar, and role 6 anywhere but billing and its account goes to billing.
 */
export function navigationRedirect(pathname: string, user: { role_id: number; keepSigned: boolean } | null): string | null {
  const path = pathname.split(/[?#]/)[0].replace(/\/+$/, "") || "/";
  if (!user) return null;
  if (path === "/" && user.keepSigned) return "/app/dashboard";
  if (path === "/app") return homeOf(user.role_id);
  if (!mayOpenPath(user.role_id, path)) return homeOf(user.role_id);
  return null;
}

/** Keeps only same-site paths as a post-login destination (no open redirects). */
export function safeCallbackPath(value: string | null | undefined): string | null {
  if (!value) return null;
  // URL parsers drop tabs and newlines ("/\t/evil.com" is "//evil.com"): refuse control characters and backslashes.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (value.startsWith("/login") || value.startsWith("/api/")) return null;
  return value;
}
