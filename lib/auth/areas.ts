import type { TLicenseNeed } from "./license";
import { can, rolesOf, type TAction } from "./permissions";

// Which role may open which /app area: each area names the action of the access table
// (lib/auth/permissions.ts) that opens it. The side navigation (lib/shell/nav.ts), the route guard
// (navigationRedirect in lib/auth/rules.ts, called by proxy.ts and the app layout) and the pages
// (guardArea) all read it. Pure: no database, no Next, so the proxy can use it.

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
  | "memberships"
  | "categories"
  | "categoryColor"
  | "users"
  | "account"
  | "billing"
  | "schoolYear"
  | "files"
  | "calendarSync"
  | "training"
  // keys: the administrator's user lists
  | "managersNotRenewd"
  | "customerUser"
  | "counselorOfTheYear"
  | "evangelist"
  | "ambassadorList"
  | "usersWithCountStudents"
  | "usersNew"
  | "usersNotActive"
  // keys: add-ons, billing topics and settings
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
  // keys: help content
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
  | "roster"
  | "questions"
  | "question"
  | "faq"
  | "emails"
  | "email"
  // keys: institutions, conferences and the university programme
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

/**
 * `action`: the action of the access table that opens the area; `roles` are the role ids holding it
 * (read from the table, never written here). `license: "renewal"`: the area stays open when the
 * user's license has lapsed (lib/auth/license.ts); every other area needs one in force.
 */
type TAreaDef = { key: TAreaKey; path: string; action: TAction; license?: TLicenseNeed };
export type TArea = TAreaDef & { roles: readonly number[] };

/**
 * Every area under /app. A path belongs to the area with the longest matching `path` (whole
 * segments only: /app/calendarAppointment is not under /app/calendar). Role 6
 * sees only billing (and its own account); role 1 cannot open users or categories; role 2 cannot
 * open the calendar; role 5's home is the appointment calendar.
 */
