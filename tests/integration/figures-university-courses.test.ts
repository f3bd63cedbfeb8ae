import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { universities, universityCourses } from "@/db/schema";
import { listUniversities } from "@/lib/university/universities";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// The university list's course count is each university's own: the demo university has its two seeded
// courses, a new university none, and one course added to it makes one (not every course of every university).

const UCF = 132903;
const NEW = 990001;

describe.each(DRIVERS)("the university list (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  const coursesOf = async (q: string) => (await listUniversities(db, { q, page: 1 })).rows.map((r) => [r.ipedsid, r.courses]);

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    db = conn.db;
    await db.insert(universities).values({ ipedsid: NEW, name: "Figures Test University", zip: "10001", state: "NY", domain: "figures.test" });
  });
  afterAll(async () => conn?.close());

  it("every university shows its own number of courses: 2 for the demo university, 0 for a new one, then 1", async () => {
    const seeded = await db.select({ id: universityCourses.id }).from(universityCourses).where(eq(universityCourses.ipedsid, UCF));
    expect(seeded).toHaveLength(2);
    expect(await coursesOf(String(UCF))).toEqual([[UCF, 2]]);
    expect(await coursesOf("Figures Test University")).toEqual([[NEW, 0]]);
    await db.insert(universityCourses).values({ ipedsid: NEW, courseCode: "FIG 101", name: "Counting" });
    expect(await coursesOf("Figures Test University")).toEqual([[NEW, 1]]);
    expect(await coursesOf(String(UCF))).toEqual([[UCF, 2]]);
  });
});
