import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { clientMembers, clients } from "@/db/schema";
import { notFound } from "@/lib/http/errors";
import { clientCount, countsFromStudents } from "./rules";

/** The students of `userId` with these ids; 404 when one is missing, someone else's or a group. */
export async function loadOwnStudents(tx: TDbOrTx, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: clients.id, counts: clients.counts })
    .from(clients)
    .where(and(eq(clients.userId, userId), eq(clients.type, "student"), inArray(clients.id, [...ids])));
  if (rows.length !== new Set(ids).size) throw notFound("Student or group not found.");
  return rows;
}

/** The groups a student belongs to. */
export async function groupsOfStudents(tx: TDbOrTx, studentIds: readonly number[]): Promise<number[]> {
  if (studentIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ groupId: clientMembers.groupId })
    .from(clientMembers)
    .where(inArray(clientMembers.studentId, [...studentIds]));
  return rows.map((r) => r.groupId);
}

/** Recomputes the counts of groups from their assigned students (after a student changed or left). */
export async function recomputeGroups(tx: TDbOrTx, groupIds: readonly number[], now: Date): Promise<void> {
  for (const groupId of new Set(groupIds)) {
    const members = await tx.select({ counts: clients.counts }).from(clientMembers).innerJoin(clients, eq(clients.id, clientMembers.studentId)).where(eq(clientMembers.groupId, groupId));
    const counts = countsFromStudents(members.map((m) => m.counts));
    await tx
      .update(clients)
      .set({ counts, count: clientCount(counts), updatedAt: now })
      .where(eq(clients.id, groupId));
  }
}
