import "server-only";
import { and, inArray, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { canSeeEventDetails, type TViewer } from "@/lib/analysis/visibility";
import { managedScope } from "@/lib/users/queries";

export type { TViewer } from "@/lib/analysis/visibility";

// THE rule of who reads student-identifying data, one function per kind of record, asked by pages,
// the API, reports, CSV, PDF and e-mail alike. A record's details reach a reader only when the
// reader owns it, or holds its owner in their calendar scope (the people who manage that counselor,
// lib/users/queries.ts managedScope) with a role that reads other users' details (never a
// secretary, who books appointments). A wider analysis scope (a director's whole district, a state
// manager's state) gives figures, never names, titles, notes, answers or demographics of one student.

/** The owner of a record as the reader holds them: `inCalendarScope` from resolveAnalysisSubject or calendarScopeOf. */
export type TRecordOwner = { id: number; inCalendarScope: boolean };

/** The reader as the rule needs them. */
export function viewerOf(u: Pick<TUserRow, "id" | "roleId" | "specialUser">): TViewer {
  return { id: u.id, roleId: u.roleId, specialUser: u.specialUser };
}

/** Event titles and notes (a title can name a student): the owner, or a manager of theirs who reads details. */
export function mayReadEventDetails(reader: TViewer, owner: TRecordOwner): boolean {
  if (reader.id === owner.id) return true;
  return owner.inCalendarScope && canSeeEventDetails(reader, owner.id);
}

/** A student's name, number, notes and demographics (one student's counts): the same readers as the events about them. */
export function mayReadStudent(reader: TViewer, owner: TRecordOwner): boolean {
  return mayReadEventDetails(reader, owner);
}

/** Survey answers filed under a named student: the readers of that student. */
export function mayReadStudentAnswers(reader: TViewer, owner: TRecordOwner): boolean {
  return mayReadStudent(reader, owner);
}

/**
 * Of `ownerIds`, the ones whose records' details `reader` may read (themself, and the counselors in
 * their calendar scope when their role reads details): one query, for reports over a team.
 */
export async function detailReadableOwners(db: TDbOrTx, reader: TUserRow, ownerIds: readonly number[]): Promise<Set<number>> {
  const out = new Set<number>(ownerIds.filter((id) => id === reader.id));
  const others = ownerIds.filter((id) => id !== reader.id);
  if (others.length === 0 || !canSeeEventDetails(viewerOf(reader), -1)) return out;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, others), managedScope(reader)));
  for (const r of rows) out.add(r.id);
  return out;
}

/**
 * An event title as a query selects it: the title for owners in `readable`, NULL for the others, so
 * a title the reader may not read never leaves the database. `userId` and `title` are the query's columns.
 */
export function titleFor(readable: ReadonlySet<number>, userId: SQL, title: SQL): SQL<string | null> {
  if (readable.size === 0) return sql<string | null>`null::text`;
  return sql<string | null>`case when ${userId} in (${sql.join([...readable].map((id) => sql`${id}`), sql`, `)}) then ${title} end`;
}
