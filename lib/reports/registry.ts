import { can } from "@/lib/auth/permissions";
import { BUSINESS_REPORTS } from "./families/business";
import { CALENDAR_REPORTS } from "./families/calendar";
import { GEOGRAPHY_REPORTS } from "./families/geography";
import { PROGRAM_REPORTS } from "./families/program";
import { SERVICES_REPORTS } from "./families/services";
import { RESULTS_REPORTS } from "./families/results";
import { TEAM_REPORTS } from "./families/team";
import { TIME_DETAIL_REPORTS } from "./families/time-detail";
import { USE_OF_TIME_REPORTS } from "./families/use-of-time";
import type { TReportDefinition, TReportFamily } from "./types";

// The one registry of reports: each key's family, access action, periods and query.
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

type TReader = { roleId: number; specialUser?: string | null };

/** Whether a user may open a report: the access table's answer for the report's action. */
export function mayOpenReport(user: TReader, report: TReportDefinition): boolean {
  return can(user, report.access);
}

/** The reports a user may open, in registry order. */
export function reportsFor(user: TReader): TReportDefinition[] {
  return REPORTS.filter((r) => mayOpenReport(user, r));
}
