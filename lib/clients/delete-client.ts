import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { clients } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { resolveSubject } from "@/lib/calendar/scope";
import { groupsOfStudents, recomputeGroups } from "./members";
import { assertOwnClient } from "./queries";

/**
 * Deletes one of the actor's own students or groups. Events keep their history (the foreign key sets
 * their client_id to null); a deleted student leaves its groups, whose counts are recomputed.
 */
export async function deleteClient(db: TDb, actor: TActor, id: number, now: Date): Promise<{ id: number }> {
  const subject = await resolveSubject(db, actor, null);
  return db.transaction(async (tx) => {
    const row = await assertOwnClient(tx, subject.userId, id);
    const groups = row.type === "student" ? await groupsOfStudents(tx, [id]) : [];
    await tx.delete(clients).where(eq(clients.id, id));
    await recomputeGroups(tx, groups, now);
    return { id };
  });
}
