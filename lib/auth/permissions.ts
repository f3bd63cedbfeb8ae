import { forbidden } from "@/lib/http/errors";
import { ROLE } from "./roles";
import { COUNSELORS, DISTRICT_LEADS, EVERYONE, PLANNERS, READERS, STAFF, TEAM_LEADS, at, reach, roleNameOf, type TGrant, type TRoleName, type TScope } from "./access/scopes";

export type { TScope } from "./access/scopes";

// Who may do what: THE table. Every permission is a named action (`domain.thing.verb`, reads and
// writes apart) with the roles that hold it and the scope each holds it at (lib/auth/access/scopes.ts).
// withApi, server actions (runAction), pages (guardArea through lib/auth/areas.ts), the proxy, the
// navigation, report definitions and exports all ask it; no route names a role id. Pure: no
// database, so the proxy can import it. `npm run access:matrix` writes docs/access.md from it.
//
// Add an action: `"domain.thing.verb": { grant: { ...reach("manager", "director"), ...at("own", "user") }, about: "…" }`.
// (An entry written `{ roles: [ROLE.x, …] }` is read as those roles at their own reach.)

/** Special users granted an action outside their role: a list (each at "own"), or each name with its scope. */
type TSpecialUsers = readonly string[] | Readonly<Record<string, TScope>>;

type TRule = { grant: TGrant; about?: string; specialUsers?: TSpecialUsers } | { roles: readonly number[] | "signedIn"; specialUsers?: TSpecialUsers };

const ADMIN = at("all", "admin");

/**
 * Who works in calendars through the API and the calendar's server actions (lib/calendar/scope.ts
 * resolveSubject): a counselor (and a state manager) their own; a manager or director the counselors
 * assigned to them; a secretary her school's counselors (appointments and busy blocks only, never
 * names or notes); the administrator anyone.
 */
const CALENDAR_KEEPERS: TGrant = { ...at("own", ...COUNSELORS, "stateManager"), manager: "team", director: "team", secretary: "school", admin: "all" };

