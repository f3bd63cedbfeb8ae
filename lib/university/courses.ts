import "server-only";
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { universities, universityCourseAssignments, universityCourses, universityCourseSessions } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record";
import { isUniqueViolation } from "@/lib/institutions/errors";
import { assertMayManageUniversity, mayManageUniversity, type TUniversityReader } from "./access";
import { UNIVERSITY_PAGE_SIZE } from "./constants";
import { courseCodeTaken, courseMissing, unknownUniversity } from "./errors";
import { ZCourseInput } from "./schemas";

// Reads of university courses. Callers check access (lib/university/access.ts)
// with the course's ipedsid before showing or changing it.

export type TCourse = {
  id: number;
  ipedsid: number;
  universityName: string;
  courseCode: string;
  name: string;
  description: string;
  credits: number;
  updatedAt: Date;
};

const courseColumns = {
  id: universityCourses.id,
  ipedsid: universityCourses.ipedsid,
  universityName: universities.name,
  courseCode: universityCourses.courseCode,
  name: universityCourses.name,
  description: universityCourses.description,
  credits: universityCourses.credits,
  updatedAt: universityCourses.updatedAt,
};

/** One course with its university's name, or null. */
export async function getCourse(db: TDbOrTx, id: number): Promise<TCourse | null> {
  const [row] = await db.select(courseColumns).from(universityCourses).innerJoin(universities, eq(universities.ipedsid, universityCourses.ipedsid)).where(eq(universityCourses.id, id));
  return row ?? null;
}

/** The course with this code at this university (the code is unique per university), or null. */
export async function getCourseByCode(db: TDbOrTx, courseCode: string, ipedsid: number): Promise<TCourse | null> {
  const [row] = await db
    .select(courseColumns)
    .from(universityCourses)
    .innerJoin(universities, eq(universities.ipedsid, universityCourses.ipedsid))
    .where(and(eq(universityCourses.ipedsid, ipedsid), eq(universityCourses.courseCode, courseCode)));
  return row ?? null;
}

/** The IPEDSID of the course updated last (among the universities in scope), or null when none. */
export async function lastUpdatedIpedsid(db: TDbOrTx, ipedsid: number | null): Promise<number | null> {
  const [row] = await db
    .select({ ipedsid: universityCourses.ipedsid })
    .from(universityCourses)
    .where(ipedsid === null ? undefined : eq(universityCourses.ipedsid, ipedsid))
    .orderBy(desc(universityCourses.updatedAt), desc(universityCourses.id))
    .limit(1);
  return row?.ipedsid ?? null;
}

export type TCourseFilter = { ipedsid: number | null; q?: string; page: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The courses of one university (or all: ipedsid null), searched by code or name, paged, with their assignment and session counts. */
export async function listCourses(db: TDbOrTx, filter: TCourseFilter) {
  const where = and(
    filter.ipedsid === null ? undefined : eq(universityCourses.ipedsid, filter.ipedsid),
    filter.q ? (or(ilike(universityCourses.courseCode, `%${escapeLike(filter.q)}%`), ilike(universityCourses.name, `%${escapeLike(filter.q)}%`)) as SQL) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(universityCourses).where(where);
  const rows = await db
    .select({
      ...courseColumns,
      assignments: sql<number>`(select count(*)::int from ${universityCourseAssignments} a where a.course_id = ${universityCourses.id})`,
      sessions: sql<number>`(select count(*)::int from ${universityCourseSessions} s where s.course_id = ${universityCourses.id})`,
    })
    .from(universityCourses)
    .innerJoin(universities, eq(universities.ipedsid, universityCourses.ipedsid))
    .where(where)
    .orderBy(asc(universities.name), asc(universityCourses.courseCode), asc(universityCourses.id))
    .limit(UNIVERSITY_PAGE_SIZE)
    .offset((filter.page - 1) * UNIVERSITY_PAGE_SIZE);
  return { rows, total, page: filter.page, pageSize: UNIVERSITY_PAGE_SIZE, pages: Math.max(1, Math.ceil(total / UNIVERSITY_PAGE_SIZE)) };
}

// ---- Writes (POST /api/v1/universityCourse) ----

/**
 * Creates a course (id null) or updates one. Faculty write only their university's courses: any
 * other university (the course's or the one named) answers 404. The code is unique per
 * university (409 course_code_taken); credits default to 3. Audited.
 */
export async function saveCourse(db: TDb, actor: TActor, input: unknown, id: number | null, now: Date) {
  const values = ZCourseInput.parse(input);
  assertMayManageUniversity(actor.user, values.ipedsid, "This university does not exist.");
  try {
    return await db.transaction(async (tx) => {
      const [university] = await tx.select({ ipedsid: universities.ipedsid }).from(universities).where(eq(universities.ipedsid, values.ipedsid));
      if (!university) throw unknownUniversity();
      const before = id === null ? null : (await tx.select().from(universityCourses).where(eq(universityCourses.id, id)).for("update"))[0];
      if (id !== null && (!before || !mayManageUniversity(actor.user, before.ipedsid))) throw courseMissing();
      const [clash] = await tx
        .select({ id: universityCourses.id })
        .from(universityCourses)
        .where(and(eq(universityCourses.ipedsid, values.ipedsid), eq(universityCourses.courseCode, values.courseCode)));
      if (clash && clash.id !== id) throw courseCodeTaken(values.courseCode);
      const [row] = before
        ? await tx
            .update(universityCourses)
            .set({ ...values, updatedAt: now })
            .where(eq(universityCourses.id, before.id))
            .returning()
        : await tx
            .insert(universityCourses)
            .values({ ...values, createdBy: actor.user.id, createdAt: now, updatedAt: now })
            .returning();
      if (before && before.ipedsid !== row.ipedsid) {
        // The course moved to another university: its assignments and sessions follow it.
        await tx.update(universityCourseAssignments).set({ ipedsid: row.ipedsid }).where(eq(universityCourseAssignments.courseId, row.id));
        await tx.update(universityCourseSessions).set({ ipedsid: row.ipedsid }).where(eq(universityCourseSessions.courseId, row.id));
      }
      await recordAudit(tx, { actorId: actor.user.id, action: before ? "update" : "create", entity: "university_course", entityId: row.id, before: before ?? null, after: row, now });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw courseCodeTaken(values.courseCode);
    throw error;
  }
}

/** The course if this user may manage its university, else 404 (another university's course does not exist for them). */
export async function getCourseFor(db: TDbOrTx, user: TUniversityReader, id: number): Promise<TCourse> {
  const course = await getCourse(db, id);
  if (!course || !mayManageUniversity(user, course.ipedsid)) throw courseMissing();
  return course;
}
