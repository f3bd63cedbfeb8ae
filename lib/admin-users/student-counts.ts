import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { clients, users, type TUserRow } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { forbidden } from "@/lib/http/errors";

export const STUDENT_COUNTS_PAGE_SIZE = 50;

/** /app/usersWithCountStudents: users with how many students they recorded, most first. Administrators only; counts, never names. */
export async function listUsersWithStudentCounts(db: TDbOrTx, actor: TUserRow, page = 1) {
  if (actor.roleId !== ROLE.admin) throw forbidden("Only administrators read the student counts of users.");
  const students = sql<number>`count(${clients.id})::int`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: users.id, username: users.username, email: users.email, firstName: users.firstName, lastName: users.lastName, schoolName: users.schoolName, roleId: users.roleId, students })
      .from(users)
      .innerJoin(clients, and(eq(clients.userId, users.id), eq(clients.type, "student")))
      .groupBy(users.id)
      .orderBy(desc(students), users.username)
      .limit(STUDENT_COUNTS_PAGE_SIZE)
      .offset((page - 1) * STUDENT_COUNTS_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(distinct ${clients.userId})::int` })
      .from(clients)
      .where(eq(clients.type, "student")),
  ]);
  return { rows, total: Number(total), page, pages: Math.max(1, Math.ceil(Number(total) / STUDENT_COUNTS_PAGE_SIZE)) };
}
