import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { standardsFor } from "@/lib/goals/page-data";
import { usableLessons } from "@/lib/lessons/events";
import { listAllGrades } from "@/lib/lessons/lookups";
import { smartGoalsForCurriculum } from "@/lib/smart-goals/queries";
import { listManagedUsers } from "@/lib/users/queries";
import { readableOwnerId } from "./access";

// What the program-planning pages need besides their records: the form's lists, and whose records a
// manager is reading (the users dropdown: roles 3, 2, 9 and DirSupport).

/** The curriculum form's lists: standards (with the section label), grades with 'Any grade', the lessons the user may plan, their SMART goals. */
export async function curriculumFormData(db: TDbOrTx, actor: TActor) {
  const { user } = actor;
  const [standards, grades, lessons, goals] = await Promise.all([standardsFor(db, user.logo), listAllGrades(db), usableLessons(db, actor), smartGoalsForCurriculum(db, actor)]);
  return { ...standards, grades, lessons, goals };
}
export type TCurriculumFormData = Awaited<ReturnType<typeof curriculumFormData>>;

export type TOwnerOption = { id: number; label: string };
export type TPlanningOwner = {
  /** Whose records are shown; the actor's own id when they read their own. */
  ownerId: number;
  isSelf: boolean;
  ownerLabel: string | null;
  /** A counselor id the actor may not read falls back to their own records with a notice. */
  refused: boolean;
  /** The counselors a manager may pick (null without the users dropdown). */
  options: TOwnerOption[] | null;
};

const nameOf = (u: { first_name: string; last_name: string; username: string }) => `${u.first_name} ${u.last_name}`.trim() || u.username;

/** Resolves a page's ?user_id=: the actor's own records, or (read-only) a counselor they manage. */
export async function planningOwner(db: TDbOrTx, actor: TActor, raw: string | undefined): Promise<TPlanningOwner> {
  const wanted = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const picker = can(actor.user, "users.dropdown");
  let ownerId = actor.user.id;
  let refused = false;
  if (wanted !== null && wanted !== actor.user.id) {
    try {
      ownerId = await readableOwnerId(db, actor, wanted);
    } catch {
      refused = true;
    }
  }
  let ownerLabel: string | null = null;
  if (ownerId !== actor.user.id) {
    const [u] = await db.select({ first_name: users.firstName, last_name: users.lastName, username: users.username }).from(users).where(eq(users.id, ownerId));
    ownerLabel = u ? nameOf(u) : null;
  }
  const managed = picker ? await listManagedUsers(db, actor.user, { page: 1, perPage: 300 }) : null;
  return { ownerId, isSelf: ownerId === actor.user.id, ownerLabel, refused, options: managed ? managed.data.map((u) => ({ id: u.id, label: nameOf(u) })) : null };
}
