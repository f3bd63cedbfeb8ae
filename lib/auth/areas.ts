import type { TLicenseNeed } from "./license";
import { ROLE } from "./roles";

// Which role may open which /app area: the ONE table that the side navigation (lib/shell/nav.ts),
// the route guard (navigationRedirect in lib/auth/rules.ts, called by proxy.ts and the app layout)
// and the pages (guardArea) all read. Pure: no database, no Next, so the proxy can use it.

/** Roles that record their own time: the calendar, logs, students and the school-day settings. */
const COUNSELORS: readonly number[] = [ROLE.user, ROLE.admin, ROLE.member, ROLE.director, ROLE.universityStudent, ROLE.universityFaculty, ROLE.renewer];
/** Counselors and managers: the program areas (goals, lessons, curriculum, school data, tags). */
const PLANNERS: readonly number[] = [...COUNSELORS, ROLE.manager];
/** The roles that plan a program (lessons, surveys, goals, curriculum): the API routes of those areas use it as their access list. */
export const PLANNER_ROLES = PLANNERS;
/** Everyone with a use-of-time analysis (their own or a team's): dashboard and reports. */
const READERS: readonly number[] = [...PLANNERS, ROLE.stateManager];
const CATEGORY_MANAGERS: readonly number[] = [ROLE.admin, ROLE.manager, ROLE.director];
const ADMINS: readonly number[] = [ROLE.admin];
/** The roles with a team view (lib/analysis/scope.ts teamKindOf): the team reports. */
const TEAM_READERS: readonly number[] = [ROLE.admin, ROLE.manager, ROLE.director, ROLE.stateManager];
/** Help content every working role reads (not the quote-only role 6, whose menu is billing only). */
const HELP_READERS: readonly number[] = [...READERS, ROLE.secretary];
/** Report readers plus the secretary, who reads the calendar-type reports of their school's counselors (REPORTS.md role S). */
const REPORT_READERS: readonly number[] = [...READERS, ROLE.secretary];
/** The county reports and the drill-down (REPORTS.md section 4): admin, state manager, director. */
const GEO_READERS: readonly number[] = [ROLE.admin, ROLE.stateManager, ROLE.director];
/** Who sets a district's use-of-time target, ASCA edition and semester break. */
const DISTRICT_SETTERS: readonly number[] = [ROLE.admin, ROLE.manager, ROLE.director];

export type TAreaKey =
  | "dashboard"
  | "calendar"
  | "calendarAppointment"
  | "logs"
  | "studentsGroups"
  | "smartGoal"
  | "smartgoals"
  | "lesson"
  | "lessons"
  | "surveys"
  | "survey"
  | "lessonComment"
  | "goals"
  | "targetDefinition"
  | "targetComment"
  | "smartGoalSurveyReport"
  | "surveyResults"
  | "surveyResultsStudents"
  | "curriculum"
  | "mbActionPlan"
  | "curriculumNew"
  | "oldGoal"
  | "programPlanning"
  | "mission"
  | "vision"
  | "beliefs"
  | "schoolData"
  | "advisoryCouncil"
  | "advisory"
  | "annualConference"
  | "schedule"
  | "companies"
  | "groups"
  | "pbis"
  | "documentationPbis"
  | "tags"
  | "daysClosed"
  | "periods"
  | "rating"
  | "reports"
  | "report"
  | "reportTime"
  | "snapShot"
  | "adminReport"
  | "managerReports"
  | "managerReport"
  | "reportConference"
  | "charts"
  | "mtmdsssgrid"
  | "referrals"
  | "reportStats"
  | "programEvaluation"
  | "reportAdmin"
  | "countyReport"
  | "map"
  | "statesSDandSchool"
  | "ramp"
  | "rampApplication"
  | "oscar"
  | "rubric"
  | "oscarRubric"
  | "districtSettings"
  | "categories"
  | "categoryColor"
  | "users"
  | "account"
  | "billing"
  | "schoolYear"
  | "files"
  | "calendarSync"
  | "training"
  // keys: issue 16 users
  | "managersNotRenewd"
  | "customerUser"
  | "counselorOfTheYear"
  | "evangelist"
  | "ambassadorList"
  | "usersWithCountStudents"
  | "usersNew"
  | "usersNotActive"
  // keys: issue 16 account
  | "addons"
  | "billingTopics"
  | "settings"
  | "orders"
  | "coupon"
  | "price"
  | "partner"
  | "fileUpload"
  | "quotes"
  | "promotions"
  // keys: issue 16 help
  | "videoTutorials"
  | "videoTutorial"
  | "documentations"
  | "findDocumentationTopic"
  | "documentationTopics"
  | "documentationTopic"
  | "grants"
  | "usersurvey"
  | "usersurveyTrainigApp"
  | "terms"
  | "sftp"
  | "questions"
  | "question"
  | "faq"
  | "emails"
  | "email"
  // keys: issue 17 institutions
  | "conferenceFeedback"
  | "university"
  | "usersUniversity"
  | "universityRubric"
  | "universityCourses"
  | "universityCourse"
  | "courseAssignments"
  | "universityCourseAssignment"
  | "universityCourseAssignmentCreate"
  | "universityCoursesSession"
  | "universityCoursesSessionCreate"
  | "myCourses"
  | "schoolDistricts"
  | "schools"
  | "conference"
  | "admin";

