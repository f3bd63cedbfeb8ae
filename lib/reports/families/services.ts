import { ALL_FILTERS, type TReportDefinition } from "../types";
import { mtmdssStudentGroup, mtssStudentGroup } from "./services/groups";
import { careerCoach, referrals, reportStats, studentContact } from "./services/students";
import { counselingContinuum, mtmdss, mtmdsssGrid, mtss } from "./services/tiers";

// Report family 2, "Services and tiers": the counted events with their clients and group
// members, by MTSS tier and ASCA domain (the rules of lib/reports/services-rules.ts, aggregated in
// SQL by ./services/sql.ts). 🔒 reports name students or groups in a "student" column.

const PERIODS = { initial: "schoolYear", offered: ["month", "semester", "schoolYear", "custom"] } as const;
const MONTHLY = { initial: "month", offered: ["month", "semester", "schoolYear", "custom"] } as const;
const filters = ALL_FILTERS;

export const SERVICES_REPORTS: readonly TReportDefinition[] = [
  { key: "mtss", family: "services", access: "report.useOfTime.read", team: true, filters, periods: PERIODS, run: mtss },
  { key: "mtssstudentgroup", family: "services", access: "report.useOfTime.read", team: true, filters, periods: PERIODS, run: mtssStudentGroup },
  { key: "mtmdss", family: "services", access: "report.useOfTime.read", team: true, filters, periods: PERIODS, run: mtmdss },
  { key: "mtmdssstudentgroup", family: "services", access: "report.useOfTime.read", team: true, filters, periods: PERIODS, run: mtmdssStudentGroup },
  { key: "mtmdsssgrid", family: "services", access: "report.counseling.read", team: true, filters, periods: PERIODS, run: mtmdsssGrid },
  { key: "counselingContinuum", family: "services", access: "report.useOfTime.read", team: true, filters, periods: PERIODS, run: counselingContinuum },
  { key: "studentContact", family: "services", access: "report.counseling.read", team: true, filters, periods: PERIODS, run: studentContact },
  { key: "referrals", family: "services", access: "report.counseling.read", team: true, filters, periods: PERIODS, run: referrals },
  { key: "careerCoachMonthlyReport", family: "services", access: "report.useOfTime.read", team: true, filters, periods: MONTHLY, run: careerCoach },
  { key: "reportStats", family: "services", access: "report.useOfTime.read", team: true, filters, periods: PERIODS, run: reportStats },
];
