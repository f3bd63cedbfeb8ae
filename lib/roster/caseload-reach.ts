import { eq, or, sql, type SQL } from "drizzle-orm";
import { clients } from "@/db/schema";

// Which students a counselor reaches (their record, notes, confidential data and survey answers): the
// students they own, and the students on their open caseload (a caseload row whose valid_to is null).
// A caseload that moved to another counselor is closed for the first one, so it no longer reaches.

/** True in SQL when the student `clients.id` is on `counselorId`'s open caseload. */
export function onOpenCaseloadOf(counselorId: number): SQL {
  return sql`exists (select 1 from caseloads cl where cl.client_id = ${clients.id} and cl.counselor_id = ${counselorId} and cl.valid_to is null)`;
}

/** True in SQL when `counselorId` reaches the client row `clients`: they own it, or it is on their open caseload. */
export function reachedBy(counselorId: number): SQL {
  return or(eq(clients.userId, counselorId), onOpenCaseloadOf(counselorId)) as SQL;
}
