import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { clients, rampScores, rampTexts, type TUserRow } from "@/db/schema";
import { can } from "@/lib/auth/permissions";
import { resolveAnalysisSubject, type TSubjectUser } from "@/lib/analysis/scope";
import { rowsOf } from "@/lib/analysis/sql";
import { AppError, notFound } from "@/lib/http/errors";
import { advisoryCouncilOf, annualConferenceOf, schoolProfileOf, type TAdvisoryCouncil, type TAnnualConferenceJson } from "@/lib/program/queries";
import { schoolYearRange, schoolYearStart } from "@/lib/program/rules";
import { reportByKey } from "@/lib/reports/registry";
import { runReport } from "@/lib/reports/run";
import type { TReportQuery } from "@/lib/reports/period";
import type { TReportResult } from "@/lib/reports/types";
import { formatDate } from "@/lib/i18n/format";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { pdfTranslator } from "@/lib/pdf/strings";
import { smartGoalSentence, type TSentenceT } from "@/lib/smart-goals/rules";
import { todayIn } from "@/lib/users/rules";
import { mayUseRamp } from "./access";
import { RAMP_COMPONENTS, RAMP_TYPES, rampComponent, type TRampStatus, type TRampType } from "./components";
import { rampContent } from "./content";
import { componentScore } from "./rubric";
import { nameRedactor, rampResult, recordedDaysOnly } from "./rules";
import type { TActor } from "@/lib/auth/current-user";

// What the RAMP workspace, a component page, the rubric pages and the pack read: one counselor's school
// year (their own, or a counselor in a manager's team, read-only), the statuses, the generated tables
// (student names stripped) and the hand-written texts and self-scores.

export const RAMP_ADDON_MESSAGE = "The RAMP workspace needs the RAMP add-on.";

/** Refused: the RAMP add-on is missing (pages show the add-on's explanation instead). */
export const rampAddonRequired = () => new AppError("ramp_addon_required", RAMP_ADDON_MESSAGE, 403);

export type TRampSubject = { user: TSubjectUser; readOnly: boolean; schoolYear: number; range: { from: string; to: string }; schoolName: string };

/**
 * Whose workspace: the actor's own, or (?user_id=) a counselor in the actor's team (resolveAnalysisSubject;
 * outside it 404), read-only. Refused without the add-on, a trial or an administrator (mayUseRamp).
 */
export async function rampSubject(db: TDbOrTx, actor: TActor, now: Date, userId?: number | null): Promise<TRampSubject> {
  if (!can(actor.user, "ramp.read")) throw notFound();
  if (!mayUseRamp(actor.user)) throw rampAddonRequired();
  const user = await resolveAnalysisSubject(db, actor.user, userId);
  const schoolYear = schoolYearStart(todayIn(user.timezone, now));
  let schoolName = actor.user.schoolName;
  if (!user.isSelf) {
    const [row] = await rowsOf<{ school_name: string }>(db, sql`select school_name from users where id = ${user.id}`);
    schoolName = row?.school_name ?? "";
  }
  return { user, readOnly: !user.isSelf, schoolYear, range: schoolYearRange(schoolYear), schoolName };
}

export type TRampGoal = {
  id: number;
  /** The goal's sentence in the reader's language (smartGoalSentence), dates as on the reader's pages. */
  sentence: string;
  target: string;
  groups: string;
  change: number | null;
  ctg: boolean;
  baseline: number | null;
  targetValue: number | null;
  result: number | null;
  resultDate: string | null;
  dateTarget: string | null;
};

type TGoalRow = {
  id: number;
  target: string;
  baseline_value: string | null;
  target_value: string | null;
  result_value: string | null;
  result_date: string | null;
  change_value: number | null;
  date_target: string | null;
  ctg: boolean;
  groups: string | null;
};

const num = (v: string | null) => (v == null ? null : Number(v));

/** A RAMP goal's sentence with the given date format (the pages' formatDate, the pack's document date). */
export function rampGoalSentence(g: Omit<TRampGoal, "sentence">, ts: TSentenceT, date: (iso: string) => string): string {
  return smartGoalSentence({ date: g.dateTarget ? date(g.dateTarget) : "", group: g.groups, target: g.target, percent: g.change, baseline: g.baseline, targetValue: g.targetValue }, ts);
}

/**
 * The counselor's SMART goals: those of the school year (target date in it, else created in it), or the given
 * ids (the goals a conference agreed), each with its sentence built from its figures in the reader's language.
 */
