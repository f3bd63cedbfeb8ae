import "server-only";
import type { TDbOrTx } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import type { TCategoryTranslator } from "@/lib/categories/labels";
import { categoryTranslator } from "@/lib/categories/labels-server";
import { loadMessages } from "@/lib/i18n/messages";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { eyeMasked } from "@/lib/privacy/eye";
import { logNamedStudents, logRowsNamed } from "@/lib/privacy/named-reads";
import { toCsv } from "./csv";
import { allLogRows } from "./queries";
import { logCategoryLabels } from "./rules";
import { CSV_MAX_ROWS, ZLogsFilter, type TLogRow, type TLogsFilterInput } from "./schemas";

export type TLogsCsv = { filename: string; csv: string; rows: number };

type TCsvMessages = { columns: Record<string, string>; status: Record<string, string>; source: Record<string, string>; categories: TCategoryTranslator };

const COLUMNS = ["date", "time", "duration", "title", "category", "subcategory", "group", "client", "students", "male", "female", "location", "status", "source", "notes"] as const;
// Education records: only the counselor and who manages them get these columns.
const CONFIDENTIAL = new Set<string>(["client", "notes"]);

async function csvMessages(language: string): Promise<TCsvMessages> {
  type TLogsMessages = { csv?: { columns?: Record<string, string> }; status?: Record<string, string>; source?: Record<string, string> };
  const [messages, categories] = await Promise.all([loadMessages(isLocale(language) ? language : DEFAULT_LOCALE), categoryTranslator(language)]);
  const logs = (messages as { logs?: TLogsMessages }).logs;
  return {
    columns: logs?.csv?.columns ?? Object.fromEntries(COLUMNS.map((c) => [c, c])),
    status: logs?.status ?? {},
    source: logs?.source ?? {},
    categories,
  };
}

function cells(r: TLogRow, m: TCsvMessages, hidden: boolean): Record<(typeof COLUMNS)[number], string | number | null> {
  const labels = logCategoryLabels(m.categories, r);
  return {
    date: r.date,
    time: r.time,
    duration: r.duration,
    title: r.title,
    category: labels.category,
    subcategory: labels.subcategory ?? "",
    group: labels.group,
    client: eyeMasked(hidden, r.client_name),
    students: r.students,
    male: r.male,
    female: r.female,
    location: r.location,
    status: m.status[r.status] ?? r.status,
    source: m.source[r.source] ?? r.source,
    notes: eyeMasked(hidden, r.notes),
  };
}

/**
 * The filtered logs as a CSV file (every matching row, not one page), headed in the actor's
 * language, with the ASCA category and group names in it too. Student names and notes are columns only for the counselor and who manages them.
 * The file name carries the dates only.
 */
export async function exportLogsCsv(db: TDbOrTx, actor: TActor, input: TLogsFilterInput): Promise<TLogsCsv> {
  const f = ZLogsFilter.parse(input);
  const { rows, confidential, subject } = await allLogRows(db, actor, f, CSV_MAX_ROWS);
  const m = await csvMessages(actor.user.language);
  const columns = COLUMNS.filter((c) => confidential || !CONFIDENTIAL.has(c));
  const body = rows.map((r) => {
    // The eye masks student names and notes in the file as on the page.
    const v = cells(r, m, actor.user.hideConfidential);
    return columns.map((c) => v[c]);
  });
  const lines = [columns.map((c) => m.columns[c] ?? c), ...body];
  // A file that names students is a read of each named student's record (nothing when names are withheld or the eye is on).
  logNamedStudents(db, logRowsNamed(rows, confidential && !actor.user.hideConfidential), { ownerId: subject.userId, readerId: actor.user.id, channel: "csv", detail: "logs csv" });
  return { filename: `logs-${f.from}-to-${f.to}.csv`, csv: toCsv(lines), rows: rows.length };
}
