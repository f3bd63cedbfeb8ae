import type { TDbOrTx } from "@/db/client";
import type { TUserRow } from "@/db/schema";
import type { TAction } from "@/lib/auth/permissions";
import type { TAsOf, TRange } from "@/lib/analysis/rules";
import type { TSubjectUser, TTeamMember } from "@/lib/analysis/scope";
import type { TSuppressedMark } from "@/lib/privacy/small-cells";
import type { TReportPeriodKind } from "./period";

// The report engine's vocabulary: a definition answers one result
// of KPIs, a chart and a table; the page, the CSV, the PDF and print render that one result.
// Column, series and KPI labels are message keys (reports.columns.*, reports.series.*, reports.kpis.*)
// unless the label is data (a category's name, a month), given as `label` or `labelMonth`.

/**
 * The action of the access table (lib/auth/permissions.ts) that opens a report. Its scope for the
 * reader also decides whose figures they read: "own" their own, "school" a secretary's school's
 * counselors (a faculty's course students), "team" and wider the reader's team view.
 */
export type TReportAccess = Extract<TAction, `report.${string}.read`>;

export type TReportFamily = "useOfTime" | "services" | "results" | "team" | "business" | "ramp";

/**
 * How a cell is shown: minutes as h:mm, hours as decimal hours from minutes, delta as a signed
 * h:mm change; seriesKey and kpiKey are translated (reports.series.*, reports.kpis.*); byRow takes
 * the kind from the row's own `kind` cell (a table of KPIs); time is a clock time held as 24-hour
 * "HH:MM", read in the reader's convention (1:30 PM in English, 13:30 in Italian and German); decimal
 * is a figure with one decimal (a Likert average: 2.3, 2,3 in German).
 */
export type TValueKind = "text" | "int" | "decimal" | "minutes" | "hours" | "percent" | "date" | "dates" | "month" | "time" | "delta" | "money" | "seriesKey" | "kpiKey" | "byRow" | "student";

/**
 * labelMonth: an ISO date whose month (in the reader's language) is the column's label.
 * Kind "student" holds a student's or group's name (docs/use-of-time.md, privacy): the engine withholds it (null)
 * when the viewer may not read the subject's names or the subject is "All", and the eye masks it on
 * the page, in the CSV and in the PDF. small: a count of students in a demographic cell, shown as
 * "<5" when between 1 and 4 on anything that leaves the counselor (another viewer, an export).
 */
export type TReportColumn = {
  key: string;
  kind: TValueKind;
  label?: string;
  labelMonth?: string;
  small?: boolean;
  /** The key of a row field holding an in-app path ("/app/…") the cell links to on the page (not in the CSV or PDF). */
  href?: string;
};

export type TReportCell = string | number | null;

export type TReportRow = Record<string, TReportCell>;

/** totals: the last line, a sum ("Total") or, with totalsLabel "average", an average ("Average day"). */
export type TReportTable = { columns: TReportColumn[]; rows: TReportRow[]; totals?: TReportRow; totalsLabel?: "total" | "average" };

export type TChartSeries = { key: string; color: string; label?: string };

export type TReportChart = {
  /**
   * heatmap: series are the columns (weekdays), data rows the lines (hours); values in minutes.
   * groupedBar: the series side by side; horizontalBar: one bar per row, sorted as given (a pyramid
   * or a ranking). map: a choropleth; data rows { x: state code or 5-digit county FIPS, [series[0].key]: value }.
   */
  kind: "stackedBar" | "line" | "bar" | "heatmap" | "groupedBar" | "horizontalBar" | "map";
  /** map only: the states of the US, or the counties of one state (USPS code). */
  geo?: { level: "states" | "counties"; state?: string };
  /** What the x values are: ISO dates shown as a week, a month or a day, or plain text. */
  xKind: "week" | "month" | "day" | "text";
  unit: "hours" | "percent" | "minutes" | "count";
  series: TChartSeries[];
  /** One row per x value: { x, [series key]: number }. */
  data: Record<string, string | number>[];
  /** A horizontal target line (percent charts: the district's direct + indirect target). */
  targetLine?: number;
  /** The x values are the names of students or groups: the eye masks them too (as "#1", "#2", … in exports). */
  xNames?: boolean;
};

