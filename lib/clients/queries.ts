import "server-only";
import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { clientMembers, clients, grades, type TClientRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { mayReadConfidential, resolveSubject, type TSubject } from "@/lib/calendar/scope";
import { notFound } from "@/lib/http/errors";
import { reachedBy } from "@/lib/roster/caseload-reach";
import { toClientJson } from "./rules";
import type { TClientJson, TClientType } from "./schemas";

export type { TClientJson } from "./schemas";

// The one message for "no such client or not yours": an id that is not the caller's is a 404, never a 403.
const NOT_FOUND = "Student or group not found.";

/**
 * 404 unless the client exists and that user reaches it: they own it or it is on their open caseload
 * (lib/roster/caseload-reach.ts). Used wherever a client id arrives from outside (the student's page,
 * events, groups' members, exports), after the subject was resolved with resolveSubject.
 */
export async function assertOwnClient(db: TDbOrTx, subjectUserId: number, clientId: number): Promise<TClientRow> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), reachedBy(subjectUserId)))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/**
 * Whose students an actor may read: their own, or those of a counselor they manage. Student records are
 * education records: a secretary, who books appointments, never reads them (404 like any other id).
 */
export async function resolveClientOwner(db: TDbOrTx, actor: TActor, userId?: number | null): Promise<TSubject> {
  const subject = await resolveSubject(db, actor, userId ?? null);
  if (!mayReadConfidential(actor, subject)) throw notFound();
  return subject;
}

async function membersOf(db: TDbOrTx, groupIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (groupIds.length === 0) return map;
  const rows = await db
    .select({ groupId: clientMembers.groupId, studentId: clientMembers.studentId })
    .from(clientMembers)
    .where(inArray(clientMembers.groupId, groupIds))
    .orderBy(asc(clientMembers.studentId));
  for (const r of rows) map.set(r.groupId, [...(map.get(r.groupId) ?? []), r.studentId]);
  return map;
}

/** The students or groups (or both) of the actor, or of a user they manage (read-only for managers): owned or on the open caseload. */
export async function listClients(db: TDbOrTx, actor: TActor, opts: { type?: TClientType; userId?: number | null } = {}): Promise<TClientJson[]> {
  const subject = await resolveClientOwner(db, actor, opts.userId);
  const rows = await db
    .select()
    .from(clients)
    .where(and(reachedBy(subject.userId), opts.type ? eq(clients.type, opts.type) : undefined))
    .orderBy(asc(clients.type), sql`lower(${clients.name})`, asc(clients.id));
  const members = await membersOf(
    db,
    rows.filter((r) => r.type === "group").map((r) => r.id),
  );
  return rows.map((r) => toClientJson(r, members.get(r.id) ?? []));
}

/** One client of the actor (or of a user they manage); 404 when it is someone else's. */
export async function getClient(db: TDbOrTx, actor: TActor, id: number, userId?: number | null): Promise<TClientJson> {
  const subject = await resolveClientOwner(db, actor, userId);
  const row = await assertOwnClient(db, subject.userId, id);
  const members = row.type === "group" ? ((await membersOf(db, [row.id])).get(row.id) ?? []) : [];
  return toClientJson(row, members);
}

/** The highest client id of the subject (0 when they have none): GET /api/v1/client/lastID. */
export async function lastClientId(db: TDbOrTx, actor: TActor, userId?: number | null): Promise<number> {
  const subject = await resolveClientOwner(db, actor, userId);
  const [row] = await db
    .select({ last: max(clients.id) })
    .from(clients)
    .where(eq(clients.userId, subject.userId));
  return row?.last ?? 0;
}

export type TGradeOption = { id: number; code: string; name: string };

/** The grades offered in the forms and the roster import (by code, e.g. "K", "9"). */
export async function listGrades(db: TDbOrTx): Promise<TGradeOption[]> {
  return db.select({ id: grades.id, code: grades.code, name: grades.name }).from(grades).orderBy(asc(grades.sort));
}
