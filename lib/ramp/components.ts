// The RAMP application's components in ASCA order: where each one's content
// comes from and the rule that says whether it is ready. Pure: the facts are read elsewhere
// (lib/ramp/queries.ts) and passed in, so the rules are tested without a database.

export const RAMP_TYPES = ["vision", "mission", "goals", "mbActionPlan", "ctg", "adminConference", "useOfTime", "calendars", "advisoryCouncil", "mbResults", "reflection"] as const;
export type TRampType = (typeof RAMP_TYPES)[number];

/** generated: the data fills it (or the hand-written text is there); needsText: the data is there, the counselor's text is not; missing: no data yet. */
export type TRampStatus = "generated" | "needsText" | "missing";

/** Where a component's content comes from (ramp.sources.* names it for the reader). */
export type TRampSource = "schoolProfile" | "smartGoals" | "report" | "ctgGoal" | "annualConference" | "advisoryCouncil" | "handWritten";

export type TRampComponent = {
  key: TRampType;
  source: TRampSource;
  /** The registry report that generates its table (lib/reports/registry.ts). */
  reportKey?: string;
  /** Its hand-written text (ramp_texts.component). */
  text?: boolean;
  /** Where its source data is entered or read in full. */
  sourcePath: string;
};

export const RAMP_COMPONENTS: readonly TRampComponent[] = [
  { key: "vision", source: "schoolProfile", sourcePath: "/app/vision" },
  { key: "mission", source: "schoolProfile", sourcePath: "/app/mission" },
  { key: "goals", source: "smartGoals", sourcePath: "/app/smartgoals" },
  { key: "mbActionPlan", source: "report", reportKey: "mbActionPlan", sourcePath: "/app/report/mbActionPlan" },
  { key: "ctg", source: "ctgGoal", text: true, sourcePath: "/app/smartgoals" },
  { key: "adminConference", source: "annualConference", reportKey: "reportAdmin", sourcePath: "/app/annualconference" },
  { key: "useOfTime", source: "report", reportKey: "timesheetSummaryView", sourcePath: "/app/report/timesheetSummaryView" },
  { key: "calendars", source: "report", reportKey: "annualCalendar", sourcePath: "/app/report/annualCalendar" },
  { key: "advisoryCouncil", source: "advisoryCouncil", sourcePath: "/app/advisoryCouncil" },
  { key: "mbResults", source: "report", reportKey: "curriculumReport", text: true, sourcePath: "/app/report/curriculumReport" },
  { key: "reflection", source: "handWritten", text: true, sourcePath: "/app/ramp/reflection" },
];

/** The components with a hand-written text (ramp_texts.component). */
export const RAMP_TEXT_COMPONENTS = RAMP_COMPONENTS.filter((c) => c.text).map((c) => c.key);

export function isRampType(value: string): value is TRampType {
  return (RAMP_TYPES as readonly string[]).includes(value);
}

export function rampComponent(key: TRampType): TRampComponent {
  return RAMP_COMPONENTS.find((c) => c.key === key) as TRampComponent;
}

/** The facts the statuses read, one school year of one counselor. */
export type TRampFacts = {
  vision: string;
  mission: string;
  /** SMART goals of the year with their sentence (a target measure). */
  goals: number;
  ctgGoals: number;
  /** Rows of each registry report's table; null when the key is not (yet) in the registry or the role may not run it. */
  reportRows: Record<string, number | null>;
  /** curriculumReport lessons with both a pre and a post average. */
  measuredLessons: number;
  annualConference: boolean;
  advisoryMembers: number;
  /** Meetings of the school year whose minutes are written. */
  advisoryMeetings: number;
  texts: Partial<Record<TRampType, string>>;
};

/** Text without its markup and spaces: a rich-text field holding "<p></p>" is empty. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

const filled = (s: string | undefined) => plainText(s ?? "").length > 0;

/** ASCA asks for two advisory council meetings a school year (agenda and minutes of each); fewer is noted in the pack. */
export const RAMP_ADVISORY_MEETINGS = 2;

/**
 * The status of a component:
 * - vision, mission, reflection: written by hand → generated when the text is there, else needsText;
 * - goals: at least one SMART goal of the year; mbActionPlan, useOfTime, calendars: the report has rows;
 *   adminConference: the year's conference is saved; advisoryCouncil: a member and a meeting of the year with
 *   its minutes (what the pack prints; a second meeting ASCA asks for is noted beside it, not a missing part);
 * - ctg, mbResults: the data (a closing-the-gap goal; a lesson measured pre and post) and then the
 *   implications text (needsText without it).
 * A report key not in the registry yet counts as no rows: missing.
 */
export function rampStatus(key: TRampType, f: TRampFacts): TRampStatus {
  const rows = (k: string) => f.reportRows[k] ?? 0;
  switch (key) {
    case "vision":
      return filled(f.vision) ? "generated" : "needsText";
    case "mission":
      return filled(f.mission) ? "generated" : "needsText";
    case "reflection":
      return filled(f.texts.reflection) ? "generated" : "needsText";
    case "goals":
      return f.goals > 0 ? "generated" : "missing";
    case "mbActionPlan":
      return rows("mbActionPlan") > 0 ? "generated" : "missing";
    case "useOfTime":
      return rows("timesheetSummaryView") > 0 ? "generated" : "missing";
    case "calendars":
      return rows("annualCalendar") > 0 ? "generated" : "missing";
    case "adminConference":
      return f.annualConference ? "generated" : "missing";
    case "advisoryCouncil":
      return f.advisoryMembers > 0 && f.advisoryMeetings > 0 ? "generated" : "missing";
    case "ctg":
      if (f.ctgGoals === 0) return "missing";
      return filled(f.texts.ctg) ? "generated" : "needsText";
    case "mbResults":
      if (f.measuredLessons === 0) return "missing";
      return filled(f.texts.mbResults) ? "generated" : "needsText";
  }
}

/** Progress of a component for the workspace's bar list: ready 100 %, waiting for its text 50 %, no data 0 %. */
export function statusProgress(status: TRampStatus): number {
  return status === "generated" ? 100 : status === "needsText" ? 50 : 0;
}
