import { mkdtemp, mkdir, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { clients, rosterImports, rosterPickups, schoolDistricts, schools, users } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { pickUpRosterDrops } from "@/lib/roster/pickup";
import { DRIVERS, freshDatabase } from "../support/db";
import { districtFixture, oneRosterZip } from "../support/oneroster";

// The nightly pickup reads ROSTER_DROP_DIR/<LEAID>/ for the newest OneRoster zip, imports it, records
// the pickup with its counts or errors, and moves the files it read aside; a counselor's own student CSV
// (username.csv) is imported into that counselor's students as their upload would be.
const NOW = new Date("2026-09-03T02:15:00Z");
const LEAID = "9900011";
const SCHOOL = "990001100001";

describe.each(DRIVERS)("roster pickup from the drop folder (%s)", (driver) => {
  let conn: TConnection;
  let root: string;

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    root = await mkdtemp(path.join(tmpdir(), "roster-drop-"));
    await conn.db.insert(schoolDistricts).values({ leaid: LEAID, name: "Pickup District", state: "WA" });
    await conn.db.insert(schools).values({ ncessch: SCHOOL, schnam: "Pickup High", leaid: LEAID, zip: "98000", state: "WA" });
    await conn.db.insert(users).values({ username: "padmin", email: "padmin@example.org", roleId: ROLE.admin, expires: "2030-01-01", active: true });
  });
  afterAll(async () => {
    await conn?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it("the newest zip of a district's folder is imported, recorded and moved aside with the older ones", async () => {
    const dir = path.join(root, LEAID);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "old.zip"), oneRosterZip(districtFixture({ schools: [SCHOOL], students: 3, perCounselor: 3, domain: "old.example.org" })));
    await utimes(path.join(dir, "old.zip"), new Date("2026-09-01T00:00:00Z"), new Date("2026-09-01T00:00:00Z"));
    await writeFile(path.join(dir, "roster.zip"), oneRosterZip(districtFixture({ schools: [SCHOOL], students: 12, perCounselor: 6, domain: "pickup.example.org" })));
    const r = await pickUpRosterDrops(conn.db, { dir: root, now: NOW });
    expect(r).toEqual([expect.objectContaining({ leaid: LEAID, file: "roster.zip", result: "imported", errors: 0 })]);
    expect(r[0].counts["students.created"]).toBe(12);
    const [c0] = await conn.db.select().from(users).where(eq(users.email, "counselor0@pickup.example.org"));
    expect((await conn.db.select().from(clients).where(eq(clients.userId, c0.id))).filter((c) => c.type === "student")).toHaveLength(6);
    const [row] = await conn.db.select().from(rosterPickups);
    expect(row).toMatchObject({ leaid: LEAID, file: "roster.zip", result: "imported" });
    expect((await readdir(dir)).filter((f) => f.endsWith(".zip"))).toEqual([]);
    expect((await readdir(path.join(dir, "processed"))).sort()).toEqual([expect.stringMatching(/-old\.zip$/), expect.stringMatching(/-roster\.zip$/)]);
    // Nothing new in the folder: the next night reads nothing.
    expect(await pickUpRosterDrops(conn.db, { dir: root, now: NOW })).toEqual([]);
  });

  it("a bad zip is refused with its errors recorded, nothing imported, and the file moved to refused/", async () => {
    const dir = path.join(root, LEAID);
    const bad = districtFixture({ schools: [SCHOOL], students: 2, perCounselor: 2, prefix: "b" });
    bad.enrollments[0].role = "pupil";
    await writeFile(path.join(dir, "bad.zip"), oneRosterZip(bad));
    const before = (await conn.db.select().from(clients)).length;
    const r = await pickUpRosterDrops(conn.db, { dir: root, now: new Date("2026-09-04T02:15:00Z") });
    expect(r).toEqual([expect.objectContaining({ file: "bad.zip", result: "refused" })]);
    const rows = await conn.db.select().from(rosterPickups).where(eq(rosterPickups.file, "bad.zip"));
    expect(rows[0].errors[0]).toMatchObject({ file: "enrollments.csv", row: 2, column: "role" });
    expect((await conn.db.select().from(clients)).length).toBe(before);
    expect(await readdir(path.join(dir, "refused"))).toEqual([expect.stringMatching(/-bad\.zip$/)]);
  });

  it("a counselor's own student CSV (username.csv) is imported into their students, recorded and moved aside; a name of no account is refused", async () => {
    const dir = path.join(root, LEAID);
    await mkdir(dir, { recursive: true });
    const [counselor] = await conn.db
      .insert(users)
      .values({ username: "Csv.Counselor", email: "csv.counselor@example.org", roleId: ROLE.user, leaid: LEAID, expires: "2030-01-01", active: true })
      .returning();
    await writeFile(path.join(dir, "csv.counselor.csv"), "name,student_number,gender,race\nJamie Doe,C-1,F,HI\nAlex Roe,C-2,M,\n");
    await writeFile(path.join(dir, "nobody.csv"), "name,student_number,gender\nPat Poe,C-3,F\n");
    const now = new Date("2026-09-05T02:15:00Z");
    const r = await pickUpRosterDrops(conn.db, { dir: root, now });
    expect(r).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ leaid: LEAID, file: "csv.counselor.csv", result: "imported", errors: 0, counts: { rows: 2, "students.created": 2, "students.updated": 0 } }),
        expect.objectContaining({ leaid: LEAID, file: "nobody.csv", result: "refused", errors: 1 }),
      ]),
    );
    expect(r).toHaveLength(2);
    const mine = (await conn.db.select().from(clients).where(eq(clients.userId, counselor.id))).map((c) => [c.name, c.studentNumber, c.counts.female, c.counts.hif]);
    expect(mine.sort()).toEqual([
      ["Alex Roe", "C-2", 0, 0],
      ["Jamie Doe", "C-1", 1, 1],
    ]);
    const recorded = await conn.db.select().from(rosterPickups).where(eq(rosterPickups.createdAt, now));
    expect(recorded.map((p) => [p.file, p.result]).sort()).toEqual([
      ["csv.counselor.csv", "imported"],
      ["nobody.csv", "refused"],
    ]);
    expect(recorded.find((p) => p.file === "nobody.csv")!.errors[0]).toMatchObject({ file: "nobody.csv", row: 0 });
    // The import log (/app/sftp's imports) says the file came from the drop folder, not an upload.
    const logged = await conn.db.select().from(rosterImports).where(eq(rosterImports.userId, counselor.id));
    expect(logged.map((l) => [l.source, l.committed, l.created])).toEqual([["sftp", true, 2]]);
    expect((await readdir(dir)).filter((f) => f.endsWith(".csv"))).toEqual([]);
    expect(await readdir(path.join(dir, "processed"))).toContainEqual(expect.stringMatching(/-csv\.counselor\.csv$/));
    expect(await readdir(path.join(dir, "refused"))).toContainEqual(expect.stringMatching(/-nobody\.csv$/));
    // The same file again the next night updates the students it names by their number.
    await writeFile(path.join(dir, "csv.counselor.csv"), "name,student_number,gender\nJamie Doe-Smith,C-1,F\n");
    const again = await pickUpRosterDrops(conn.db, { dir: root, now: new Date("2026-09-06T02:15:00Z") });
    expect(again).toEqual([expect.objectContaining({ file: "csv.counselor.csv", result: "imported", counts: { rows: 1, "students.created": 0, "students.updated": 1 } })]);
    expect((await conn.db.select().from(clients).where(eq(clients.userId, counselor.id))).map((c) => c.name).sort()).toEqual(["Alex Roe", "Jamie Doe-Smith"]);
  });
});
