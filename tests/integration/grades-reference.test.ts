import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { grades } from "@/db/schema";
import { seedReference } from "@/db/seed/run";

const MIGRATIONS = join(process.cwd(), "db/migrations");

/** A copy of the migrations folder that stops before `tag`. */
function migrationsBefore(tag: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "scuta-migrations-"));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(journalPath, JSON.stringify(journal));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

describe("grade reference data (migration 0008)", () => {
  it("Grade id 13 means any grade; a grade's id is its number, Kindergarten 0 and Pre-K 14", async () => {
    const conn = await openDatabase("memory://");
    try {
      await migrate(conn.db as never, { migrationsFolder: MIGRATIONS });
      await seedReference(conn.db);
      const rows = await conn.db.select().from(grades).orderBy(asc(grades.sort));
      expect(rows[0]).toMatchObject({ id: 13, code: "ANY", name: "Any grade" });
      const byCode = new Map(rows.map((g) => [g.code, g.id]));
      expect(byCode.get("K")).toBe(0);
      expect(byCode.get("PK")).toBe(14);
      for (let n = 1; n <= 12; n++) expect(byCode.get(String(n))).toBe(n);
      expect(rows).toHaveLength(15);
    } finally {
      await conn.close();
    }
  });

  it("the rows that pointed at the old grade ids (clients, events, school grades) move with their grade", async () => {
    const before = migrationsBefore("0008_lessons_surveys");
    const conn = await openDatabase("memory://");
    try {
      await migrate(conn.db as never, { migrationsFolder: before.dir });
      const rowsOf = async (query: ReturnType<typeof sql>) => ((await conn.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      // The old keys: 0 Pre-K, 1 Kindergarten, n+1 Grade n.
      await conn.db.execute(sql`INSERT INTO grades (id, code, name, sort) VALUES (0, 'PK', 'Pre-K', 0), (1, 'K', 'Kindergarten', 1), (10, '9', 'Grade 9', 10), (13, '12', 'Grade 12', 13)`);
      await conn.db.execute(sql`INSERT INTO users (username, email, expires) VALUES ('oldgrades', 'old@example.org', '2027-07-31')`);
      const [{ id: userId }] = (await rowsOf(sql`SELECT id FROM users WHERE username = 'oldgrades'`)) as { id: number }[];
      await conn.db.execute(
        sql`INSERT INTO clients (user_id, type, name, grade_id, counts) VALUES (${userId}, 'student', 'K pupil', 1, '{}'), (${userId}, 'student', 'Senior', 13, '{}'), (${userId}, 'student', 'Preschooler', 0, '{}')`,
      );
      await conn.db.execute(sql`INSERT INTO events (user_id, title, date, time, duration_minutes, grade_id) VALUES (${userId}, 'Ninth grade class', '2026-10-01', '09:00', 30, 10)`);
      await migrate(conn.db as never, { migrationsFolder: MIGRATIONS });
      const clientGrades = await rowsOf(sql`SELECT c.name, g.code FROM clients c JOIN grades g ON g.id = c.grade_id ORDER BY c.name`);
      expect(clientGrades).toEqual([
        { name: "K pupil", code: "K" },
        { name: "Preschooler", code: "PK" },
        { name: "Senior", code: "12" },
      ]);
      const eventGrades = await rowsOf(sql`SELECT e.grade_id, g.code FROM events e JOIN grades g ON g.id = e.grade_id`);
      expect(eventGrades).toEqual([{ grade_id: 9, code: "9" }]);
      const any = await rowsOf(sql`SELECT code FROM grades WHERE id = 13`);
      expect(any).toEqual([{ code: "ANY" }]);
    } finally {
      await conn.close();
      before.cleanup();
    }
  });
});
