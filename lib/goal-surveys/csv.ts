import type { TActor } from "@/lib/auth/current-user";
import "server-only";
import type { TDbOrTx } from "@/db/client";
import { loadMessages } from "@/lib/i18n/messages";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { toCsv } from "@/lib/logs/csv";
import { goalSurveyReport, type TGoalSurveyReport } from "./reports";
import type { TReportBlock } from "./rules";

// The goal survey report as CSV (UTF-8 with a byte order mark, CRLF; the logs export's writer): a row per event
// and statement, then the "all events" rows, then one row per grade; column names in the reader's language.

export const CSV_COLUMNS = ["event", "date", "statement", "pre", "preAnswers", "post", "postAnswers", "change"] as const;

type TCsvMessages = { columns: Record<string, string>; allEvents: string; allStatements: string };

async function csvMessages(language: string): Promise<TCsvMessages> {
  const messages = await loadMessages(isLocale(language) ? language : DEFAULT_LOCALE);
  const csv = (messages as { goalSurveys?: { csv?: Partial<TCsvMessages> } }).goalSurveys?.csv;
  return {
    columns: csv?.columns ?? Object.fromEntries(CSV_COLUMNS.map((c) => [c, c])),
    allEvents: csv?.allEvents ?? "All events",
    allStatements: csv?.allStatements ?? "All statements",
  };
}

export function reportCsvRows(report: Pick<TGoalSurveyReport, "events" | "overall" | "grades">, m: TCsvMessages): (string | number)[][] {
  const rows: (string | number)[][] = [CSV_COLUMNS.map((c) => m.columns[c] ?? c)];
  const add = (event: string, date: string, block: TReportBlock) => {
    for (const s of block.statements) rows.push([event, date, s.text, s.pre, s.preN, s.post, s.postN, s.change]);
  };
  for (const e of report.events) add(e.title, e.date, e.block);
  add(m.allEvents, "", report.overall);
  // Then a row per grade the students picked (over all events and statements), as the report shows.
  for (const g of report.grades) rows.push([g.name, "", m.allStatements, g.pre, g.preResponses, g.post, g.postResponses, g.change]);
  return rows;
}

export async function goalSurveyReportCsv(db: TDbOrTx, actor: TActor, goalId: number): Promise<{ filename: string; csv: string }> {
  const report = await goalSurveyReport(db, actor, goalId);
  return { filename: `smart-goal-${goalId}-survey-report.csv`, csv: toCsv(reportCsvRows(report, await csvMessages(actor.user.language))) };
}
