import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, users, type TUserRow } from "@/db/schema";
import { approveUser, listNotActiveUsers } from "@/lib/admin-users/approve-user";
import { ROLE } from "@/lib/auth/roles";
import { DRIVERS, freshDatabase } from "../support/db";

// /app/usersNotActive ("users not approved"): an administrator lists the
// inactive users, newest first, and approves one = activates it, audited with before/after.
const NOW = new Date("2026-06-01T12:00:00Z");

describe.each(DRIVERS)("users not approved (%s)", (driver) => {
  let conn: TConnection;
  let admin: TUserRow;
  let manager: TUserRow;
  const waiting: TUserRow[] = [];

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    [admin] = await conn.db.insert(users).values({ username: "approver", email: "approver@example.org", roleId: ROLE.admin, expires: "2030-01-01", active: true }).returning();
    [manager] = await conn.db.insert(users).values({ username: "mgr", email: "mgr@example.org", roleId: ROLE.manager, expires: "2030-01-01", active: true }).returning();
    for (let i = 1; i <= 3; i++) {
      const [row] = await conn.db
        .insert(users)
        .values({ username: `waiting${i}`, email: `waiting${i}@example.org`, expires: "2027-01-01", active: false, passwordHash: "$2b$secret", createdAt: new Date(Date.UTC(2026, 4, i)) })
        .returning();
      waiting.push(row);
    }
  });
  afterAll(async () => conn?.close());

  it("lists the inactive users, newest first", async () => {
    const r = await listNotActiveUsers(conn.db, admin);
    expect(r.total).toBe(3);
    expect(r.rows.map((u) => u.username)).toEqual(["waiting3", "waiting2", "waiting1"]);
  });

  it("approving activates the user and records who did it with before/after (no password hash)", async () => {
    const row = await approveUser(conn.db, admin, { id: waiting[1].id }, NOW);
    expect(row.active).toBe(true);
    expect((await listNotActiveUsers(conn.db, admin)).rows.map((u) => u.username)).toEqual(["waiting3", "waiting1"]);
    const [audit] = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "approve"), eq(auditLog.entityId, String(waiting[1].id))));
    expect(audit).toMatchObject({ actorId: admin.id, entity: "user" });
    expect(audit.before).toMatchObject({ active: false, username: "waiting2" });
    expect(audit.after).toMatchObject({ active: true });
    expect(JSON.stringify([audit.before, audit.after])).not.toContain("$2b$");
  });

  it("an already active user is a 409, an unknown one a 404, a bad id a validation error — never a 500", async () => {
    await expect(approveUser(conn.db, admin, { id: waiting[1].id }, NOW)).rejects.toMatchObject({ status: 409, code: "already_active" });
    await expect(approveUser(conn.db, admin, { id: 999_999 }, NOW)).rejects.toMatchObject({ status: 404 });
    await expect(approveUser(conn.db, admin, { id: "x" }, NOW)).rejects.toHaveProperty("issues");
  });

  it("only administrators list and approve (a manager gets 403 and changes nothing)", async () => {
    await expect(listNotActiveUsers(conn.db, manager)).rejects.toMatchObject({ status: 403 });
    await expect(approveUser(conn.db, manager, { id: waiting[0].id }, NOW)).rejects.toMatchObject({ status: 403 });
    const [still] = await conn.db.select().from(users).where(eq(users.id, waiting[0].id));
    expect(still.active).toBe(false);
  });
});
