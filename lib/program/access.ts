import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { forbidden, notFound } from "@/lib/http/errors";
import { managedScope } from "@/lib/users/queries";

// Whose program planning a user reads and writes: their own always; who has the users dropdown (a
// manager, a director, the administrator, a district's support user) also READS the users they manage
// (managedScope, the one "who manages whom" rule) and changes none of it. Anyone else's answers 404,
// the same as a user that does not exist, so an id says nothing.

export type TProgramSubject = {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  timezone: string;
  ncessch: string | null;
  schoolName: string;
  isSelf: boolean;
};

export const READ_ONLY_MESSAGE = "You read the program planning of the users you manage but do not change it.";

const pick = (u: TUserRow): Omit<TProgramSubject, "isSelf"> => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  username: u.username,
  timezone: u.timezone,
  ncessch: u.ncessch,
  schoolName: u.schoolName,
});

/** The user whose program is read: the actor, or (with the users dropdown) a user they manage; else 404. */
export async function programSubject(db: TDbOrTx, actor: TActor, userId?: number | null): Promise<TProgramSubject> {
  return programSubjectFor(db, actor.user, userId);
}

/**
 * programSubject's rule for a reader given by their row: the actor's, or a PDF link's maker when the
 * link is opened (no one is signed in then; the maker's role and scope decide as they did).
 */
export async function programSubjectFor(db: TDbOrTx, reader: TUserRow, userId?: number | null): Promise<TProgramSubject> {
  if (userId == null || userId === reader.id) return { ...pick(reader), isSelf: true };
  if (!can(reader, "users.dropdown")) throw notFound();
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), managedScope(reader)))
    .limit(1);
  if (!row) throw notFound();
  return { ...pick(row), isSelf: false };
}

/**
 * A write names no one but the caller: a manager naming one of their counselors is refused (403,
 * they may read it), anyone else's id is a 404 like a read.
 */
export async function assertOwnWrite(db: TDbOrTx, actor: TActor, userId?: number | null): Promise<void> {
  const subject = await programSubject(db, actor, userId);
  if (!subject.isSelf) throw forbidden(READ_ONLY_MESSAGE);
}
