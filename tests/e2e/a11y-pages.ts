import { ROLE } from "../../lib/auth/roles";
import { navFor } from "../../lib/shell/nav";

// The pages the accessibility specs (axe audit, reflow) visit: the public pages, and each main
// role's pages, the items of its side menu plus the pages reached from them.

// The public pages: information pages, entry pages (each opens its login, sign-up or quote
// dialog), a coupon page, a conference page and the quote page (the district page: below).
export const PUBLIC_PAGES = [
  "/",
  "/evangelist",
  "/ambassador",
  "/ambassadors",
  "/ambassadorinfo/counselor",
  "/jobs",
  "/verticals",
  "/questions",
  "/conferences",
  "/conferenceshirts",
  "/trainings",
  "/partnership",
  "/feedback",
  "/privacy",
  "/accessibility",
  "/terms-of-use",
  "/landing-page/welcome",
  "/funding",
  "/scheduleDemo",
  "/appointment/counselor",
  "/forgot",
  "/coupons/SAVE25",
  "/asca2027",
  "/newLicense/counselor/0",
];

// Pages of the app that the side menu does not link to but a counselor reaches from its pages.
export const COUNSELOR_EXTRA = [
  "/app/calendar/2026-03-04",
  "/app/calendarAppointment",
  "/app/studentsGroups/groups",
  "/app/studentsGroups/new/students",
  "/app/tags/new",
  "/app/daysclosed/new",
  "/app/periods/new",
  "/app/user/dates",
];

/** The main roles, each by a demo account, with the pages it reaches beyond its side menu. */
export const MAIN_ROLES: { username: string; roleId: number; extra: string[] }[] = [
  { username: "counselor", roleId: ROLE.user, extra: COUNSELOR_EXTRA },
  { username: "manager", roleId: ROLE.manager, extra: ["/app/categoryColor", "/app/districtSettings/caseloadRules", "/app/districtSettings/caseloads", "/app/districtSettings/sso"] },
  { username: "admin", roleId: ROLE.admin, extra: [] },
  { username: "secretary", roleId: ROLE.secretary, extra: [] },
  { username: "quoteuser", roleId: ROLE.quoteUser, extra: [] },
  { username: "director", roleId: ROLE.director, extra: [] },
  { username: "statemanager", roleId: ROLE.stateManager, extra: [] },
];

/** A role's pages: its side menu's items and the extra pages, each once. */
export const pagesOf = (roleId: number, extra: string[] = []) => [...new Set([...navFor(roleId).map((i) => i.href), ...extra])];
