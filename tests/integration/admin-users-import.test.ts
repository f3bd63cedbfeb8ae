import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, users, type TUserRow } from "@/db/schema";
import { importUsers, previewUserImport } from "@/lib/admin-users/import-users";
import { ROLE } from "@/lib/auth/roles";
import { DRIVERS, freshDatabase } from "../support/db";

// /app/usersNew: a CSV import of users with a preview and per-row errors; a file with any
// error writes nothing; a good file creates every user inactive (activation email) and audited.
const NOW = new Date("2026-06-01T12:00:00Z");
const CTX = { now: NOW, origin: "http://localhost:3000", random: () => 0.5 };

describe.each(DRIVERS)("users CSV import (%s)", (driver) => {
  let conn: TConnection;
  let admin: TUserRow;
  let manager: TUserRow;

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    [admin] = await conn.db.insert(users).values({ username: "importer", email: "importer@example.org", roleId: ROLE.admin, expires: "2030-01-01", active: true }).returning();
    [manager] = await conn.db.insert(users).values({ username: "mgr2", email: "mgr2@example.org", roleId: ROLE.manager, expires: "2030-01-01", active: true }).returning();
    await conn.db.insert(users).values({ username: "existing", email: "taken@example.org", expires: "2030-01-01" });
  });
  afterAll(async () => conn?.close());

  it("1,000 rows with 3 bad ones: the 3 rows' errors by line, and nothing written", async () => {
    const lines = ["first_name,last_name,email,role_id"];
    for (let i = 1; i <= 1000; i++) lines.push(`Name,Bulk,bulk${i}@example.org,1`);
    lines[101] = "Name,Bulk,not-an-email,1"; // line 102 of the file
    lines[501] = "Name2,Bulk,bulk500@example.org,1"; // a digit in the name
    lines[901] = "Name,Bulk,taken@example.org,1"; // an email already in use
    const before = (await conn.db.select().from(users)).length;
    const r = await importUsers(conn.db, admin, lines.join("\n"), CTX);
    expect(r.committed).toBe(false);
    expect(r.errors.map((e) => [e.line, e.field, e.code])).toEqual([
      [102, "email", "invalid_email"],
      [502, "first_name", "invalid_first_name"],
      [902, "email", "email_taken"],
    ]);
    expect((await conn.db.select().from(users)).length).toBe(before);
    expect(await conn.db.select().from(auditLog)).toHaveLength(0);
  });

  it("the preview shows the users as they would be created (usernames by the short-name rule) and writes nothing; the import creates them inactive, audited", async () => {
    const csv = "first_name;last_name;email;username;notes\nmaria;rossi;maria@example.org;;x\nMarco;Rossi;marco@example.org;;y\nLena;Huber;lena@example.org;lena.h;z\n";
    const p = await previewUserImport(conn.db, admin, csv, NOW, () => 0.5);
    expect(p.errors).toEqual([]);
    expect(p.ignored_columns).toEqual(["notes"]);
    expect(p.rows.map((r) => [r.username, r.first_name, r.role_id, r.expires])).toEqual([
      ["rossim", "Maria", 4, "2026-06-01"],
      ["rossim2", "Marco", 4, "2026-06-01"],
      ["lena.h", "Lena", 4, "2026-06-01"],
    ]);
    expect(await conn.db.select().from(users).where(like(users.email, "%rossi%"))).toHaveLength(0);
    const r = await importUsers(conn.db, admin, csv, CTX);
    expect(r.committed).toBe(true);
    const created = await conn.db.select().from(users).where(eq(users.email, "marco@example.org"));
    expect(created[0]).toMatchObject({ username: "rossim2", active: false, passwordHash: null });
    expect((await conn.db.select().from(auditLog).where(eq(auditLog.action, "import"))).length).toBe(3);
  });

  it("duplicates inside the file, a missing column and a non-admin are refused", async () => {
    const dup = await previewUserImport(conn.db, admin, "first_name,last_name,email\nAnn,Bee,ab@example.org\nAnn,Bee,AB@example.org\n", NOW);
    expect(dup.errors).toMatchObject([{ line: 3, field: "email", code: "email_duplicate_in_file" }]);
    expect((await previewUserImport(conn.db, admin, "first_name,email\nAnn,ab@example.org\n", NOW)).errors).toMatchObject([{ field: "last_name", code: "column_missing" }]);
    await expect(importUsers(conn.db, manager, "first_name,last_name,email\nAnn,Bee,ab@example.org\n", CTX)).rejects.toMatchObject({ status: 403 });
  });
});
