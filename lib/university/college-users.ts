import "server-only";
import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { universities, users } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { UNIVERSITY_PAGE_SIZE } from "./constants";

// /app/usersUniversity: the graduate students (role 21) and
// faculty (role 22) of a university, with the number of course sessions they take part in
// (course_enrolments) and their last sign-in. The caller scopes the university (access.ts scopeUniversity).

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listCollegeUsers(db: TDbOrTx, filter: { ipedsid: number | null; q?: string; page: number }) {
  const q = filter.q ? `%${escapeLike(filter.q)}%` : null;
  const where = and(
    inArray(users.roleId, [ROLE.universityStudent, ROLE.universityFaculty]),
    filter.ipedsid === null ? isNotNull(users.universityId) : eq(users.universityId, filter.ipedsid),
    q ? (or(ilike(users.firstName, q), ilike(users.lastName, q), ilike(users.email, q), ilike(users.username, q)) as SQL) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      roleId: users.roleId,
      universityId: users.universityId,
      universityName: universities.name,
      lastLoginAt: users.lastLoginAt,
      sessions: sql<number>`(select count(*)::int from course_enrolments e where e.user_id = ${users.id})`,
    })
    .from(users)
    .leftJoin(universities, eq(universities.ipedsid, users.universityId))
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(UNIVERSITY_PAGE_SIZE)
    .offset((filter.page - 1) * UNIVERSITY_PAGE_SIZE);
  return { rows, total, page: filter.page, pageSize: UNIVERSITY_PAGE_SIZE, pages: Math.max(1, Math.ceil(total / UNIVERSITY_PAGE_SIZE)) };
}