const AREA_DEFS: readonly TAreaDef[] = [
  { key: "dashboard", path: "/app/dashboard", action: "dashboard.read" },
  { key: "calendar", path: "/app/calendar", action: "calendar.read" },
  // The secretary's home; managers answer the requests of the counselors they manage there too.
  { key: "calendarAppointment", path: "/app/calendarAppointment", action: "appointment.read" },
  { key: "logs", path: "/app/logs", action: "calendar.read" },
  // A manager reads (never changes) the students and groups of the counselors they manage.
  { key: "studentsGroups", path: "/app/studentsGroups", action: "student.read" },
  { key: "smartGoal", path: "/app/smartGoal", action: "goal.read" },
  // SMART goals: the list, /new and /edit/{id}; /app/smartGoal is the screen itself.
  { key: "smartgoals", path: "/app/smartgoals", action: "goal.read" },
  // Lessons and their surveys: /app/lesson/edit|view/{id}, the list, the survey pages, comments.
  { key: "lesson", path: "/app/lesson", action: "lesson.read" },
  { key: "lessons", path: "/app/lessons", action: "lesson.read" },
  { key: "surveys", path: "/app/surveys", action: "survey.read" },
  { key: "survey", path: "/app/survey", action: "survey.read" },
  { key: "lessonComment", path: "/app/lessonComment", action: "lesson.read" },
  // Targets (goals), the school's data-analysis priorities and a shared target's comments.
  { key: "goals", path: "/app/goals", action: "goal.read" },
  { key: "targetDefinition", path: "/app/targetDefinition", action: "goal.read" },
  { key: "targetComment", path: "/app/targetComment", action: "goal.read" },
  // The goal surveys' reports: per statement, and per student to the owner only.
  { key: "smartGoalSurveyReport", path: "/app/smartGoalSurveyReport", action: "goal.read" },
  { key: "surveyResults", path: "/app/surveyResults", action: "survey.read" },
  { key: "surveyResultsStudents", path: "/app/surveyResultsStudents", action: "survey.read" },
  // Program planning: curriculum action plans, the old goal form, the
  // school profile (/app/re is its hub), advisory council, annual conference, schedules, partners, PBIS.
  { key: "curriculum", path: "/app/curriculum", action: "curriculum.read" },
  { key: "mbActionPlan", path: "/app/mbActionPlan", action: "curriculum.read" },
  { key: "curriculumNew", path: "/app/curriculumNew", action: "curriculum.read" },
  { key: "oldGoal", path: "/app/goal", action: "goal.read" },
  { key: "programPlanning", path: "/app/re", action: "program.read" },
  { key: "mission", path: "/app/mission", action: "program.read" },
  { key: "vision", path: "/app/vision", action: "program.read" },
  { key: "beliefs", path: "/app/beliefs", action: "program.read" },
  { key: "schoolData", path: "/app/schooldata", action: "program.read" },
  { key: "advisoryCouncil", path: "/app/advisoryCouncil", action: "program.read" },
  { key: "advisory", path: "/app/advisory", action: "program.read" },
  { key: "annualConference", path: "/app/annualconference", action: "program.read" },
  { key: "schedule", path: "/app/schedule", action: "program.read" },
  { key: "companies", path: "/app/companies", action: "program.read" },
  { key: "groups", path: "/app/groups", action: "program.read" },
  { key: "pbis", path: "/app/pbis", action: "program.read" },
  { key: "documentationPbis", path: "/app/documentationPbis", action: "program.read" },
  { key: "tags", path: "/app/tags", action: "tag.read" },
  { key: "daysClosed", path: "/app/daysclosed", action: "schoolDays.read" },
  { key: "periods", path: "/app/periods", action: "schoolDays.read" },
  { key: "rating", path: "/app/rating", action: "rating.read" },
  { key: "reports", path: "/app/reports", action: "report.list.read" },
  // One report of the registry (lib/reports/registry.ts); each report narrows the roles further (its definition's roles).
  { key: "report", path: "/app/report", action: "report.list.read" },
  // The legacy bare report paths, all under /app (/app/reportAdmin … /app/charts).
  { key: "reportTime", path: "/app/reportTime", action: "report.useOfTime.read" },
  { key: "snapShot", path: "/app/snapShot", action: "report.useOfTime.read" },
  { key: "adminReport", path: "/app/adminReport", action: "report.admin.read" },
  { key: "managerReports", path: "/app/managerReports", action: "report.team.read" },
  { key: "managerReport", path: "/app/managerReport", action: "report.team.read" },
  { key: "reportConference", path: "/app/reportConference", action: "report.admin.read" },
  { key: "charts", path: "/app/charts", action: "report.useOfTime.read" },
  { key: "mtmdsssgrid", path: "/app/mtmdsssgrid", action: "report.useOfTime.read" },
  { key: "referrals", path: "/app/referrals", action: "report.useOfTime.read" },
  { key: "reportStats", path: "/app/reportStats", action: "report.useOfTime.read" },
  { key: "programEvaluation", path: "/app/programEvaluation", action: "report.useOfTime.read" },
  { key: "reportAdmin", path: "/app/reportAdmin", action: "report.useOfTime.read" },
  { key: "countyReport", path: "/app/countyReport", action: "report.geo.read" },
  { key: "map", path: "/app/map", action: "report.map.read" },
  { key: "statesSDandSchool", path: "/app/statesSDandSchool", action: "report.geo.read" },
  // RAMP: roles C M F, and the RAMP add-on (checked by the pages: trials and administrators may).
  { key: "ramp", path: "/app/ramp", action: "ramp.read" },
  { key: "rampApplication", path: "/app/rampApplication", action: "ramp.read" },
  { key: "oscar", path: "/app/oscar", action: "ramp.read" },
  { key: "rubric", path: "/app/rubric", action: "ramp.read" },
  { key: "oscarRubric", path: "/app/oscar_rubric", action: "ramp.read" },
  { key: "districtSettings", path: "/app/districtSettings", action: "district.settings.read" },
  // A district's pending requests and members (lib/memberships): its managers and directors, and the administrator.
  { key: "memberships", path: "/app/memberships", action: "membership.read" },
  { key: "categories", path: "/app/categories", action: "categories.manage" },
  { key: "categoryColor", path: "/app/categoryColor", action: "categories.manage" },
  { key: "users", path: "/app/users", action: "users.list" },
  // The account (profile, password, preferences) and billing are every signed-in user's, and stay
  // open when the license has lapsed: renewing happens there. The school year too: a quote's
  // EOSYExpired answer sends the renewing user to it.
  { key: "account", path: "/app/user", action: "account.read", license: "renewal" },
  { key: "billing", path: "/app/user/billing", action: "billing.read", license: "renewal" },
  { key: "schoolYear", path: "/app/user/dates", action: "schoolYear.read", license: "renewal" },
  { key: "files", path: "/app/user/files", action: "file.read" },
  { key: "calendarSync", path: "/app/user/scalendars", action: "calendar.sync" },
  { key: "training", path: "/app/training", action: "content.admin" },
  { key: "admin", path: "/app/admin", action: "admin.console.read" },
  // The administrator's user lists.
  { key: "managersNotRenewd", path: "/app/managersNotRenewd", action: "user.admin.read" },
  { key: "customerUser", path: "/app/customerUser", action: "user.admin.read" },
  { key: "counselorOfTheYear", path: "/app/counselorOfTheYear", action: "user.admin.read" },
  { key: "evangelist", path: "/app/evangelist", action: "user.admin.read" },
  { key: "ambassadorList", path: "/app/ambassadorList", action: "user.admin.read" },
  { key: "usersWithCountStudents", path: "/app/usersWithCountStudents", action: "user.admin.read" },
  // The users CSV import: administrators only.
  { key: "usersNew", path: "/app/usersNew", action: "user.admin.write" },
  // Users not approved yet: administrators activate them (audited).
  { key: "usersNotActive", path: "/app/usersNotActive", action: "user.admin.write" },
  // Add-ons granted to users, and the billing topics.
  { key: "addons", path: "/app/addons", action: "addon.read" },
  { key: "billingTopics", path: "/app/billingTopics", action: "billingTopic.read" },
  // The administrator's settings (/app/settings): maintenance, live training, email sender, trial length.
  { key: "settings", path: "/app/settings", action: "system.maintenance" },
  // The spec's paths of the licence and money pages: redirects to /app/admin/* (lib/account-admin/alias.ts).
  { key: "orders", path: "/app/orders", action: "billing.admin.orders" },
  { key: "coupon", path: "/app/coupon", action: "billing.admin.coupons" },
  { key: "price", path: "/app/price", action: "billing.admin.prices" },
  { key: "partner", path: "/app/partner", action: "billing.admin.partners" },
  // Every user's uploaded files, for the administrator.
  { key: "fileUpload", path: "/app/fileUpload", action: "file.admin.read" },
  // The open quotes and their PDFs.
  { key: "quotes", path: "/app/quotes", action: "quote.admin.read" },
  { key: "promotions", path: "/app/promotions", action: "billing.admin.prices" },
  // Help content: the administrator edits, every signed-in user reads.
  { key: "videoTutorials", path: "/app/videoTutorials", action: "help.content.read", license: "renewal" },
  { key: "videoTutorial", path: "/app/videoTutorial", action: "help.content.write" },
  { key: "documentations", path: "/app/documentations", action: "help.content.read", license: "renewal" },
  { key: "findDocumentationTopic", path: "/app/findDocumentationTopic", action: "help.content.read", license: "renewal" },
  { key: "documentationTopics", path: "/app/documentationTopics", action: "help.content.write" },
  { key: "documentationTopic", path: "/app/documentationTopic", action: "help.content.write" },
  { key: "grants", path: "/app/grants", action: "help.content.read" },
  { key: "usersurvey", path: "/app/usersurvey", action: "feedback.read" },
  { key: "usersurveyTrainigApp", path: "/app/usersurveyTrainigApp", action: "feedback.read" },
  { key: "terms", path: "/app/terms", action: "help.content.read", license: "renewal" },
  // Where a district drops its nightly roster file: instructions and the last imports.
  { key: "sftp", path: "/app/sftp", action: "roster.read" },
  // The OneRoster import of a district: upload, preview, confirm.
  { key: "roster", path: "/app/roster", action: "roster.import.read" },
  // The panel questions and their answers.
  { key: "questions", path: "/app/questions", action: "questions.read" },
  { key: "question", path: "/app/question", action: "questions.read" },
  { key: "faq", path: "/app/faq", action: "content.admin" },
  { key: "emails", path: "/app/emails", action: "content.admin" },
  { key: "email", path: "/app/email", action: "content.admin" },
  // Conference feedback and the university programme: administrators
  // maintain universities; faculty (role 22) their university's courses, assignments, rubric and
  // sessions; graduate students (role 21) read their own grades and hours.
  { key: "conferenceFeedback", path: "/app/conference_feedback", action: "feedback.read" },
  { key: "university", path: "/app/university", action: "university.read" },
  { key: "usersUniversity", path: "/app/usersUniversity", action: "course.read" },
  { key: "universityRubric", path: "/app/universityRubric", action: "course.read" },
  { key: "universityCourses", path: "/app/universityCourses", action: "course.read" },
  { key: "universityCourse", path: "/app/universityCourse", action: "course.read" },
  { key: "courseAssignments", path: "/app/courseAssignments", action: "course.read" },
  { key: "universityCourseAssignment", path: "/app/universityCourseAssignment", action: "course.read" },
  { key: "universityCourseAssignmentCreate", path: "/app/universityCourseAssignment-create", action: "course.read" },
  { key: "universityCoursesSession", path: "/app/universityCoursesSession", action: "course.read" },
  { key: "universityCoursesSessionCreate", path: "/app/universityCoursesSession-create", action: "course.read" },
  { key: "myCourses", path: "/app/myCourses", action: "course.mine.read" },
  // Schools and school districts: administrators maintain the NCES reference data.
  { key: "schoolDistricts", path: "/app/schooldistrict", action: "institution.read" },
  { key: "schools", path: "/app/schools", action: "institution.read" },
  // Conferences: the public conference pages /{url}, their dates, hours, status and coupon.
  { key: "conference", path: "/app/conference", action: "institution.read" },
];

export const AREAS: readonly TArea[] = AREA_DEFS.map((a) => ({ ...a, roles: rolesOf(a.action) }));

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
  return can({ roleId }, a.action);
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
