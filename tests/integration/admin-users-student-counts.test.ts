import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TConnection } from "@/db/client";
import { clients, users, type TUserRow } from "@/db/schema";
import { listUsersWithStudentCounts } from "@/lib/admin-users/student-counts";
import { ROLE } from "@/lib/auth/roles";
import { zeroCounts } from "@/lib/clients/rules";
import { DRIVERS, freshDatabase } from "../support/db";

// /app/usersWithCountStudents: counts only, most first, admins only.
describe.each(DRIVERS)("users with student counts (%s)", (driver) => {
  let conn: TConnection;
  let admin: TUserRow;
  let manager: TUserRow;

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    [admin] = await conn.db.insert(users).values({ username: "countadmin", email: "countadmin@example.org", roleId: ROLE.admin, expires: "2030-01-01" }).returning();
    [manager] = await conn.db.insert(users).values({ username: "countmgr", email: "countmgr@example.org", roleId: ROLE.manager, expires: "2030-01-01" }).returning();
    const [a] = await conn.db.insert(users).values({ username: "few", email: "few@example.org", expires: "2030-01-01" }).returning();
    const [b] = await conn.db.insert(users).values({ username: "many", email: "many@example.org", expires: "2030-01-01" }).returning();
    const student = (userId: number, i: number) => ({ userId, type: "student" as const, name: `S${i}`, studentNumber: `${userId}-${i}`, counts: zeroCounts() });
    await conn.db.insert(clients).values([student(a.id, 1), student(b.id, 1), student(b.id, 2), student(b.id, 3), { userId: a.id, type: "group" as const, name: "G", counts: zeroCounts() }]);
  });
  afterAll(async () => conn?.close());

  it("lists users with their number of students (groups not counted), most first", async () => {
    const r = await listUsersWithStudentCounts(conn.db, admin);
    expect(r.total).toBe(2);
    expect(r.rows.map((u) => [u.username, u.students])).toEqual([
      ["many", 3],
      ["few", 1],
    ]);
  });

  it("only administrators read it", async () => {
    await expect(listUsersWithStudentCounts(conn.db, manager)).rejects.toMatchObject({ status: 403 });
  });
});
