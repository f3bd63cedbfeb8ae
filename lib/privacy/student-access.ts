import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { clients, type TClientRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { scopeOf } from "@/lib/auth/permissions";
import { notFound } from "@/lib/http/errors";
import { activeLeaidsOf, isActiveMemberOfDistrict } from "@/lib/memberships/sql";
import { reachedBy } from "@/lib/roster/caseload-reach";

// Who may read a student's access log, export the student's data and erase the student: the scope
// the access table (lib/auth/permissions.ts) gives the actor for the action, over the student's
// counselor. "own": the counselor themself (the student's owner, or the counselor whose open caseload holds them); "team": a manager's assigned counselors; "district": the
// counselors of a district. A team or district counts only where both the reader and the counselor
// hold ACTIVE memberships of the same district. Everyone else gets the same 404 as for a student
// that does not exist.

export type TStudentAction = "student.accessLog.read" | "student.export" | "student.erase";

/** The student's counselor holds an active membership of a district the reader is an active member of (the one membership rule). */
function sharesActiveDistrict(readerId: number): SQL {
  return isActiveMemberOfDistrict(clients.userId, activeLeaidsOf(readerId));
}

function ownerCondition(actor: Pick<TActor, "user">, action: TStudentAction): SQL | null {
  const me = actor.user;
  const scope = scopeOf(me, action);
  if (!scope) return null;
  const own = reachedBy(me.id);
  if (scope === "own") return own;
  if (scope === "team") {
    const managed = sql`${clients.userId} in (select mu.user_id from managed_users mu where mu.manager_id = ${me.id})`;
    return sql`(${own} or (${managed} and ${sharesActiveDistrict(me.id)}))`;
  }
  if (scope === "district") return sql`(${own} or ${sharesActiveDistrict(me.id)})`;
  // School, state and "all" reach figures, never one student's record.
  return own;
}

/** The student (never a group) `id` when the actor may do `action` on their record; else a 404. */
export async function studentToManage(db: TDbOrTx, actor: Pick<TActor, "user">, id: number, action: TStudentAction): Promise<TClientRow> {
  const owner = ownerCondition(actor, action);
  if (!owner) throw notFound("Student not found.");
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.type, "student"), owner))
    .limit(1);
  if (!row) throw notFound("Student not found.");
  return row;
}
