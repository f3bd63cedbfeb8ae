import "server-only";
import type { TDbOrTx } from "@/db/client";
import type { TStudentAccessChannel } from "@/db/schema";
import { logStudentAccess, type TAccessEntry } from "./access-log";

// A list or file that names students is a read of each named student's record: one access-log
// entry per student named, in the request that sends it, with the channel it leaves through (a CSV
// file, a PDF, a page) and what it was. A row that names a group, or whose name was withheld from
// the reader (a secretary's busy blocks) or masked by the confidentiality eye, names no student and
// logs nothing.

/** One row of a list as the access log needs it: the client it names, its kind, and whether its name went out. */
export type TNamedRow = { clientId: number | null; clientType?: "student" | "group" | null; named: boolean };

export type TNamedRead = { ownerId: number | null; readerId: number; channel: TStudentAccessChannel; detail: string };

/** The entries of one read: each student named, once. */
export function namedStudentEntries(rows: readonly TNamedRow[], read: TNamedRead): TAccessEntry[] {
  const ids = new Set<number>();
  for (const r of rows) if (r.named && r.clientId !== null && (r.clientType ?? "student") === "student") ids.add(r.clientId);
  return [...ids].map((clientId) => ({ clientId, ownerId: read.ownerId, readerId: read.readerId, channel: read.channel, detail: read.detail }));
}

/** Queues the access-log entries of one read of a list that names students (written after the answer; never fails it). */
export function logNamedStudents(db: TDbOrTx, rows: readonly TNamedRow[], read: TNamedRead, now: Date = new Date()): number {
  const entries = namedStudentEntries(rows, read);
  logStudentAccess(db, entries, now);
  return entries.length;
}

/** The rows of the logs list or CSV as the access log reads them: a student's name went out when the reader may read names and the eye is off. */
export function logRowsNamed(rows: readonly { client_id: number | null; client_type: "student" | "group" | null; client_name: string | null }[], namesShown: boolean): TNamedRow[] {
  return rows.map((r) => ({ clientId: r.client_id, clientType: r.client_type, named: namesShown && !!r.client_name }));
}