export const PERMISSIONS = {
  // The administrator's back office.
  "system.maintenance": { grant: ADMIN, about: "maintenance mode and the administrator's settings" },
  "email.outbox.read": { grant: ADMIN, about: "the outbox of sent e-mails" },
  "jobs.read": { grant: ADMIN, about: "the background jobs: queued, running, failed, retries" },
  "jobs.write": { grant: ADMIN, about: "retrying a failed background job" },
  "questions.read": { grant: ADMIN, about: "the panel questions and their answers" },
  "demoRequests.read": { grant: ADMIN, about: "demo and training requests" },
  "billing.admin.prices": { grant: ADMIN, about: "the price book and promotions" },
  "billing.admin.coupons": { grant: ADMIN, about: "coupons" },
  "billing.admin.partners": { grant: ADMIN, about: "white-label partners" },
  "billing.admin.orders": { grant: ADMIN, about: "orders and invoices" },
  "content.read": { grant: ADMIN, about: "FAQ entries and e-mail templates, to edit them" },
  "content.admin": { grant: ADMIN, about: "live trainings, answers, FAQ, e-mail templates" },
  "admin.console.read": { grant: ADMIN, about: "the /app/admin pages" },
  "user.admin.read": { grant: ADMIN, about: "the administrator's user lists and their CSVs" },
  "user.admin.write": { grant: ADMIN, about: "create, import, activate users; send a user's e-mail reminder" },
  "addon.read": { grant: ADMIN, about: "add-ons granted to users" },
  "addon.write": { grant: ADMIN, about: "grant or revoke an add-on" },
  "billingTopic.read": { grant: ADMIN, about: "billing topics, to edit them" },
  "billingTopic.write": { grant: ADMIN, about: "write billing topics" },
  "file.admin.read": { grant: ADMIN, about: "every user's uploaded files" },
  "quote.admin.read": { grant: ADMIN, about: "open quotes and their PDFs" },
  "feedback.read": { grant: ADMIN, about: "user surveys and conference feedback" },
  "institution.read": { grant: ADMIN, about: "schools, districts and conferences (NCES reference data), to edit them" },
  "institution.write": { grant: ADMIN, about: "write schools, districts and conferences" },
  "university.read": { grant: ADMIN, about: "universities" },
  "university.write": { grant: ADMIN, about: "write universities" },

  // Help: the administrator writes, every working role reads.
  "help.content.read": { grant: at("own", ...STAFF), about: "videos, documentation, grants, terms" },
  "help.content.write": { grant: ADMIN, about: "write videos, documentation topics and categories, grants" },

  // One's own account: every role, the quote-only role included.
  "account.read": { grant: at("own", ...EVERYONE), about: "one's own profile" },
  "account.write": { grant: at("own", ...EVERYONE), about: "one's own profile, password, e-mail" },
  "billing.read": { grant: at("own", ...EVERYONE), about: "one's own licence, quotes and invoices" },
  "billing.write": { grant: at("own", ...EVERYONE), about: "buy or renew one's own licence" },
  "billing.managed.write": { grant: reach(...DISTRICT_LEADS), about: "buy or renew the licence of a user one manages (the billing page's picker)" },
  "question.ask": { grant: at("own", ...EVERYONE), about: "ask the help panel a question" },
  "preferences.update": { grant: at("own", ...EVERYONE), about: "one's own preferences" },
  "edition.switch": { grant: at("own", ...EVERYONE.filter((r) => r !== "none" && r !== "quoteUser")), about: "switch one's own edition (PRO/MAX)" },
  "license.renewal.request": { grant: at("own", "renewer"), about: "ask one's manager to renew" },
  "schoolYear.read": { grant: at("own", ...READERS), about: "one's school-year dates" },
  "file.read": { grant: at("own", ...STAFF), about: "one's own uploaded files" },
  "file.write": { grant: at("own", ...STAFF), about: "upload or delete one's own files" },

  // A counselor's own work.
  "dashboard.read": { grant: reach(...READERS), about: "the dashboard and its use-of-time analysis (the API and its PDF)" },
  "calendar.read": { grant: { ...at("own", ...COUNSELORS), admin: "all" }, about: "the calendar and the logs" },
  "calendar.sync": { grant: at("own", ...COUNSELORS), about: "sync one's calendar with Google or Outlook" },
  "appointment.read": { grant: { ...at("own", ...COUNSELORS), ...reach("secretary", "manager", "admin") }, about: "the appointment calendar" },
  "schoolDays.read": { grant: at("own", ...COUNSELORS), about: "days closed and periods" },
  "rating.read": { grant: at("own", ...COUNSELORS), about: "ratings" },
  // The same records through the API and the pages' server actions (role 6, a quote-only user, and role 0 hold none of them).
  "calendar.event.read": { grant: CALENDAR_KEEPERS, about: "events of one's calendar or of a calendar one keeps (the API)" },
  "calendar.event.write": { grant: CALENDAR_KEEPERS, about: "write events (a secretary: appointments only)" },
  "calendar.log.read": { grant: { ...at("own", ...COUNSELORS), manager: "team", director: "team", admin: "all" }, about: "contact logs (the API)" },
  "offline.key.read": { grant: CALENDAR_KEEPERS, about: "the session's key that encrypts the entries a device keeps while offline" },
  "calendar.day.read": { grant: CALENDAR_KEEPERS, about: "days closed, tags, periods and ratings (the API)" },
  "calendar.day.write": { grant: { ...CALENDAR_KEEPERS, secretary: "own" }, about: "write days closed, tags, periods and ratings (a secretary: only her own)" },
  "student.write": { grant: at("own", ...PLANNERS), about: "write one's own students and groups (a manager reads the team's, writes only their own)" },
  "student.read": { grant: { ...at("own", ...COUNSELORS), ...reach("manager", "admin") }, about: "students and groups (a manager reads the team's)" },
  "student.accessLog.read": {
    grant: { ...at("own", ...COUNSELORS), ...reach("manager", "director"), admin: "own" },
    about: "who read one student's record (the counselor; the team's manager and the district's directors who share the district)",
  },
  "student.export": { grant: { ...at("own", ...COUNSELORS), ...reach("manager", "director"), admin: "own" }, about: "export one student's whole record (JSON, PDF)" },
  "student.erase": { grant: { ...at("own", ...COUNSELORS), ...reach("manager", "director"), admin: "own" }, about: "erase what identifies one student, keeping anonymous minutes and counts" },

  // The program: counselors write their own, managers their team's.
  "goal.read": { grant: { ...at("own", ...COUNSELORS), ...reach("manager", "admin") }, about: "targets, SMART goals, data analysis" },
  "goal.write": { grant: { ...at("own", ...COUNSELORS), ...reach("manager") }, about: "write targets, SMART goals, data analysis, their comments" },
  "lesson.read": { grant: { ...at("own", ...COUNSELORS), ...reach("manager", "admin") }, about: "lessons and shared lessons" },
  "lesson.write": { grant: { ...at("own", ...COUNSELORS), ...reach("manager") }, about: "write lessons, their comments and results" },
  "lesson.file.read": { grant: { ...at("own", ...COUNSELORS), ...reach("manager", "admin") }, about: "download a lesson's files" },
  "survey.read": { grant: { ...at("own", ...COUNSELORS), ...reach("manager", "admin") }, about: "surveys and their results" },
  "survey.write": { grant: { ...at("own", ...COUNSELORS), ...reach("manager") }, about: "write surveys and open rounds" },
  "curriculum.read": { grant: { ...at("own", ...COUNSELORS), ...reach("manager", "admin") }, about: "curriculum and M&B action plans" },
  "curriculum.write": { grant: { ...at("own", ...COUNSELORS), ...reach("manager") }, about: "write curriculum and M&B action plans" },
  "program.read": { grant: { ...at("own", ...COUNSELORS), ...reach("manager", "admin") }, about: "school profile, advisory council, annual conference, schedules, partners, PBIS" },
  "program.write": { grant: { ...at("own", ...COUNSELORS), ...reach("manager") }, about: "write the school profile and program planning" },
  "tag.read": { grant: { ...at("own", ...COUNSELORS), ...reach("manager", "admin") }, about: "tags" },
  // Reference lists the forms file records with (grades, mindsets and behaviours, the district's categories and
  // sub-categories). No route writes grades or mindsets; a district's categories are written under categories.manage.
  "reference.read": { grant: at("own", ...STAFF), about: "grades, mindsets and behaviours, and the categories and sub-categories of one's district, to file records" },

  // Reports: each report definition (lib/reports) names one of these; the scope it is held at decides
  // whose figures the reader gets (own; a secretary's school; faculty's course students; a team view).
  "report.list.read": { grant: { ...reach(...STAFF), ...at("own", ...COUNSELORS.filter((r) => r !== "admin" && r !== "director")) }, about: "the list of reports" },
  "report.calendar.read": { grant: reach(...STAFF), about: "timesheets and the annual calendar" },
  "report.useOfTime.read": { grant: reach(...READERS), about: "use-of-time, services and results reports (faculty: their course students')" },
  "report.counseling.read": { grant: reach(...READERS.filter((r) => r !== "universityFaculty")), about: "snapshot, charts, referrals, program evaluation, the report to the principal" },
  "report.team.read": { grant: reach(...TEAM_LEADS), about: "the team reports" },
  "report.geo.read": { grant: reach("admin", "stateManager", "director"), about: "county reports and the state → district → school drill-down" },
  "report.map.read": { grant: reach("admin", "stateManager"), about: "the states map" },
  "report.admin.read": { grant: ADMIN, about: "business reports and the US map" },
  "ramp.read": { grant: { ...at("own", ...COUNSELORS), ...reach("manager", "stateManager", "admin") }, about: "RAMP workspace, OSCAR brochure, rubrics" },
  "ramp.write": { grant: { ...at("own", ...COUNSELORS), ...reach("manager", "stateManager", "admin") }, about: "write RAMP components" },

  // Teams and districts.
  "users.dropdown": { grant: reach("admin", "manager", "director", "secretary"), specialUsers: ["DirSupport"], about: "the dropdown of users one manages" },
  // Whose records one reaches beyond one's own (lib/users/queries.ts managedScope): `team` the users assigned to one who are
  // active members of one's district; `school` the counselors with an active membership of one's school; `district` those
  // of one's active district; `state` the districts' counselors of one's active state; `all` everyone.
  "users.managed.read": {
    grant: { manager: "team", director: "team", secretary: "school", stateManager: "state", admin: "all" },
    specialUsers: { DirSupport: "district" },
    about: "the users one manages: the calendars, students and program records one reaches beyond one's own",
  },
  // A team view of the use-of-time analysis (lib/analysis/scope.ts teamKindOf): `team` the users assigned to one, `district`
  // the counselors with an active membership of one's district, `state` those of one's active state's districts, `all` every counselor.
  "team.read": { grant: reach(...TEAM_LEADS), about: "the team view of the use-of-time analysis: whose figures one reads beside one's own" },
  "calendar.details.read": {
    grant: { manager: "team", director: "team", admin: "all" },
    specialUsers: { DirSupport: "district" },
    about: "titles, notes and student names in the calendars of the users one manages (a secretary sees busy blocks only; everyone reads their own)",
  },
  "calendar.managed.write": {
    grant: { manager: "team", director: "team", admin: "all" },
    specialUsers: { DirSupport: "district" },
    about: "write any event, rating, day closed, tag or period in the calendars of the users one manages (a secretary writes appointments only)",
  },
  "appointment.calendar.read": {
    grant: { user: "own", manager: "team", director: "team", secretary: "school", admin: "all" },
    specialUsers: { DirSupport: "district" },
    about: "whose appointment calendars one keeps: a counselor their own; the counselors one manages",
  },
  "users.list": { grant: reach(...TEAM_LEADS), about: "the users list" },
  "categories.manage": { grant: reach(...DISTRICT_LEADS), about: "the district's categories and colours" },
  "district.settings.read": { grant: reach(...DISTRICT_LEADS), about: "the district's target, ASCA edition, semester break" },
  "district.settings.write": { grant: reach(...DISTRICT_LEADS), about: "write the district's settings and publish its /sd page" },
  "districtSso.read": { grant: { ...at("district", "manager", "director"), ...ADMIN }, about: "a district's sign-in providers (the client secret only as set or not set)" },
  "districtSso.write": { grant: { ...at("district", "manager", "director"), ...ADMIN }, about: "connect, change or turn off a district's sign-in provider" },
  "district.profile.read": { grant: reach("manager"), about: "the mission, vision and beliefs a manager writes for their counselors" },
  "district.profile.write": { grant: reach("manager"), about: "write that text" },
  "seat.read": { grant: reach("manager", "director", "stateManager"), about: "the seats one bought" },
  "seat.write": { grant: reach("manager", "director", "stateManager"), about: "assign or free a seat" },
  // A district's caseloads (lib/roster/caseload-reassign.ts): who keeps which student, their history, and moving one student by hand.
  "caseload.read": { grant: { ...at("district", "manager", "director"), ...ADMIN }, about: "a district's caseloads: each student's counselor, how they were placed, and the history" },
  "caseload.write": { grant: { ...at("district", "manager", "director"), ...ADMIN }, about: "move one student of one's district to another counselor of the district by hand" },
  "roster.read": { grant: reach(...TEAM_LEADS), about: "the district's roster drop (SFTP)" },
  "roster.import": { grant: { ...at("district", "manager", "director"), ...ADMIN }, about: "import a OneRoster zip for one's district (by active district membership)" },
  "roster.import.read": { grant: { ...at("district", "manager", "director"), ...ADMIN }, about: "the roster import page and an import's progress" },
  // Memberships (lib/memberships): a profile's school is a request; a district's managers and directors decide it.
  "membership.request": { grant: at("own", ...EVERYONE.filter((r) => r !== "none")), about: "ask to join a school or district (one's profile)" },
  "membership.read": { grant: { ...at("district", "manager", "director"), ...ADMIN }, about: "a district's pending requests and active members" },
  "membership.approve": { grant: { ...at("district", "manager", "director"), ...ADMIN }, about: "approve or refuse a request to join the district" },
  "membership.grant": { grant: { ...at("district", "manager", "director"), ...ADMIN }, about: "grant a membership of one's district (the administrator: any place)" },
  "membership.revoke": { grant: { ...at("district", "manager", "director"), ...ADMIN }, about: "end a membership of one's district" },
  // The principal on file (lib/principal-contacts): named by a counselor of the school, confirmed by the principal.
  "principalContact.read": {
    grant: { ...at("school", "user", "member", "renewer"), ...at("district", "manager", "director"), ...ADMIN },
    about: "the principals on file of one's schools (a district's managers and directors: the district's)",
  },
  "principalContact.write": {
    grant: { ...at("school", "user", "member", "renewer"), ...at("district", "manager", "director"), ...ADMIN },
    about: "name a school's principal (an active member of the school), resend the confirmation, remove one",
  },

  // The university programme.
  "course.read": { grant: { ...ADMIN, ...reach("universityFaculty") }, about: "courses, sessions, assignments, rubric, enrolments" },
  "course.write": { grant: { ...ADMIN, ...reach("universityFaculty") }, about: "write courses, sessions, assignments, grades" },
  "course.mine.read": { grant: at("own", "universityStudent"), about: "a graduate student's own grades and hours" },
} as const satisfies Record<string, TRule>;

