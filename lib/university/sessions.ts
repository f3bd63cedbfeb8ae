import "server-only";
import { asc, count, desc, eq, sql } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { courseEnrolments, universityCourseSessions } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { recordAudit } from "@/lib/audit/record";
import { AppError, notFound } from "@/lib/http/errors";
import { UNIVERSITY_PAGE_SIZE } from "./constants";
import { courseFor, sessionFor } from "./sessions-access";
import type { TSessionRow } from "./sessions-row";
import { sessionFieldsFor } from "./sessions-schemas";

// University course sessions (/universityCoursesSession… pages and calls; a '0000-00-00' date is
// today). A session is a run of a course between two dates.

export { getSessionRow, type TSessionRow } from "./sessions-row";

const enrolled = (role: number) => sql<number>`(select count(*)::int from ${courseEnrolments} ce where ce.session_id = ${universityCourseSessions.id} and ce.role = ${role})`;

/** A course's sessions, latest first, 25 a page, with their enrolled students' and faculty counts. */
export async function listSessions(db: TDbOrTx, courseId: number, page = 1) {
  const where = eq(universityCourseSessions.courseId, courseId);
  const [{ total }] = await db.select({ total: count() }).from(universityCourseSessions).where(where);
  const rows = await db
    .select({
      id: universityCourseSessions.id,
      courseId: universityCourseSessions.courseId,
      ipedsid: universityCourseSessions.ipedsid,
      name: universityCourseSessions.name,
      startDate: universityCourseSessions.startDate,
      endDate: universityCourseSessions.endDate,
      students: enrolled(ROLE.universityStudent),
      faculty: enrolled(ROLE.universityFaculty),
    })
    .from(universityCourseSessions)
    .where(where)
    .orderBy(desc(universityCourseSessions.startDate), asc(universityCourseSessions.id))
    .limit(UNIVERSITY_PAGE_SIZE)
    .offset((page - 1) * UNIVERSITY_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(total / UNIVERSITY_PAGE_SIZE));
  return { rows, total, page, pages };
}

/** Postgres check violation (23514), also when wrapped by the driver. */
function isCheckViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23514") return true;
  }
  return false;
}

const endsBeforeStart = () => new AppError("session_dates", "The session cannot end before it starts.", 422, "endDate");

/**
 * Creates a session of a course (administrators; faculty of the course's university, 404 for another's).
 * '0000-00-00' or an empty date is today in the user's time zone. `ipedsid`, when named, must be the
 * course's university. Faculty who create a session are enrolled in it as its faculty. Audited.
 */
export async function createSession(db: TDb, actor: TActor, courseId: number, input: unknown, now: Date, ipedsid: number | null = null): Promise<TSessionRow> {
  const course = await courseFor(db, actor.user, courseId);
  if (ipedsid !== null && ipedsid !== course.ipedsid) throw new AppError("course_university_mismatch", "This course belongs to another university than the IPEDSID named.", 422, "IPEDSID");
  const values = sessionFieldsFor(actor.user.timezone, now).parse(input);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(universityCourseSessions)
        .values({ ...values, courseId: course.id, ipedsid: course.ipedsid, createdAt: now, updatedAt: now })
        .returning();
      if (actor.user.roleId === ROLE.universityFaculty) {
        await tx.insert(courseEnrolments).values({ sessionId: row.id, userId: actor.user.id, role: ROLE.universityFaculty, createdAt: now }).onConflictDoNothing();
      }
      await recordAudit(tx, { actorId: actor.user.id, action: "create", entity: "university_course_session", entityId: row.id, after: row, now });
      return row;
    });
  } catch (error) {
    if (isCheckViolation(error)) throw endsBeforeStart();
    throw error;
  }
}

/** Updates a session's name and dates (same access as create; 404 when it is not the user's to edit). Audited. */
export async function updateSession(db: TDb, actor: TActor, id: number, input: unknown, now: Date): Promise<TSessionRow> {
  await sessionFor(db, actor.user, id);
  const values = sessionFieldsFor(actor.user.timezone, now).parse(input);
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(universityCourseSessions).where(eq(universityCourseSessions.id, id)).for("update");
      if (!before) throw notFound("This session does not exist.");
      const [row] = await tx
        .update(universityCourseSessions)
        .set({ ...values, updatedAt: now })
        .where(eq(universityCourseSessions.id, id))
        .returning();
      await recordAudit(tx, { actorId: actor.user.id, action: "update", entity: "university_course_session", entityId: id, before, after: row, now });
      return row;
    });
  } catch (error) {
    if (isCheckViolation(error)) throw endsBeforeStart();
    throw error;
  }
}
