import { ROLE } from "@/lib/auth/roles";
import { BUSINESS_REPORTS } from "./families/business";
import { CALENDAR_REPORTS } from "./families/calendar";
import { GEOGRAPHY_REPORTS } from "./families/geography";
import { PROGRAM_REPORTS } from "./families/program";
import { SERVICES_REPORTS } from "./families/services";
import { RESULTS_REPORTS } from "./families/results";
import { TEAM_REPORTS } from "./families/team";
import { TIME_DETAIL_REPORTS } from "./families/time-detail";
import { USE_OF_TIME_REPORTS } from "./families/use-of-time";
import type { TReportDefinition, TReportFamily, TReportRole } from "./types";

// The one registry of reports (REPORTS.md section 0): each key's family, roles, periods and query.
// The page (/app/report/{key}), the API (GET /api/v1/report/{key}) and the list (/app/reports) read it.

export const REPORTS: readonly TReportDefinition[] = [
  ...USE_OF_TIME_REPORTS,
  ...TIME_DETAIL_REPORTS,
  ...CALENDAR_REPORTS,
  ...SERVICES_REPORTS,
  ...RESULTS_REPORTS,
  ...PROGRAM_REPORTS,
  ...TEAM_REPORTS,
  ...GEOGRAPHY_REPORTS,
  ...BUSINESS_REPORTS,
];

const BY_KEY = new Map(REPORTS.map((r) => [r.key, r]));

export const REPORT_FAMILIES: readonly TReportFamily[] = ["useOfTime", "services", "results", "team", "business", "ramp"];

export function reportByKey(key: string): TReportDefinition | null {
  return BY_KEY.get(key) ?? null;
}

/**
 * The REPORTS.md role letters of a role: C counselor 1 (also 4, 21, 44); M manager 2, director 9,
 * state manager 12 and admin 3; F faculty 22; S secretary 5; A admin 3.
 */
export function reportRolesOf(roleId: number): TReportRole[] {
  const out: TReportRole[] = [];
  if (([ROLE.user, ROLE.member, ROLE.universityStudent, ROLE.renewer] as number[]).includes(roleId)) out.push("C");
  if (([ROLE.manager, ROLE.director, ROLE.stateManager, ROLE.admin] as number[]).includes(roleId)) out.push("M");
  if (roleId === ROLE.universityFaculty) out.push("F");
  if (roleId === ROLE.secretary) out.push("S");
  if (roleId === ROLE.admin) out.push("A");
  return out;
}

/** Whether a role may open a report. */
export function mayOpenReport(roleId: number, report: TReportDefinition): boolean {
  if (report.roleIds && !report.roleIds.includes(roleId)) return false;
  const mine = reportRolesOf(roleId);
  return report.roles.some((r) => mine.includes(r));
}

/** The reports a role may open, in registry order. */
export function reportsFor(roleId: number): TReportDefinition[] {
  return REPORTS.filter((r) => mayOpenReport(roleId, r));
}