/** `license: "renewal"`: the area stays open when the user's license has lapsed (lib/auth/license.ts); every other area needs one in force. */
export type TArea = { key: TAreaKey; path: string; roles: readonly number[] | "all"; license?: TLicenseNeed };

/**
 * Every area under /app. A path belongs to the area with the longest matching `path` (whole
 * segments only: /app/calendarAppointment is not under /app/calendar). Spec 1 section 6: role 6
 * sees only billing (and its own account); role 1 cannot open users or categories; role 2 cannot
 * open the calendar; role 5's home is the appointment calendar.
 */
export const AREAS: readonly TArea[] = [
  { key: "dashboard", path: "/app/dashboard", roles: READERS },
  { key: "calendar", path: "/app/calendar", roles: COUNSELORS },
  // The secretary's home; managers answer the requests of the counselors they manage there too.
  { key: "calendarAppointment", path: "/app/calendarAppointment", roles: [ROLE.secretary, ROLE.manager, ...COUNSELORS] },
  { key: "logs", path: "/app/logs", roles: COUNSELORS },
  // A manager reads (never changes) the students and groups of the counselors they manage.
  { key: "studentsGroups", path: "/app/studentsGroups", roles: PLANNERS },
  { key: "smartGoal", path: "/app/smartGoal", roles: PLANNERS },
  // SMART goals (spec 3 section 2.2): the list, /new and /edit/{id}; /app/smartGoal is the screen itself.
  { key: "smartgoals", path: "/app/smartgoals", roles: PLANNERS },
  // Lessons and their surveys (spec 3 section 2.1): /app/lesson/edit|view/{id}, the list, the survey pages, comments.
  { key: "lesson", path: "/app/lesson", roles: PLANNERS },
  { key: "lessons", path: "/app/lessons", roles: PLANNERS },
  { key: "surveys", path: "/app/surveys", roles: PLANNERS },
  { key: "survey", path: "/app/survey", roles: PLANNERS },
  { key: "lessonComment", path: "/app/lessonComment", roles: PLANNERS },
  // Targets (goals), the school's data-analysis priorities and a shared target's comments (spec 3 section 2.2).
  { key: "goals", path: "/app/goals", roles: PLANNERS },
  { key: "targetDefinition", path: "/app/targetDefinition", roles: PLANNERS },
  { key: "targetComment", path: "/app/targetComment", roles: PLANNERS },
  // The goal surveys' reports (spec 3 section 2.3): per statement, and per student to the owner only.
  { key: "smartGoalSurveyReport", path: "/app/smartGoalSurveyReport", roles: PLANNERS },
  { key: "surveyResults", path: "/app/surveyResults", roles: PLANNERS },
  { key: "surveyResultsStudents", path: "/app/surveyResultsStudents", roles: PLANNERS },
  // Program planning (spec 3 sections 2.2 and 2.4): curriculum action plans, the old goal form, the
  // school profile (/app/re is its hub), advisory council, annual conference, schedules, partners, PBIS.
  { key: "curriculum", path: "/app/curriculum", roles: PLANNERS },
  { key: "mbActionPlan", path: "/app/mbActionPlan", roles: PLANNERS },
  { key: "curriculumNew", path: "/app/curriculumNew", roles: PLANNERS },
  { key: "oldGoal", path: "/app/goal", roles: PLANNERS },
  { key: "programPlanning", path: "/app/re", roles: PLANNERS },
  { key: "mission", path: "/app/mission", roles: PLANNERS },
  { key: "vision", path: "/app/vision", roles: PLANNERS },
  { key: "beliefs", path: "/app/beliefs", roles: PLANNERS },
  { key: "schoolData", path: "/app/schooldata", roles: PLANNERS },
  { key: "advisoryCouncil", path: "/app/advisoryCouncil", roles: PLANNERS },
  { key: "advisory", path: "/app/advisory", roles: PLANNERS },
  { key: "annualConference", path: "/app/annualconference", roles: PLANNERS },
  { key: "schedule", path: "/app/schedule", roles: PLANNERS },
  { key: "companies", path: "/app/companies", roles: PLANNERS },
  { key: "groups", path: "/app/groups", roles: PLANNERS },
  { key: "pbis", path: "/app/pbis", roles: PLANNERS },
  { key: "documentationPbis", path: "/app/documentationPbis", roles: PLANNERS },
  { key: "tags", path: "/app/tags", roles: PLANNERS },
  { key: "daysClosed", path: "/app/daysclosed", roles: COUNSELORS },
  { key: "periods", path: "/app/periods", roles: COUNSELORS },
  { key: "rating", path: "/app/rating", roles: COUNSELORS },
  { key: "reports", path: "/app/reports", roles: REPORT_READERS },
  // One report of the registry (lib/reports/registry.ts); each report narrows the roles further (REPORTS.md).
  { key: "report", path: "/app/report", roles: REPORT_READERS },
  // The spec's bare report paths (REPORTS.md: "Paths are under /app, including the spec's bare /reportAdmin … /charts").
  { key: "reportTime", path: "/app/reportTime", roles: READERS },
  { key: "snapShot", path: "/app/snapShot", roles: READERS },
  { key: "adminReport", path: "/app/adminReport", roles: ADMINS },
  { key: "managerReports", path: "/app/managerReports", roles: TEAM_READERS },
  { key: "managerReport", path: "/app/managerReport", roles: TEAM_READERS },
  { key: "reportConference", path: "/app/reportConference", roles: ADMINS },
  { key: "charts", path: "/app/charts", roles: READERS },
  { key: "mtmdsssgrid", path: "/app/mtmdsssgrid", roles: READERS },
  { key: "referrals", path: "/app/referrals", roles: READERS },
  { key: "reportStats", path: "/app/reportStats", roles: READERS },
  { key: "programEvaluation", path: "/app/programEvaluation", roles: READERS },
  { key: "reportAdmin", path: "/app/reportAdmin", roles: READERS },
  { key: "countyReport", path: "/app/countyReport", roles: GEO_READERS },
  { key: "map", path: "/app/map", roles: [ROLE.admin, ROLE.stateManager] },
  { key: "statesSDandSchool", path: "/app/statesSDandSchool", roles: GEO_READERS },
  // RAMP (REPORTS.md section 6): C M F, and the RAMP add-on (checked by the pages: trials and administrators may).
  { key: "ramp", path: "/app/ramp", roles: READERS },
  { key: "rampApplication", path: "/app/rampApplication", roles: READERS },
  { key: "oscar", path: "/app/oscar", roles: READERS },
  { key: "rubric", path: "/app/rubric", roles: READERS },
  { key: "oscarRubric", path: "/app/oscar_rubric", roles: READERS },
  { key: "districtSettings", path: "/app/districtSettings", roles: DISTRICT_SETTERS },
  { key: "categories", path: "/app/categories", roles: CATEGORY_MANAGERS },
  { key: "categoryColor", path: "/app/categoryColor", roles: CATEGORY_MANAGERS },
  { key: "users", path: "/app/users", roles: [ROLE.admin, ROLE.manager, ROLE.director, ROLE.stateManager] },
  // The account (profile, password, preferences) and billing are every signed-in user's, and stay
  // open when the license has lapsed: renewing happens there. The school year too: a quote's
  // EOSYExpired answer sends the renewing user to it (spec 2 section 8).
  { key: "account", path: "/app/user", roles: "all", license: "renewal" },
  { key: "billing", path: "/app/user/billing", roles: "all", license: "renewal" },
  { key: "schoolYear", path: "/app/user/dates", roles: READERS, license: "renewal" },
  { key: "files", path: "/app/user/files", roles: [...READERS, ROLE.secretary] },
  { key: "calendarSync", path: "/app/user/scalendars", roles: COUNSELORS },
  { key: "training", path: "/app/training", roles: ADMINS },
  { key: "admin", path: "/app/admin", roles: ADMINS },
  // areas: issue 16 users
  // The administrator's user lists (spec 3 section 2.6).
  { key: "managersNotRenewd", path: "/app/managersNotRenewd", roles: ADMINS },
  { key: "customerUser", path: "/app/customerUser", roles: ADMINS },
  { key: "counselorOfTheYear", path: "/app/counselorOfTheYear", roles: ADMINS },
  { key: "evangelist", path: "/app/evangelist", roles: ADMINS },
  { key: "ambassadorList", path: "/app/ambassadorList", roles: ADMINS },
  { key: "usersWithCountStudents", path: "/app/usersWithCountStudents", roles: ADMINS },
  // The users CSV import (spec 3 section 2.6): administrators only.
  { key: "usersNew", path: "/app/usersNew", roles: ADMINS },
  // Users not approved yet (spec 3 section 2.6): administrators activate them (audited).
  { key: "usersNotActive", path: "/app/usersNotActive", roles: ADMINS },
  // areas: issue 16 account
  // Add-ons granted to users, and the billing topics (spec 3 section 2.6).
  { key: "addons", path: "/app/addons", roles: ADMINS },
  { key: "billingTopics", path: "/app/billingTopics", roles: ADMINS },
  // The administrator's settings (spec 3 section 2.6 /app/settings): maintenance, live training, email sender, trial length.
  { key: "settings", path: "/app/settings", roles: ADMINS },
  // The spec's paths of the licence and money pages: redirects to /app/admin/* (lib/account-admin/alias.ts).
  { key: "orders", path: "/app/orders", roles: ADMINS },
  { key: "coupon", path: "/app/coupon", roles: ADMINS },
  { key: "price", path: "/app/price", roles: ADMINS },
  { key: "partner", path: "/app/partner", roles: ADMINS },
  // Every user's uploaded files, for the administrator (spec 3 section 2.6).
  { key: "fileUpload", path: "/app/fileUpload", roles: ADMINS },
  // The open quotes and their PDFs (spec 3 section 2.6).
  { key: "quotes", path: "/app/quotes", roles: ADMINS },
  { key: "promotions", path: "/app/promotions", roles: ADMINS },
  // areas: issue 16 help
  // Help content (spec 3 section 2.5): the administrator edits, every signed-in user reads.
  { key: "videoTutorials", path: "/app/videoTutorials", roles: HELP_READERS, license: "renewal" },
  { key: "videoTutorial", path: "/app/videoTutorial", roles: ADMINS },
  { key: "documentations", path: "/app/documentations", roles: HELP_READERS, license: "renewal" },
  { key: "findDocumentationTopic", path: "/app/findDocumentationTopic", roles: HELP_READERS, license: "renewal" },
  { key: "documentationTopics", path: "/app/documentationTopics", roles: ADMINS },
  { key: "documentationTopic", path: "/app/documentationTopic", roles: ADMINS },
  { key: "grants", path: "/app/grants", roles: HELP_READERS },
  { key: "usersurvey", path: "/app/usersurvey", roles: ADMINS },
  { key: "usersurveyTrainigApp", path: "/app/usersurveyTrainigApp", roles: ADMINS },
  { key: "terms", path: "/app/terms", roles: HELP_READERS, license: "renewal" },
  // Where a district drops its nightly roster file: instructions and the last imports.
  { key: "sftp", path: "/app/sftp", roles: [ROLE.admin, ROLE.manager, ROLE.director, ROLE.stateManager] },
  // The panel questions and their answers (spec 3 section 2.5).
  { key: "questions", path: "/app/questions", roles: ADMINS },
  { key: "question", path: "/app/question", roles: ADMINS },
  { key: "faq", path: "/app/faq", roles: ADMINS },
  { key: "emails", path: "/app/emails", roles: ADMINS },
  { key: "email", path: "/app/email", roles: ADMINS },
  // areas: issue 17 institutions
  // Conference feedback and the university programme (spec 3 sections 2.5, 2.6): administrators
  // maintain universities; faculty (role 22) their university's courses, assignments, rubric and
  // sessions; graduate students (role 21) read their own grades and hours.
  { key: "conferenceFeedback", path: "/app/conference_feedback", roles: ADMINS },
  { key: "university", path: "/app/university", roles: ADMINS },
  { key: "usersUniversity", path: "/app/usersUniversity", roles: [ROLE.admin, ROLE.universityFaculty] },
  { key: "universityRubric", path: "/app/universityRubric", roles: [ROLE.admin, ROLE.universityFaculty] },
  { key: "universityCourses", path: "/app/universityCourses", roles: [ROLE.admin, ROLE.universityFaculty] },
  { key: "universityCourse", path: "/app/universityCourse", roles: [ROLE.admin, ROLE.universityFaculty] },
  { key: "courseAssignments", path: "/app/courseAssignments", roles: [ROLE.admin, ROLE.universityFaculty] },
  { key: "universityCourseAssignment", path: "/app/universityCourseAssignment", roles: [ROLE.admin, ROLE.universityFaculty] },
  { key: "universityCourseAssignmentCreate", path: "/app/universityCourseAssignment-create", roles: [ROLE.admin, ROLE.universityFaculty] },
  { key: "universityCoursesSession", path: "/app/universityCoursesSession", roles: [ROLE.admin, ROLE.universityFaculty] },
  { key: "universityCoursesSessionCreate", path: "/app/universityCoursesSession-create", roles: [ROLE.admin, ROLE.universityFaculty] },
  { key: "myCourses", path: "/app/myCourses", roles: [ROLE.universityStudent] },
  // Schools and school districts (spec 3 section 2.6): administrators maintain the NCES reference data.
  { key: "schoolDistricts", path: "/app/schooldistrict", roles: ADMINS },
  { key: "schools", path: "/app/schools", roles: ADMINS },
  // Conferences (spec 3 sections 2.6 and 4): the public conference pages /{url}, their dates, hours, status and coupon.
  { key: "conference", path: "/app/conference", roles: ADMINS },
];

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(base + "/");
}

