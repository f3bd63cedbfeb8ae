// Pure rules of the SMART goal's survey pages and reports. No db, no next, no clock.
import { eventChangePercent, overallAverage, type TPhase } from "@/lib/surveys/rules";

/** The public short path students type or scan: /survey/{smartgoal_id}. */
export function goalSurveyPath(goalId: number): string {
  return `/survey/${goalId}`;
}

/** ?phase=pre|post of a goal page, else null (the page then asks, or shows the one open phase). */
export function phaseOf(raw: string | string[] | undefined): TPhase | null {
  const v = Array.isArray(raw) ? raw[0] : raw;
  return v === "pre" || v === "post" ? v : null;
}

export type TStatementAvg = { id: number; text: string; position: number; pre: number; preN: number; post: number; postN: number };
export type TStatementReport = TStatementAvg & { change: number };
export type TReportBlock = { statements: TStatementReport[]; pre: number; post: number; change: number; responses: { pre: number; post: number } };

/**
 * One block of the report (an event, or all the goal's events): per statement the pre and post averages and
 * the event change ("absolute of (post minus pre) divided by pre times 100, only when both are above
 * 0, else 0"), and the same over the statements' averages.
 */
export function reportBlock(statements: readonly TStatementAvg[], responses: { pre: number; post: number }): TReportBlock {
  const rows = statements.map((s) => ({ ...s, change: eventChangePercent(s.pre, s.post) }));
  const pre = overallAverage(rows.map((s) => ({ avg: s.pre, n: s.preN })));
  const post = overallAverage(rows.map((s) => ({ avg: s.post, n: s.postN })));
  return { statements: rows, pre, post, change: eventChangePercent(pre, post), responses };
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The mean of a student's answers in one phase (one decimal), null when they did not answer it. */
export function meanOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return oneDecimal(values.reduce((a, b) => a + b, 0) / values.length);
}
