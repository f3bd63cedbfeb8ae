import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { clientMembers, clients, events, pbisRecords, surveyResponses } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record";
import { recomputeGroups } from "@/lib/clients/members";
import { AppError } from "@/lib/http/errors";
import { writeStudentAccess } from "./access-log";
import { studentToManage } from "./student-access";

// Erase one student (a district's data-privacy agreement): what identifies the student goes (name,
// student number, notes, the link of their survey answers, their group memberships, the titles,
// notes and referral texts of the events about them), and what counts stays, anonymous: the student
// row keeps its grade and subgroup counts as "Erased student #id", events keep their minutes,
// category, tier and students count, so every report adds up as before. One transaction; the
// erasure is written to the audit log and to the student's access log. Irreversible.

/** The name an erased student keeps in every list and report. */
export const erasedName = (id: number) => `Erased student #${id}`;

/** Shortest name searched for in other event titles: shorter ones would match unrelated words. */
const MIN_NAME_IN_TITLE = 4;

export type TEraseResult = { id: number; erased_at: string; events_retitled: number; answers_unlinked: number; groups_left: number };

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function eraseStudent(db: TDb, actor: TActor, id: number, now: Date): Promise<TEraseResult> {
  return db.transaction(async (tx) => {
    const student = await studentToManage(tx, actor, id, "student.erase");
    if (student.erasedAt) throw new AppError("already_erased", "This student was already erased.", 409);
    const name = student.name.trim();
    // The student's own events, and the owner's other events whose title names them.
    const aboutThem = and(
      eq(events.userId, student.userId),
      name.length >= MIN_NAME_IN_TITLE ? sql`(${events.clientId} = ${student.id} or ${events.title} ilike ${likePattern(name)})` : eq(events.clientId, student.id),
    );
    const retitled = await tx
      .update(events)
      .set({
        title: sql`coalesce((select c.name from use_of_time_categories c where c.id = ${events.categoryId}), '—')`,
        notes: sql`case when ${events.clientId} = ${student.id} then '' else ${events.notes} end`,
        referralReason: sql`case when ${events.clientId} = ${student.id} then '' else ${events.referralReason} end`,
        referralSource: sql`case when ${events.clientId} = ${student.id} then '' else ${events.referralSource} end`,
        updatedAt: now,
      })
      .where(aboutThem)
      .returning({ id: events.id });
    const answers = await tx.update(surveyResponses).set({ clientId: null, studentRef: "", updatedAt: now }).where(eq(surveyResponses.clientId, student.id)).returning({ id: surveyResponses.id });
    const groups = await tx.delete(clientMembers).where(eq(clientMembers.studentId, student.id)).returning({ groupId: clientMembers.groupId });
    // The groups the student left count their remaining members, as when a student leaves a group.
    await recomputeGroups(
      tx,
      groups.map((g) => g.groupId),
      now,
    );
    await tx.update(pbisRecords).set({ notes: "", behaviorOther: "", locationOther: "", motivationOther: "", actionOther: "", updatedAt: now }).where(eq(pbisRecords.clientId, student.id));
    await tx
      .update(clients)
      .set({ name: erasedName(student.id), familyName: null, studentNumber: "", notes: "", erasedAt: now, updatedAt: now })
      .where(eq(clients.id, student.id));
    const result: TEraseResult = { id: student.id, erased_at: now.toISOString(), events_retitled: retitled.length, answers_unlinked: answers.length, groups_left: groups.length };
    // The trail names no student: the id and what was done.
    await recordAudit(tx, { actorId: actor.user.id, action: "student.erase", entity: "client", entityId: student.id, after: { owner_id: student.userId, ...result }, now });
    await writeStudentAccess(tx, [{ clientId: student.id, ownerId: student.userId, readerId: actor.user.id, channel: "erase", detail: "erase" }], now);
    return result;
  });
}
