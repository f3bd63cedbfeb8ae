import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { ROLE } from "@/lib/auth/roles";
import { listManagedUsers } from "@/lib/users/queries";
import { resolveClientOwner } from "./queries";
import { clientTypeFromParam, type TClientType } from "./schemas";

const PICKER_LIMIT = 300;

export type TOwnerOption = { id: number; label: string };

export type TClientsPageContext = {
  /** The counselor whose students are shown; null for the actor themself. */
  userId: number | null;
  ownerLabel: string | null;
  /** Only the actor's own students and groups are edited here; a manager reads. */
  readOnly: boolean;
  refused: boolean;
  picker: { meId: number; options: TOwnerOption[]; truncated: boolean } | null;
};

export function typeFromParam(param: string): TClientType | null {
  return clientTypeFromParam(param);
}

const nameOf = (u: { first_name: string; last_name: string; username: string }) => `${u.first_name} ${u.last_name}`.trim() || u.username;

/**
 * Whose students and groups /app/studentsGroups shows: the actor's own, or (?user=) those of a counselor
 * they manage, read-only. A secretary books appointments and never sees students, so has no picker.
 * An id that is not one the actor manages falls back to their own list with a notice.
 */
export async function clientsPageContext(db: TDb, actor: TActor, wantedUserId: number | null): Promise<TClientsPageContext> {
  const picker = can(actor.user, "users.dropdown") && actor.user.roleId !== ROLE.secretary;
  let refused = false;
  let subject = await resolveClientOwner(db, actor, null);
  if (wantedUserId !== null && wantedUserId !== actor.user.id) {
    if (!picker) refused = true;
    else {
      try {
        subject = await resolveClientOwner(db, actor, wantedUserId);
      } catch {
        refused = true;
      }
    }
  }
  let ownerLabel: string | null = null;
  if (!subject.isSelf) {
    const [u] = await db.select({ first_name: users.firstName, last_name: users.lastName, username: users.username }).from(users).where(eq(users.id, subject.userId));
    ownerLabel = u ? nameOf(u) : null;
  }
  const managed = picker ? await listManagedUsers(db, actor.user, { page: 1, perPage: PICKER_LIMIT }) : null;
  return {
    userId: subject.isSelf ? null : subject.userId,
    ownerLabel,
    readOnly: !subject.isSelf,
    refused,
    picker: managed ? { meId: actor.user.id, options: managed.data.map((u) => ({ id: u.id, label: nameOf(u) })), truncated: managed.total > managed.data.length } : null,
  };
}
