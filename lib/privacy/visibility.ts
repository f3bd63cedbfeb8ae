import "server-only";
import { and, inArray, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { can } from "@/lib/auth/permissions";
import { managedScope } from "@/lib/users/queries";

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
  return sql<string | null>`case when ${userId} in (${sql.join(
    [...readable].map((id) => sql`${id}`),
    sql`, `,
  )}) then ${title} end`;
}

// The access-table rule under every function above (lib/analysis/visibility.ts re-exports it, so
// pages, the API and e-mail that still import it from there ask this one rule).

// Who may see what of another user's events and records, decided on the server. A viewer's analysis
// scope (`team.read`: managers, directors, state managers, the admin) can be wider than their
// calendar scope (`users.dropdown` and `users.managed.read`), and of the calendar keepers only those
// holding `calendar.details.read` read names or notes (never a secretary). Outside the calendar
// scope a viewer gets aggregates only: never a title, a note or a student or group name. The
// client's confidentiality eye then only hides, on top, what this rule already let through.

export type TViewer = { id: number; roleId: number; specialUser: string | null };

/**
 * Whether `viewer` may read the details (titles, notes, student and group names) of the events and
 * records owned by `ownerId`, given that the owner is already in the viewer's scope (the caller
 * resolved them with resolveAnalysisSubject or the calendar's resolveSubject). The owner always;
 * another viewer only when they hold `calendar.details.read` in the access table (the people who
 * manage the owner; never a secretary), as in lib/calendar/scope.ts (resolveSubject + mayReadConfidential).
 */
export function canSeeEventDetails(viewer: TViewer, ownerId: number): boolean {
  if (viewer.id === ownerId) return true;
  return can(viewer, "calendar.details.read");
}

/** Fields of a record that name or describe what happened: withheld when the viewer sees aggregates only. */
export type TDetailFields = { title: string | null; clientName: string | null; notes?: string | null };

/** The records as `viewer` may receive them: unchanged, or with title, notes and student names set to null. */
export function visibleDetails<T extends TDetailFields>(viewer: TViewer, ownerId: number, rows: readonly T[]): T[] {
  if (canSeeEventDetails(viewer, ownerId)) return [...rows];
  return rows.map((r) => ({ ...r, title: null, clientName: null, ...("notes" in r ? { notes: null } : {}) }));
}