export type TAction = keyof typeof PERMISSIONS;

export const ACTIONS = Object.keys(PERMISSIONS) as TAction[];

export function isAction(value: unknown): value is TAction {
  return typeof value === "string" && Object.hasOwn(PERMISSIONS, value);
}

type TActor = { roleId: number; specialUser?: string | null };

/** The roles and scopes of an action (an entry in the older `roles: [ids]` form at each role's reach). */
export function grantOf(action: TAction): TGrant {
  const rule = PERMISSIONS[action] as TRule;
  if ("grant" in rule) return rule.grant;
  const ids: readonly number[] = rule.roles === "signedIn" ? Object.values(ROLE) : rule.roles;
  return reach(...ids.map(roleNameOf).filter((n): n is TRoleName => n !== null));
}

/**
 * The scope an actor holds an action at, or null when they may not do it. A special user granted
 * an action outside their role holds it at "own".
 */
export function scopeOf(user: TActor, action: TAction): TScope | null {
  const name = roleNameOf(user.roleId);
  const scope = name ? grantOf(action)[name] : undefined;
  if (scope) return scope;
  const special = (PERMISSIONS[action] as TRule).specialUsers;
  if (!user.specialUser || !special) return null;
  if (Array.isArray(special)) return special.includes(user.specialUser) ? "own" : null;
  return (special as Readonly<Record<string, TScope>>)[user.specialUser] ?? null;
}

export function can(user: TActor, action: TAction): boolean {
  return scopeOf(user, action) !== null;
}

/** True when the actor holds any of the actions. */
export function canAny(user: TActor, actions: TAction | readonly TAction[]): boolean {
  return (typeof actions === "string" ? [actions] : actions).some((a) => can(user, a));
}

export function assertCan(user: TActor, action: TAction | readonly TAction[]): void {
  if (!canAny(user, action)) throw forbidden();
}

/** The role ids that hold an action (special users aside). */
export function rolesOf(action: TAction): number[] {
  const grant = grantOf(action);
  return Object.values(ROLE).filter((id) => {
    const name = roleNameOf(id);
    return name !== null && grant[name] !== undefined;
  });
}
