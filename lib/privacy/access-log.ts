import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { studentAccessLog, users, type TStudentAccessChannel } from "@/db/schema";
import { logError } from "@/lib/http/log";

// The access log of student records: who read which student's record, when and through what (page,
// api, report, csv, pdf, export, email, erase). Reads queue their entries and one insert writes a
// batch after the read has answered: a read never waits for its log line and never fails because
// of it. A failed insert is logged (without any student data) and dropped.

export type TAccessEntry = { clientId: number; ownerId: number | null; readerId: number; channel: TStudentAccessChannel; detail?: string };

const MAX_BATCH = 500;
const queues = new Map<TDbOrTx, { entries: (TAccessEntry & { at: Date })[]; flushing: Promise<void> | null }>();

function row(e: TAccessEntry & { at: Date }) {
  return { clientId: e.clientId, ownerId: e.ownerId, readerId: e.readerId, channel: e.channel, detail: (e.detail ?? "").slice(0, 128), at: e.at };
}

async function drain(db: TDbOrTx): Promise<void> {
  const q = queues.get(db);
  if (!q) return;
  while (q.entries.length > 0) {
    const batch = q.entries.splice(0, MAX_BATCH);
    try {
      await db.insert(studentAccessLog).values(batch.map(row));
    } catch (error) {
      logError("privacy.accessLog", error);
    }
  }
}

/** Queues the entries (one per student read) and writes them in one insert once the current work yields. */
export function logStudentAccess(db: TDbOrTx, entries: readonly TAccessEntry[], now: Date = new Date()): void {
  if (entries.length === 0) return;
  const q = queues.get(db) ?? { entries: [], flushing: null };
  queues.set(db, q);
  for (const e of entries) q.entries.push({ ...e, at: now });
  if (!q.flushing) {
    q.flushing = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => drain(db))
      .finally(() => {
        q.flushing = null;
      });
  }
}

/** Waits until every queued entry of `db` is written (tests, and a graceful shutdown). */
export async function flushAccessLog(db: TDbOrTx): Promise<void> {
  const q = queues.get(db);
  if (q?.flushing) await q.flushing;
  await drain(db);
}

/** Writes entries now, in the caller's transaction (an erasure logs itself with the change it makes). */
export async function writeStudentAccess(tx: TDbOrTx, entries: readonly TAccessEntry[], now: Date): Promise<void> {
  if (entries.length > 0) await tx.insert(studentAccessLog).values(entries.map((e) => row({ ...e, at: now })));
}

export const ACCESS_LOG_PAGE_SIZE = 50;

export type TAccessLogItem = { at: string; channel: TStudentAccessChannel; detail: string; reader: { id: number | null; name: string } };

/** One student's access log, newest first, a page of 50. The caller checked mayManageStudent. */
export async function studentAccessLogPage(db: TDbOrTx, clientId: number, page: number): Promise<{ data: TAccessLogItem[]; total: number; page: number; per_page: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        at: studentAccessLog.at,
        channel: studentAccessLog.channel,
        detail: studentAccessLog.detail,
        readerId: studentAccessLog.readerId,
        first: users.firstName,
        last: users.lastName,
        username: users.username,
      })
      .from(studentAccessLog)
      .leftJoin(users, eq(users.id, studentAccessLog.readerId))
      .where(eq(studentAccessLog.clientId, clientId))
      .orderBy(desc(studentAccessLog.at), desc(studentAccessLog.id))
      .limit(ACCESS_LOG_PAGE_SIZE)
      .offset((page - 1) * ACCESS_LOG_PAGE_SIZE),
    db.select({ total: count() }).from(studentAccessLog).where(eq(studentAccessLog.clientId, clientId)),
  ]);
  return {
    data: rows.map((r) => ({ at: r.at.toISOString(), channel: r.channel, detail: r.detail, reader: { id: r.readerId, name: `${r.first ?? ""} ${r.last ?? ""}`.trim() || (r.username ?? "—") } })),
    total: Number(total),
    page,
    per_page: ACCESS_LOG_PAGE_SIZE,
  };
}

/** Kept for the district: entries older than this many days may be removed by the retention job. */
export const ACCESS_LOG_RETENTION_DAYS = 5 * 365;

/** At most this many entries go in one prune, so that no run holds a long delete; the next day's run takes the rest. */
const PRUNE_BATCH = 10_000;

/** Removes entries past the retention period (up to PRUNE_BATCH, oldest first); the number removed. The daily "access-log.prune" job (lib/jobs/jobs.ts) runs it. */
export async function pruneAccessLog(db: TDbOrTx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ACCESS_LOG_RETENTION_DAYS * 86_400_000);
  const old = sql`select o.id from student_access_log o where o.at < ${cutoff.toISOString()}::timestamptz order by o.at limit ${PRUNE_BATCH}`;
  const gone = await db
    .delete(studentAccessLog)
    .where(sql`${studentAccessLog.id} in (${old})`)
    .returning({ id: studentAccessLog.id });
  return gone.length;
}
