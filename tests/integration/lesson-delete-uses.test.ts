import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { curricula, curriculumLessons, events, lessons, smartGoals, users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/crypto";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { DELETE as deleteRoute } from "@/app/api/v1/lesson/[id]/route";
import { POST as checkUseRoute } from "@/app/api/v1/lesson/checkUse/route";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// Deleting a lesson that a SMART goal or a curriculum uses: checkUse answers every real use (events, the SMART
// goals naming it as lesson_id or lesson_id2, the curricula planning it), the owner's own by name and another
// counselor's (a shared lesson) only counted; DELETE refuses with 409 naming them until confirmed; a confirmed
// delete takes the lesson out of each and says where, and no goal or curriculum row of a plan goes with it.

const PASSWORD = "lesson-use-pass-2026";

describe.each(DRIVERS)("deleting a lesson used by SMART goals and curricula (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  const tokens: Record<string, string> = {};
  let owner: number;
  let other: number;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    db = conn.db;
    const passwordHash = await hashPassword(PASSWORD);
    const rows = await db
      .insert(users)
      .values(
        ["lena_uses", "otto_uses"].map((username) => ({
          username,
          email: `${username}@uses.test`,
          roleId: 1,
          active: true,
          expires: "2030-07-31",
          firstName: username,
          lastName: "Uses",
          passwordHash,
        })),
      )
      .returning();
    [owner, other] = rows.map((r) => r.id);
    for (const r of rows) tokens[r.username] = String((await call(loginRoute, { body: { username: r.username, password: PASSWORD } })).json.token);
  }, 120_000);
  afterAll(async () => conn?.close());

  async function usedLesson() {
    const [lesson] = await db.insert(lessons).values({ userId: owner, name: "Attendance matters", share: true }).returning();
    const [g1, g2, theirs] = await db
      .insert(smartGoals)
      .values([
        { userId: owner, target: "chronic absenteeism rate", lessonId: lesson.id },
        { userId: owner, target: "tardies", lessonId2: lesson.id },
        { userId: other, target: "their goal", lessonId: lesson.id },
      ])
      .returning();
    const [plan, theirPlan] = await db
      .insert(curricula)
      .values([
        { userId: owner, name: "Grade 8 attendance unit" },
        { userId: other, name: "Their unit" },
      ])
      .returning();
    await db.insert(curriculumLessons).values([
      { curriculumId: plan.id, lessonId: lesson.id, plannedDate: "2027-01-12" },
      { curriculumId: theirPlan.id, lessonId: lesson.id },
    ]);
    const [ev] = await db
      .insert(events)
      .values({ userId: owner, title: "Attendance matters – 8A", date: "2026-10-06", time: "09:00:00", durationMinutes: 45, lessonId: lesson.id, status: "done" })
      .returning();
    return { lesson, g1, g2, theirs, plan, theirPlan, ev };
  }

  it("checkUse answers the real uses: 1 event, 3 SMART goals (2 named, lesson_id and lesson_id2), 2 curricula (1 named), not goals: 0", async () => {
    const { lesson, g1, g2, plan } = await usedLesson();
    const res = await call(checkUseRoute, { token: tokens.lena_uses, body: { id: lesson.id } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      used: true,
      events: 1,
      goals: 3,
      curricula: 2,
      ownSmartGoals: [
        { id: g1.id, title: "Identified areas of Need : chronic absenteeism rate" },
        { id: g2.id, title: "Identified areas of Need : tardies" },
      ],
      ownCurricula: [{ id: plan.id, name: "Grade 8 attendance unit" }],
      otherSmartGoals: 1,
      otherCurricula: 1,
    });
    // Another counselor's goal and plan are counted, never named.
    expect(JSON.stringify(res.json)).not.toMatch(/their goal|Their unit/);
  });

  it("deleting a lesson used by a SMART goal or a curriculum is refused with 409 naming the uses, and nothing is removed from them", async () => {
    const { lesson, g1, plan } = await usedLesson();
    const refused = await call(deleteRoute, { token: tokens.lena_uses, method: "DELETE", params: { id: String(lesson.id) } });
    expect(refused.status).toBe(409);
    expect(refused.json.error![0]).toMatchObject({ code: "lesson_in_use" });
    expect(refused.json.error![0].message).toBe(
      "This lesson is used by 1 calendar event, the SMART goal “Identified areas of Need : chronic absenteeism rate”, the SMART goal “Identified areas of Need : tardies”, the curriculum “Grade 8 attendance unit”, 1 SMART goal of another counselor and 1 curriculum of another counselor. Confirm to delete it anyway: it is taken out of each of them.",
    );
    expect((await db.select({ l: smartGoals.lessonId }).from(smartGoals).where(eq(smartGoals.id, g1.id)))[0].l).toBe(lesson.id);
    expect(await db.select().from(curriculumLessons).where(eq(curriculumLessons.curriculumId, plan.id))).toHaveLength(1);
  });

  it("a confirmed delete takes the lesson out of the goals and curricula, keeps their rows and says where it was taken out", async () => {
    const { lesson, g1, g2, theirs, plan, theirPlan, ev } = await usedLesson();
    const res = await call(deleteRoute, { token: tokens.lena_uses, method: "DELETE", path: "/api/v1/lesson/x?force=1", params: { id: String(lesson.id) } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id: lesson.id,
      unlinkedEvents: 1,
      detached: { ownSmartGoals: [{ id: g1.id }, { id: g2.id }], ownCurricula: [{ id: plan.id, name: "Grade 8 attendance unit" }], otherSmartGoals: 1, otherCurricula: 1 },
    });
    for (const id of [g1.id, g2.id, theirs.id]) {
      const [g] = await db.select({ l1: smartGoals.lessonId, l2: smartGoals.lessonId2 }).from(smartGoals).where(eq(smartGoals.id, id));
      expect(g).toEqual({ l1: null, l2: null });
    }
    // The plans stay; only the lesson's row in them goes.
    expect(await db.select({ id: curricula.id }).from(curricula).where(eq(curricula.id, plan.id))).toEqual([{ id: plan.id }]);
    expect(await db.select({ id: curricula.id }).from(curricula).where(eq(curricula.id, theirPlan.id))).toEqual([{ id: theirPlan.id }]);
    expect(await db.select().from(curriculumLessons).where(eq(curriculumLessons.lessonId, lesson.id))).toEqual([]);
    expect((await db.select({ l: events.lessonId }).from(events).where(eq(events.id, ev.id)))[0].l).toBeNull();
  });

  it("another counselor may read the shared lesson but neither ask for its uses nor delete it (403), and it stays", async () => {
    const { lesson } = await usedLesson();
    expect((await call(checkUseRoute, { token: tokens.otto_uses, body: { id: lesson.id } })).status).toBe(403);
    expect((await call(deleteRoute, { token: tokens.otto_uses, method: "DELETE", path: "/api/v1/lesson/x?force=1", params: { id: String(lesson.id) } })).status).toBe(403);
    expect(await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lesson.id))).toEqual([{ id: lesson.id }]);
  });
});
