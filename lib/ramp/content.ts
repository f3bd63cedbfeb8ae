import type { TAdvisoryMeetingJson, TAdvisoryMemberJson, TAnnualConferenceJson } from "@/lib/program/queries";
import type { TReportTable } from "@/lib/reports/types";
import { plainText, RAMP_ADVISORY_MEETINGS, rampComponent, rampStatus, type TRampFacts, type TRampStatus, type TRampType } from "./components";
import type { TRampData, TRampGoal } from "./queries";

// What each RAMP component prints and its status, from one function: the status is read off the very data the
// workspace, the component page and the pack print, so a part marked ready never prints empty and a part
// printing a council with its minutes is never "missing". Pure: the data is read in lib/ramp/queries.ts.

export type TRampContent = { status: TRampStatus } & (
  | { key: "vision" | "mission" | "reflection"; text: string }
  | { key: "goals"; goals: TRampGoal[] }
  | { key: "ctg"; goals: TRampGoal[]; implications: string }
  | { key: "mbActionPlan" | "useOfTime" | "calendars"; table: TReportTable | null }
  | { key: "mbResults"; table: TReportTable | null; measured: number; implications: string }
  | { key: "adminConference"; conference: TAnnualConferenceJson | null; agreedGoals: TRampGoal[]; actuals: TReportTable | null }
  | { key: "advisoryCouncil"; members: TAdvisoryMemberJson[]; meetings: TAdvisoryMeetingJson[]; withMinutes: number; meetingsShort: number }
);

const NO_FACTS: TRampFacts = {
  vision: "",
  mission: "",
  goals: 0,
  ctgGoals: 0,
  reportRows: {},
  measuredLessons: 0,
  annualConference: false,
  advisoryMembers: 0,
  advisoryMeetings: 0,
  texts: {},
};

const status = (key: TRampType, facts: Partial<TRampFacts>) => rampStatus(key, { ...NO_FACTS, ...facts });

/** The table a component prints (its report's, students stripped), or null when the report is not available. */
function tableOf(d: TRampData, key: TRampType): TReportTable | null {
  const reportKey = rampComponent(key).reportKey;
  return reportKey ? (d.reports[reportKey]?.table ?? null) : null;
}

/** One component's printed data and its status. */
export function rampContent(key: TRampType, d: TRampData): TRampContent {
  switch (key) {
    case "vision":
    case "mission":
    case "reflection": {
      const text = key === "vision" ? d.vision : key === "mission" ? d.mission : (d.texts.reflection ?? "");
      return { key, text, status: status(key, { vision: d.vision, mission: d.mission, texts: d.texts }) };
    }
    case "goals":
      return { key, goals: d.goals, status: status(key, { goals: d.goals.length }) };
    case "ctg": {
      const goals = d.goals.filter((g) => g.ctg);
      return { key, goals, implications: d.texts.ctg ?? "", status: status(key, { goals: d.goals.length, ctgGoals: goals.length, texts: d.texts }) };
    }
    case "mbActionPlan":
    case "useOfTime":
    case "calendars": {
      const table = tableOf(d, key);
      const reportKey = rampComponent(key).reportKey as string;
      return { key, table, status: status(key, { reportRows: { [reportKey]: table ? table.rows.length : null } }) };
    }
    case "mbResults": {
      const table = tableOf(d, key);
      const measured = table ? table.rows.filter((r) => r.pre != null && r.post != null).length : 0;
      return { key, table, measured, implications: d.texts.mbResults ?? "", status: status(key, { measuredLessons: measured, texts: d.texts }) };
    }
    case "adminConference":
      return { key, conference: d.conference, agreedGoals: d.agreedGoals, actuals: tableOf(d, key), status: status(key, { annualConference: d.conference !== null }) };
    case "advisoryCouncil": {
      const meetings = d.advisory.meetings;
      const withMinutes = meetings.filter((m) => plainText(m.minutes).length > 0).length;
      return {
        key,
        members: d.advisory.members,
        meetings,
        withMinutes,
        meetingsShort: Math.max(0, RAMP_ADVISORY_MEETINGS - meetings.length),
        status: status(key, { advisoryMembers: d.advisory.members.length, advisoryMeetings: withMinutes }),
      };
    }
  }
}
