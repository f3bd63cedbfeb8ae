import { mayOpenPath } from "@/lib/auth/areas";

// The side navigation: the areas of the app offered in the menu. Who sees an item is not decided
// here: an item is shown exactly when its role may open its href in the table of lib/auth/areas.ts,
// the same table the route guard and the pages apply.

export type TNavItem = { key: string; href: string; section: "work" | "program" | "insight" | "account" | "admin" };

export const NAV_ITEMS: readonly TNavItem[] = [
  { key: "dashboard", href: "/app/dashboard", section: "work" },
  { key: "calendar", href: "/app/calendar", section: "work" },
  { key: "calendarAppointment", href: "/app/calendarAppointment", section: "work" },
  { key: "logs", href: "/app/logs", section: "work" },
  { key: "studentsGroups", href: "/app/studentsGroups/students", section: "work" },
  { key: "smartGoal", href: "/app/smartgoals", section: "program" },
  { key: "goals", href: "/app/goals", section: "program" },
  { key: "lesson", href: "/app/lessons", section: "program" },
  { key: "surveys", href: "/app/surveys", section: "program" },
  { key: "curriculum", href: "/app/curriculum", section: "program" },
  { key: "programPlanning", href: "/app/re", section: "program" },
  { key: "pbis", href: "/app/pbis", section: "program" },
  { key: "tags", href: "/app/tags", section: "program" },
  { key: "daysClosed", href: "/app/daysclosed", section: "program" },
  { key: "periods", href: "/app/periods", section: "program" },
  { key: "rating", href: "/app/rating", section: "work" },
  { key: "reports", href: "/app/reports", section: "insight" },
  { key: "ramp", href: "/app/ramp/rampApplication", section: "insight" },
  { key: "map", href: "/app/map", section: "insight" },
  { key: "districtSettings", href: "/app/districtSettings", section: "insight" },
  { key: "memberships", href: "/app/memberships", section: "insight" },
  { key: "categories", href: "/app/categories", section: "insight" },
  { key: "users", href: "/app/users", section: "insight" },
  { key: "profile", href: "/app/user/overview", section: "account" },
  { key: "billing", href: "/app/user/billing", section: "account" },
  { key: "files", href: "/app/user/files", section: "account" },
  { key: "training", href: "/app/training", section: "admin" },
  { key: "outbox", href: "/app/admin/outbox", section: "admin" },
  { key: "questions", href: "/app/questions", section: "admin" },
  { key: "faq", href: "/app/faq/create", section: "admin" },
  { key: "emailTemplates", href: "/app/emails", section: "admin" },
  { key: "demoRequests", href: "/app/admin/demo-requests", section: "admin" },
  { key: "settings", href: "/app/settings", section: "admin" },
  { key: "fileUpload", href: "/app/fileUpload", section: "admin" },
  { key: "quotes", href: "/app/quotes", section: "admin" },
  { key: "orders", href: "/app/admin/orders", section: "admin" },
  { key: "prices", href: "/app/admin/prices", section: "admin" },
  { key: "coupons", href: "/app/admin/coupons", section: "admin" },
  { key: "partners", href: "/app/admin/partners", section: "admin" },
  { key: "schoolDistricts", href: "/app/schooldistrict", section: "admin" },
  { key: "schools", href: "/app/schools", section: "admin" },
  { key: "conference", href: "/app/conference", section: "admin" },
  { key: "audit", href: "/app/admin/audit", section: "admin" },
  { key: "usersNotActive", href: "/app/usersNotActive", section: "admin" },
  { key: "usersNew", href: "/app/usersNew", section: "admin" },
  { key: "usersWithCountStudents", href: "/app/usersWithCountStudents", section: "admin" },
  { key: "managersNotRenewd", href: "/app/managersNotRenewd", section: "admin" },
  { key: "customerUser", href: "/app/customerUser", section: "admin" },
  { key: "counselorOfTheYear", href: "/app/counselorOfTheYear", section: "admin" },
  { key: "evangelist", href: "/app/evangelist", section: "admin" },
  { key: "ambassadorList", href: "/app/ambassadorList", section: "admin" },
  { key: "addons", href: "/app/addons", section: "admin" },
  { key: "billingTopics", href: "/app/billingTopics", section: "admin" },
  { key: "videoTutorial", href: "/app/videoTutorial", section: "admin" },
  { key: "documentationTopics", href: "/app/documentationTopics", section: "admin" },
  { key: "usersurvey", href: "/app/usersurvey", section: "admin" },
  { key: "usersurveyTrainigApp", href: "/app/usersurveyTrainigApp", section: "admin" },
  { key: "conferenceFeedback", href: "/app/conference_feedback", section: "admin" },
  { key: "university", href: "/app/university", section: "admin" },
  { key: "universityCourses", href: "/app/universityCourses", section: "program" },
  { key: "universityRubric", href: "/app/universityRubric", section: "program" },
  { key: "usersUniversity", href: "/app/usersUniversity", section: "insight" },
  { key: "myCourses", href: "/app/myCourses", section: "work" },
  { key: "sftp", href: "/app/sftp", section: "insight" },
  { key: "documentations", href: "/app/documentations", section: "account" },
  { key: "videoTutorials", href: "/app/videoTutorials", section: "account" },
  { key: "grants", href: "/app/grants", section: "account" },
  { key: "terms", href: "/app/terms", section: "account" },
];

/** The menu of a role: the items whose page the role may open. */
export function navFor(roleId: number): TNavItem[] {
  return NAV_ITEMS.filter((i) => mayOpenPath(roleId, i.href));
}

/** The named areas whose page arrives with a later release, shown in the shell meanwhile. */
export const UPCOMING_AREAS: Record<string, string> = {};
