import "server-only";
import type { TDbOrTx } from "@/db/client";
import type { TStudentAccessChannel } from "@/db/schema";
import type { TReportResult, TReportSubject } from "@/lib/reports/types";
import { logStudentAccess } from "./access-log";

// A report, CSV or PDF that lists named students is a read of each of those students' records: one
// access-log entry per student named, with the channel it went out through and the report's key.
// A report whose names were withheld from the reader (null) names no one and logs nothing.

/** Whether the table names anyone to this reader (a student column with a name in it). */
function namesSomeone(result: TReportResult): boolean {
  const keys = result.table.columns.filter((c) => c.kind === "student").map((c) => c.key);
  return keys.length > 0 && result.table.rows.some((r) => keys.some((k) => typeof r[k] === "string" && r[k] !== ""));
}

/** Queues the access-log entries of one report read (written after the answer; never fails the read). */
export function logReportRead(
  db: TDbOrTx,
  readerId: number,
  run: { definition: { key: string }; context: { subject: TReportSubject }; result: TReportResult },
  channel: Extract<TStudentAccessChannel, "report" | "csv" | "pdf" | "email">,
  now: Date,
): void {
  const ids = run.result.studentIds ?? [];
  if (ids.length === 0 || !namesSomeone(run.result)) return;
  const ownerId = run.context.subject.kind === "user" ? run.context.subject.user.id : null;
  logStudentAccess(
    db,
    ids.map((clientId) => ({ clientId, ownerId, readerId, channel, detail: run.definition.key })),
    now,
  );
}

/** The result as sent to the reader: the server-only list of named students removed. */
export function withoutStudentIds(result: TReportResult): TReportResult {
  if (result.studentIds === undefined) return result;
  const { studentIds: _ids, ...rest } = result;
  return rest;
}