function normalise(pathname: string): string {
  return pathname.split(/[?#]/)[0].replace(/\/+$/, "") || "/";
}

/** The area a path belongs to, or null (not an /app area: public pages, /app itself, unknown paths). */
export function areaOf(pathname: string): TArea | null {
  const path = normalise(pathname);
  let found: TArea | null = null;
  for (const area of AREAS) if (isUnder(path, area.path) && (!found || area.path.length > found.path.length)) found = area;
  return found;
}

export function areaByKey(key: TAreaKey): TArea {
  const area = AREAS.find((a) => a.key === key);
  if (!area) throw new Error(`unknown area ${key}`);
  return area;
}

/** Whether a role may open an area (by key or by a path inside it). A path outside every area is not decided here. */
export function mayOpenArea(roleId: number, area: TAreaKey | TArea): boolean {
  const a = typeof area === "string" ? areaByKey(area) : area;
  return a.roles === "all" || a.roles.includes(roleId);
}

/** Whether a role may open a path: false only for a path inside an area the role is not given. */
export function mayOpenPath(roleId: number, pathname: string): boolean {
  const area = areaOf(pathname);
  return !area || mayOpenArea(roleId, area);
}

/** What opening a path needs: "renewal" for the areas a lapsed license keeps open, else "license" (every /app path outside an area too). */
export function licenseNeedOf(pathname: string): TLicenseNeed {
  return areaOf(pathname)?.license ?? "license";
}

/** Where a role is sent from an area it may not open: the first of its possible homes it may open. */
const HOMES = ["/app/dashboard", "/app/calendarAppointment", "/app/user/billing"] as const;

export function homeOf(roleId: number): string {
  return HOMES.find((h) => mayOpenPath(roleId, h)) ?? "/app/user/billing";
}
