import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { managedUsers, type TUserRow } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { can } from "@/lib/auth/permissions";
import { SEAT_RECEIVER_ROLES, openSeatsOf, seatSummary } from "./seats";

export type TSeatState = "mine" | "free" | "other" | "none";

/**
 * The seat column of the users list for a seat holder (null for anyone else): the summary and, per
 * row, "mine" (holds one of the reader's seats), "free" (a counselor the reader manages, no seat),
 * "other" (holds another holder's seat) or "none" (not the reader's to assign).
 */
export async function seatColumnOf(db: TDbOrTx, reader: TUserRow, rows: { id: number; roleId: number }[]) {
  if (!can(reader, "seat.read")) return null;
  const ids = rows.filter((r) => SEAT_RECEIVER_ROLES.includes(r.roleId)).map((r) => r.id);
  const [summary, open, managed] = await Promise.all([
    seatSummary(db, reader),
    openSeatsOf(db, ids),
    ids.length
      ? db
          .select({ userId: managedUsers.userId })
          .from(managedUsers)
          .where(and(eq(managedUsers.managerId, reader.id), inArray(managedUsers.userId, ids)))
      : Promise.resolve([] as { userId: number }[]),
  ]);
  // A director or state manager who bought no seats sees no seat column.
  if (reader.roleId !== ROLE.manager && summary.owned === 0 && summary.assigned === 0) return null;
  const mine = new Set(managed.map((m) => m.userId));
  const state = (id: number): TSeatState => {
    const holder = open.get(id);
    if (holder === reader.id) return "mine";
    if (holder !== undefined) return "other";
    return mine.has(id) ? "free" : "none";
  };
  return { summary, state };
}
