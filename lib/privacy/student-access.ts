import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { clients, type TClientRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { notFound } from "@/lib/http/errors";

// Who may read a student's access log, export the student's data and erase the student: the
// counselor who owns the student, and the managers and directors of a district both they and the
// counselor are ACTIVE members of (lib/memberships). Nobody else, the administrator included, and
// everyone else gets the same 404 as for a student that does not exist.

const DISTRICT_LEADS: readonly number[] = [ROLE.manager, ROLE.director];

/** The student's counselor holds an active membership of a district the reader is an active member of. */
function sharesActiveDistrict(readerId: number) {
  return sql`exists (select 1 from memberships owner_m join memberships reader_m on reader_m.leaid = owner_m.leaid
    where owner_m.user_id = ${clients.userId} and owner_m.status = 'active' and reader_m.user_id = ${readerId} and reader_m.status = 'active')`;
}

/** The student (never a group) `id` when the actor may manage their record; else a 404. */
export async function studentToManage(db: TDbOrTx, actor: TActor, id: number): Promise<TClientRow> {
  const me = actor.user;
  const lead = DISTRICT_LEADS.includes(me.roleId);
  const [row] = await db
    .select()
    .from(clients)
    .where(
      and(
        eq(clients.id, id),
        eq(clients.type, "student"),
        lead ? sql`(${clients.userId} = ${me.id} or ${sharesActiveDistrict(me.id)})` : eq(clients.userId, me.id),
      ),
    )
    .limit(1);
  if (!row) throw notFound("Student not found.");
  return row;
}