export async function rampGoals(db: TDbOrTx, ownerId: number, which: { range: { from: string; to: string } } | { ids: number[] }, ts: TSentenceT, locale: string): Promise<TRampGoal[]> {
  if ("ids" in which && which.ids.length === 0) return [];
  const filter =
    "ids" in which
      ? sql`g.id in (${sql.join(
          which.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`(g.date_target between ${which.range.from}::date and ${which.range.to}::date
               or (g.date_target is null and g.created_at >= ${which.range.from}::date and g.created_at < (${which.range.to}::date + 1)))`;
  const rows = await rowsOf<TGoalRow>(
    db,
    sql`select g.id, g.target, g.baseline_value, g.target_value, g.result_value, g.result_date::text as result_date, g.change_value, g.date_target::text as date_target,
          coalesce(d.closing_the_gap, false) as ctg,
          (select string_agg(c.name, ', ' order by sg.position, c.name) from smart_goal_groups sg join clients c on c.id = sg.client_id where sg.smart_goal_id = g.id) as groups
        from smart_goals g left join data_analysis_items d on d.id = g.data_analysis_id
        where g.user_id = ${ownerId} and ${filter}
        order by g.date_target nulls last, g.id`,
  );
  return rows.map((r) => {
    const g = {
      id: r.id,
      target: r.target,
      groups: r.groups ?? "",
      change: r.change_value,
      ctg: r.ctg === true,
      baseline: num(r.baseline_value),
      targetValue: num(r.target_value),
      result: num(r.result_value),
      resultDate: r.result_date,
      dateTarget: r.date_target,
    };
    return { ...g, sentence: rampGoalSentence(g, ts, (iso) => formatDate(iso, locale)) };
  });
}

/** The names of the counselor's student clients: what the pack redacts wherever a text cell repeats one. */
async function studentNames(db: TDbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: clients.name })
    .from(clients)
    .where(and(eq(clients.userId, userId), eq(clients.type, "student")));
  return rows.map((r) => r.name);
}

/**
 * A registry report for the subject's school year, student names stripped; null when the key is not in
 * the registry (yet) or the actor's role may not run it.
 */
async function rampReport(db: TDbOrTx, actor: TUserRow, s: TRampSubject, key: string, now: Date, locale: string, redact: (t: string) => string): Promise<TReportResult | null> {
  const definition = reportByKey(key);
  if (!definition) return null;
  // A report that offers no school-year period (the day-by-day timesheet) runs over the year as a custom range:
  // asked for the school year it would fall back to its first week.
  const q = (
    definition.periods.offered.includes("schoolYear")
      ? { period: "schoolYear", date: s.range.from, user_id: s.user.id, format: "json" }
      : { period: "custom", from: s.range.from, to: s.range.to, user_id: s.user.id, format: "json" }
  ) as TReportQuery;
  try {
    const run = await runReport(db, actor, key, q, now, locale);
    return rampResult(run.result, redact);
  } catch (e) {
    if (e instanceof AppError && (e.status === 404 || e.status === 403)) return null;
    throw e;
  }
}

export type TRampData = {
  subject: TRampSubject;
  vision: string;
  mission: string;
  goals: TRampGoal[];
  reports: Record<string, TReportResult | null>;
  conference: TAnnualConferenceJson | null;
  /** The SMART goals the year's conference agreed (its smartGoalIds), whatever their target date. */
  agreedGoals: TRampGoal[];
  advisory: TAdvisoryCouncil;
  texts: Partial<Record<TRampType, string>>;
  scores: Map<string, number>;
  /** Replaces the counselor's student names in any text by "[student]" (RAMP's FERPA rule). */
  redact: (text: string) => string;
  /** smartGoals.sentence in the reader's language, for a document that writes goal dates its own way. */
  sentenceT: TSentenceT;
};

/** Reads everything of the year, or (only) what one component needs. */
export async function rampData(db: TDbOrTx, actor: TActor, s: TRampSubject, now: Date, locale: string, only?: readonly TRampType[]): Promise<TRampData> {
  const wanted = only ?? RAMP_TYPES;
  const reportKeys = RAMP_COMPONENTS.filter((c) => wanted.includes(c.key) && c.reportKey).map((c) => c.reportKey as string);
  const uid = s.user.id;
  const st = await pdfTranslator("smartGoals.sentence", isLocale(locale) ? locale : DEFAULT_LOCALE);
  const sentenceT: TSentenceT = (key, values) => st(key, values);
  const [profile, goals, conferenceRows, advisory, textRows, scoreRows, names] = await Promise.all([
    schoolProfileOf(db, uid),
    rampGoals(db, uid, { range: s.range }, sentenceT, locale),
    rowsOf<{ n: number | string }>(db, sql`select count(*) as n from annual_conferences where user_id = ${uid} and school_year = ${s.schoolYear}`),
    advisoryCouncilOf(db, uid, s.schoolYear),
    db
      .select({ component: rampTexts.component, text: rampTexts.text })
      .from(rampTexts)
      .where(and(eq(rampTexts.userId, uid), eq(rampTexts.schoolYear, s.schoolYear))),
    db
      .select({ item: rampScores.itemKey, score: rampScores.score })
      .from(rampScores)
      .where(and(eq(rampScores.userId, uid), eq(rampScores.schoolYear, s.schoolYear))),
    studentNames(db, uid),
  ]);
  const redact = nameRedactor(names);
  // The reports run side by side: each is one counselor's year (a few queries), so the waits overlap.
  const results = await Promise.all(reportKeys.map((key) => rampReport(db, actor.user, s, key, now, locale, redact)));
  const reports: Record<string, TReportResult | null> = Object.fromEntries(reportKeys.map((key, i) => [key, results[i]]));
  // The use-of-time assessment shows the days with recorded time, not a year of empty days.
  if (reports.timesheetSummaryView) reports.timesheetSummaryView = recordedDaysOnly(reports.timesheetSummaryView);
  const hasConference = Number(conferenceRows[0]?.n ?? 0) > 0;
  const conference = wanted.includes("adminConference") && hasConference ? await annualConferenceOf(db, uid, s.schoolYear) : null;
  const agreed = conference ? await rampGoals(db, uid, { ids: conference.smartGoalIds }, sentenceT, locale) : [];
  const meetings = advisory.meetings.filter((m) => m.date >= s.range.from && m.date <= s.range.to);
  const clean = (g: TRampGoal): TRampGoal => ({ ...g, sentence: redact(g.sentence), target: redact(g.target), groups: redact(g.groups) });
  return {
    subject: s,
    vision: profile.vision,
    mission: profile.mission,
    goals: goals.map(clean),
    reports,
    conference,
    agreedGoals: agreed.map(clean),
    advisory: { ...advisory, meetings },
    texts: Object.fromEntries(textRows.map((r) => [r.component, r.text])) as Partial<Record<TRampType, string>>,
    scores: new Map(scoreRows.map((r) => [r.item, r.score])),
    redact,
    sentenceT,
  };
}

export type TRampRow = { key: TRampType; source: string; status: TRampStatus; score: number; max: number; scored: number };

/** The workspace's table: each component in ASCA order with its source, status and self-score. */
export function rampRows(d: TRampData, only?: readonly TRampType[]): TRampRow[] {
  return RAMP_COMPONENTS.filter((c) => !only || only.includes(c.key)).map((c) => ({ key: c.key, source: c.source, status: rampContent(c.key, d).status, ...componentScore(c.key, d.scores) }));
}

/** The workspace: the subject, the data and the rows. */
export async function rampWorkspace(db: TDbOrTx, actor: TActor, now: Date, locale: string, userId?: number | null) {
  const subject = await rampSubject(db, actor, now, userId);
  const data = await rampData(db, actor, subject, now, locale);
  return { subject, data, rows: rampRows(data) };
}

/** One component page: its data, status and score. */
export async function rampComponentPage(db: TDbOrTx, actor: TActor, type: TRampType, now: Date, locale: string, userId?: number | null) {
  const subject = await rampSubject(db, actor, now, userId);
  const data = await rampData(db, actor, subject, now, locale, [type]);
  const [row] = rampRows(data, [type]);
  return { subject, data, row, component: rampComponent(type) };
}

/** The self-scores of the year only (the rubric pages). */
export async function rampScoresOf(db: TDbOrTx, ownerId: number, schoolYear: number, keys?: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ item: rampScores.itemKey, score: rampScores.score })
    .from(rampScores)
    .where(and(eq(rampScores.userId, ownerId), eq(rampScores.schoolYear, schoolYear), keys ? inArray(rampScores.itemKey, [...keys]) : undefined))
    .orderBy(asc(rampScores.itemKey));
  return new Map(rows.map((r) => [r.item, r.score]));
}
