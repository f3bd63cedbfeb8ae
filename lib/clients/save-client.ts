import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { clientMembers, clients } from "@/db/schema";
import { CLIENT_COUNT_FIELDS } from "@/db/schema/calendar";
import type { TActor } from "@/lib/auth/current-user";
import { resolveSubject } from "@/lib/calendar/scope";
import { AppError } from "@/lib/http/errors";
import { groupsOfStudents, loadOwnStudents, recomputeGroups } from "./members";
import { assertOwnClient } from "./queries";
import { clientCount, effectiveCounts, toClientJson } from "./rules";
import type { TClientInput, TClientJson } from "./schemas";

/**
 * Creates (no id) or updates (id) one of the actor's own students or groups. Managers read their
 * counselors' clients but never write them. A group with assigned students gets its counts from them,
 * whatever counts were sent (the form shows them read-only); a changed student updates its groups.
 */
export async function saveClient(db: TDb, actor: TActor, input: TClientInput, now: Date): Promise<TClientJson> {
  const subject = await resolveSubject(db, actor, null);
  return db.transaction(async (tx) => {
    const existing = input.id ? await assertOwnClient(tx, subject.userId, input.id) : null;
    if (existing && existing.type !== input.type) throw new AppError("client_type_locked", "A student cannot become a group, nor a group a student.", 422, "type");
    const members = input.type === "group" ? await loadOwnStudents(tx, subject.userId, input.students) : [];
    const typed = Object.fromEntries(CLIENT_COUNT_FIELDS.map((f) => [f, input[f]]));
    const counts = effectiveCounts(
      input.type,
      typed,
      members.map((m) => m.counts),
    );
    const values = {
      name: input.name,
      studentNumber: input.type === "student" ? input.student_number : "",
      gradeId: input.grade_id,
      notes: input.notes,
      counts,
      count: clientCount(counts),
      updatedAt: now,
      // The family name stored from a roster belongs to the name it came with: a name changed by hand
      // drops it, so the caseload rules read the family name from the new name.
      ...(existing && existing.name !== input.name ? { familyName: null } : {}),
    };
    const [row] = input.id
      ? await tx.update(clients).set(values).where(eq(clients.id, input.id)).returning()
      : await tx
          .insert(clients)
          .values({ ...values, userId: subject.userId, type: input.type, createdAt: now })
          .returning();
    if (input.type === "group") {
      await tx.delete(clientMembers).where(eq(clientMembers.groupId, row.id));
      if (members.length > 0) await tx.insert(clientMembers).values(members.map((m) => ({ groupId: row.id, studentId: m.id })));
    } else if (input.id) {
      await recomputeGroups(tx, await groupsOfStudents(tx, [row.id]), now);
    }
    return toClientJson(
      row,
      members.map((m) => m.id).sort((a, b) => a - b),
    );
  });
}
