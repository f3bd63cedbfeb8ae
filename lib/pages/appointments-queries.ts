import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { appointmentRequests } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";

/**
 * The signed-in counselor's pending appointment and drop-in requests, the soonest first. Only
 * their own: the requests hold student names, which only that counselor reads.
 */
export async function listPendingRequests(db: TDbOrTx, actor: TActor) {
  return db
    .select({
      id: appointmentRequests.id,
      kind: appointmentRequests.kind,
      requesterName: appointmentRequests.requesterName,
      requesterEmail: appointmentRequests.requesterEmail,
      requesterPhone: appointmentRequests.requesterPhone,
      requesterRole: appointmentRequests.requesterRole,
      studentName: appointmentRequests.studentName,
      grade: appointmentRequests.grade,
      reason: appointmentRequests.reason,
      preferredDate: appointmentRequests.preferredDate,
      preferredTime: appointmentRequests.preferredTime,
      durationMinutes: appointmentRequests.durationMinutes,
      createdAt: appointmentRequests.createdAt,
    })
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.counselorId, actor.user.id), eq(appointmentRequests.status, "pending")))
    .orderBy(sql`${appointmentRequests.preferredDate} asc nulls last`, asc(appointmentRequests.preferredTime), asc(appointmentRequests.id));
}

export type TPendingRequest = Awaited<ReturnType<typeof listPendingRequests>>[number];
