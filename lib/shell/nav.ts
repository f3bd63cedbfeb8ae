import { ROLE } from "@/lib/auth/roles";

// The side navigation: every area of the app and the roles that see it. The route guard and the
// pages enforce access; this only decides what is offered.
const COUNSELORS = [ROLE.user, ROLE.admin, ROLE.member, ROLE.director, ROLE.universityStudent, ROLE.universityFaculty, ROLE.renewer];
const PLANNERS = [...COUNSELORS, ROLE.manager];
const READERS = [...PLANNERS, ROLE.stateManager];

export type TNavItem = { key: string; href: string; roles: readonly number[] | "all"; section: "work" | "program" | "insight" | "account" | "admin" };

export const NAV_ITEMS: readonly TNavItem[] = [
  { key: "dashboard", href: "/app/dashboard", roles: READERS, section: "work" },
  { key: "calendar", href: "/app/calendar", roles: COUNSELORS, section: "work" },
  { key: "calendarAppointment", href: "/app/calendarAppointment", roles: [ROLE.secretary, ...COUNSELORS], section: "work" },
  { key: "logs", href: "/app/logs", roles: COUNSELORS, section: "work" },
  { key: "studentsGroups", href: "/app/studentsGroups/students", roles: COUNSELORS, section: "work" },
  { key: "smartGoal", href: "/app/smartGoal", roles: PLANNERS, section: "program" },
  { key: "lesson", href: "/app/lesson", roles: PLANNERS, section: "program" },
  { key: "curriculum", href: "/app/curriculum", roles: PLANNERS, section: "program" },
  { key: "schoolData", href: "/app/schooldata", roles: PLANNERS, section: "program" },
  { key: "tags", href: "/app/tags", roles: PLANNERS, section: "program" },
  { key: "daysClosed", href: "/app/daysclosed", roles: COUNSELORS, section: "program" },
  { key: "periods", href: "/app/periods", roles: COUNSELORS, section: "program" },
  { key: "rating", href: "/app/rating", roles: COUNSELORS, section: "work" },
  { key: "reports", href: "/app/reports", roles: READERS, section: "insight" },
  { key: "categories", href: "/app/categories", roles: [ROLE.admin, ROLE.manager, ROLE.director], section: "insight" },
  { key: "users", href: "/app/users", roles: [ROLE.admin, ROLE.manager, ROLE.director, ROLE.stateManager], section: "insight" },
  { key: "profile", href: "/app/user/overview", roles: "all", section: "account" },
  { key: "billing", href: "/app/user/billing", roles: "all", section: "account" },
  { key: "files", href: "/app/user/files", roles: [...READERS, ROLE.secretary], section: "account" },
  { key: "training", href: "/app/training", roles: [ROLE.admin], section: "admin" },
  { key: "outbox", href: "/app/admin/outbox", roles: [ROLE.admin], section: "admin" },
  { key: "questions", href: "/app/admin/questions", roles: [ROLE.admin], section: "admin" },
  { key: "demoRequests", href: "/app/admin/demo-requests", roles: [ROLE.admin], section: "admin" },
  { key: "settings", href: "/app/admin/settings", roles: [ROLE.admin], section: "admin" },
  { key: "orders", href: "/app/admin/orders", roles: [ROLE.admin], section: "admin" },
  { key: "prices", href: "/app/admin/prices", roles: [ROLE.admin], section: "admin" },
  { key: "coupons", href: "/app/admin/coupons", roles: [ROLE.admin], section: "admin" },
  { key: "partners", href: "/app/admin/partners", roles: [ROLE.admin], section: "admin" },
];

export function navFor(roleId: number): TNavItem[] {
  return NAV_ITEMS.filter((i) => i.roles === "all" || i.roles.includes(roleId));
}

/** The named areas whose page arrives with a later release, shown in the shell meanwhile. */
export const UPCOMING_AREAS: Record<string, string> = {
  smartGoal: "smartGoal",
  lesson: "lesson",
  curriculum: "curriculum",
  schooldata: "schoolData",
  reports: "reports",
  users: "users",
  user: "profile",
  training: "training",
};
