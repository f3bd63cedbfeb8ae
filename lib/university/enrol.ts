import "server-only";
import { and, asc, eq, ilike, inArray, notExists, or, sql, type SQL } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { courseEnrolments, users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { recordAudit } from "@/lib/audit/record";
import { AppError, notFound } from "@/lib/http/errors";
import { sessionFor } from "./sessions-access";
import { ZEnrolInput } from "./sessions-schemas";

// Enrolment ("a session enrols graduate students and faculty"): the graduate students
// (role 21) and faculty (role 22) of the course's university take part in a session. Whoever may
// edit the session (administrators, faculty of its university) enrols and removes them; audited.

export const ENROLLABLE_ROLES: readonly number[] = [ROLE.universityStudent, ROLE.universityFaculty];

export type TEnrolment = { userId: number; role: number; firstName: string; lastName: string; username: string; email: string; enrolledAt: Date };

/** The people of a session: faculty first, then students, by name. */
export async function listEnrolments(db: TDbOrTx, sessionId: number): Promise<TEnrolment[]> {
  return db
    .select({
      userId: users.id,
      role: courseEnrolments.role,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
      enrolledAt: courseEnrolments.createdAt,
    })
    .from(courseEnrolments)
    .innerJoin(users, eq(users.id, courseEnrolments.userId))
    .where(eq(courseEnrolments.sessionId, sessionId))
    .orderBy(sql`${courseEnrolments.role} desc`, asc(users.lastName), asc(users.firstName), asc(users.id));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Who may still be enrolled: active graduate students and faculty of the university, not in the session yet, searched by name, username or e-mail (20 at most). */
export async function enrolCandidates(db: TDbOrTx, session: { id: number; ipedsid: number }, q: string) {
  const term = q.trim();
  const like = `%${escapeLike(term)}%`;
  return db
    .select({ userId: users.id, role: users.roleId, firstName: users.firstName, lastName: users.lastName, username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.universityId, session.ipedsid),
        inArray(users.roleId, [...ENROLLABLE_ROLES]),
        eq(users.active, true),
        term
          ? (or(
              ilike(users.firstName, like),
              ilike(users.lastName, like),
              ilike(users.username, like),
              ilike(users.email, like),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
            ) as SQL)
          : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(courseEnrolments)
            .where(and(eq(courseEnrolments.sessionId, session.id), eq(courseEnrolments.userId, users.id))),
        ),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(20);
}

const key = (sessionId: number, userId: number) => `${sessionId}:${userId}`;

/** Enrols a graduate student or faculty member of the course's university (clear errors for anyone else). */
export async function enrol(db: TDb, actor: TActor, input: unknown, now: Date): Promise<TEnrolment> {
  const { sessionId, userId } = ZEnrolInput.parse(input);
  const { session } = await sessionFor(db, actor.user, sessionId);
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError("enrol_unknown_user", "This user does not exist.", 404, "userId");
  if (!ENROLLABLE_ROLES.includes(user.roleId)) throw new AppError("enrol_role", "Only graduate students and faculty are enrolled in a session.", 422, "userId");
  if (user.universityId !== session.ipedsid) throw new AppError("enrol_university", "This user belongs to another university than the course.", 422, "userId");
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(courseEnrolments).values({ sessionId, userId, role: user.roleId, createdAt: now }).onConflictDoNothing().returning();
    if (!row) throw new AppError("already_enrolled", "This user is already enrolled in the session.", 409, "userId");
    await recordAudit(tx, { actorId: actor.user.id, action: "create", entity: "course_enrolment", entityId: key(sessionId, userId), after: row, now });
    return { userId, role: row.role, firstName: user.firstName, lastName: user.lastName, username: user.username, email: user.email, enrolledAt: row.createdAt };
  });
}

/** Removes someone from a session (their grades are kept and show again if they are enrolled again). Audited. */
export async function unenrol(db: TDb, actor: TActor, input: unknown, now: Date): Promise<void> {
  const { sessionId, userId } = ZEnrolInput.parse(input);
  await sessionFor(db, actor.user, sessionId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(courseEnrolments)
      .where(and(eq(courseEnrolments.sessionId, sessionId), eq(courseEnrolments.userId, userId)))
      .returning();
    if (!row) throw notFound("This user is not enrolled in the session.");
    await recordAudit(tx, { actorId: actor.user.id, action: "delete", entity: "course_enrolment", entityId: key(sessionId, userId), before: row, now });
  });
}