/**
 * suppressed: the figure is about students and withheld by the small-cell rule (lib/privacy/small-cells.ts):
 * "<5" or "—"; `value` is then 0 and is never shown.
 */
export type TReportKpi = { key: string; kind: TValueKind; value: number; previous?: number | null; target?: number; suppressed?: TSuppressedMark };

/** smallCells: some figures are withheld by the small-cell rule; the page and the PDF say what "<5" and "—" mean. */
export type TReportResult = {
  kpis: TReportKpi[];
  chart: TReportChart | null;
  table: TReportTable;
  smallCells?: boolean;
  /** The students the table names (server only: the access log is written from it; never sent to the reader). */
  studentIds?: number[];
};

/** Whose figures a report reads: one user (the actor or a counselor in their scope) or the actor's team ("All"). */
export type TReportSubject = { kind: "user"; user: TSubjectUser } | { kind: "team"; members: TTeamMember[] };

/**
 * The report filters besides the period (docs/use-of-time.md): grade (PK-12 by id, event else client),
 * a category (group, category or sub-category id), a school, done only, study days (tags) only.
 */
export type TReportFilters = {
  grade: number | null;
  categoryId: number | null;
  ncessch: string | null;
  doneOnly: boolean;
  studyDaysOnly: boolean;
  /**
   * The recorded/planned boundary (lib/analysis/rules.ts TAsOf), set by the engine from its clock: the
   * reports count recorded time, events up to now; "done only" narrows that to the events marked done.
   * A report of plans (the annual calendar) clears it.
   */
  asOf?: TAsOf | null;
};

export type TReportFilterKey = "grade" | "category" | "done" | "study";
/** Every filter: the use-of-time reports honour them all (countedEvents' TEventFilter). */
export const ALL_FILTERS: readonly TReportFilterKey[] = ["grade", "category", "done", "study"];

export type TReportContext = {
  db: TDbOrTx;
  actor: TUserRow;
  subject: TReportSubject;
  /** The users whose events are counted. */
  userIds: number[];
  period: TReportPeriodKind;
  range: TRange;
  /** The period before (for the change columns), of the same kind. */
  previous: TRange;
  /** The district's direct + indirect target (percent). */
  target: number;
  filters: TReportFilters;
  /**
   * The report's own parameters (named by its definition's `params`, e.g. a pivot's metric or a
   * map's state), raw strings: the report validates them with its own zod schema and answers 422.
   */
  extra: Readonly<Record<string, string>>;
  colorLeaid: string | null;
  /**
   * The figures leave the counselor who owns the students (another reader, "All", the API, a CSV or a
   * PDF): figures about students obey the small-cell rule (lib/privacy/small-cells.ts). The engine
   * (runReport) always sets it.
   */
  smallCells?: boolean;
  /** The reader's language, and a category's name in it (seeded ASCA categories translated). */
  locale: string;
  categoryLabel: (c: { id: number | null; name: string; shared: boolean }) => string;
};

export type TReportDefinition = {
  key: string;
  family: TReportFamily;
  /** Who may open it, and at which scope: an action of the access table. */
  access: TReportAccess;
  /** Where the reports list links the report (a spec path such as /app/map); default /app/report/{key}. */
  href?: string;
  /** false: opened from another page only (a state's map needs its state), not listed in /app/reports. */
  listed?: boolean;
  /** The period the report opens on and the ones it offers. */
  periods: { initial: TReportPeriodKind; offered: readonly TReportPeriodKind[]; customDefault?: "week" | "last12Months" | "today" };
  /** Always the whole team, one line per counselor (the team reports): no users dropdown. */
  teamOnly?: boolean;
  /** Not about counselors (the business reports): no subject, no users dropdown. */
  subjectless?: boolean;
  /** Whether "All" (the team's aggregate) is offered to M; without it M picks one counselor. */
  team: boolean;
  /** The filters the report honours (ctx.filters); the page offers exactly these. */
  filters?: readonly TReportFilterKey[];
  /** The names of the report's own search parameters, passed raw in ctx.extra (at most 64 characters each). */
  params?: readonly string[];
  /** The PDF ends with signature lines (a time-and-effort record). */
  signatures?: boolean;
  run(ctx: TReportContext): Promise<TReportResult>;
};
