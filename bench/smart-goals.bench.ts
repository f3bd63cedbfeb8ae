// npm run bench: the SMART goal screen with 20 statements and 5 matched lessons (target: it loads
// in under 300 ms server time on PostgreSQL). One counselor's goal with a group, two standards,
// 20 pre/post statements, 3 short questions, and 5 matching lessons each delivered by 4 events. On every
// available driver (in-memory PGlite always; the PostgreSQL of DATABASE_URL when set):
//   - what the screen reads of the goal (smartGoalFullDetailOf) and the matching lessons (the form's lookups use
//     next-intl's server translations, which need a Next request, so they are left out here),
//   - GET /api/v1/smartgoals/get/fullDetail/{id} and GET /api/v1/smartgoals/get/matchLessonByMindset.
// Target: each median under 300 ms on PostgreSQL.
import { afterAll, bench, describe } from "vitest";
import { eq } from "drizzle-orm";
import { setSharedConnection, type TConnection } from "@/db/client";
import { clients, events, lessonGrades, lessonStandards, lessons, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as fullDetailRoute } from "@/app/api/v1/smartgoals/get/fullDetail/[id]/route";
import { GET as matchRoute } from "@/app/api/v1/smartgoals/get/matchLessonByMindset/route";
import { zeroCounts } from "@/lib/clients/rules";
import { matchLessonByMindsetOf, smartGoalFullDetailOf } from "@/lib/smart-goals/queries";
import { freshDatabase, type TDriverName } from "../tests/support/db";
import { call } from "../tests/support/api";
import { benchDrivers } from "./support/measure";

const STATEMENTS = 20;
const LESSONS = 5;
const ITERATIONS = 30;

type TSetup = { driver: TDriverName; conn: TConnection; userId: number; goalId: number; token: string };

async function setUp(driver: TDriverName): Promise<TSetup> {
  const started = performance.now();
  const conn = await freshDatabase(driver, { seed: "demo" });
  setSharedConnection(conn);
  const db = conn.db;
  const [me] = await db.select().from(users).where(eq(users.username, "counselor"));
  const token = (await call(loginRoute, { body: { username: "counselor", password: "demo-pass-2026" } })).json.token as string;
  const [group] = await db
    .insert(clients)
    .values({ userId: me.id, type: "group", name: "Bench group", gradeId: 7, counts: { ...zeroCounts(), male: 5, female: 5 }, count: 10 })
    .returning({ id: clients.id });
  for (let k = 1; k <= LESSONS; k++) {
    const [l] = await db
      .insert(lessons)
      .values({ userId: me.id, name: `Bench goal lesson ${k}` })
      .returning({ id: lessons.id });
    await db.insert(lessonStandards).values({ lessonId: l.id, standardId: 1 + (k % 2), position: 1 });
    await db.insert(lessonGrades).values({ lessonId: l.id, gradeId: 7 });
    for (let e = 1; e <= 4; e++) await db.insert(events).values({ userId: me.id, title: `Delivery ${k}.${e}`, date: `2026-10-0${e}`, time: "10:00", durationMinutes: 45, lessonId: l.id });
  }
  const { createSmartGoal } = await import("@/lib/smart-goals/save-smart-goal");
  const { addQuestions, addShortQuestion } = await import("@/lib/smart-goals/questions");
  const actor = { user: me } as Parameters<typeof createSmartGoal>[1];
  const goal = await createSmartGoal(db, actor, { mindsets: [1, 2], smartgoalGroups: [group.id], target: "attendance", baselineValue: 80, targetValue: 95, dateBaseline: "2026-09-14" }, new Date());
  await addQuestions(db, actor, goal.id, { questions: Array.from({ length: STATEMENTS }, (_, i) => `Statement ${i + 1}`) }, new Date());
  for (let i = 1; i <= 3; i++) await addShortQuestion(db, actor, goal.id, { text: `Short question ${i}` });
  console.log(`${driver}: a goal with ${STATEMENTS} statements and ${LESSONS} matching lessons set up in ${(performance.now() - started).toFixed(0)} ms`);
  return { driver, conn, userId: me.id, goalId: goal.id, token };
}

const drivers = benchDrivers();
const setups: TSetup[] = [];
for (const d of drivers) setups.push(await setUp(d));
afterAll(async () => {
  for (const s of setups) await s.conn.close();
});

// A plain timing print too (vitest bench's table is not shown by every reporter).
for (const s of setups) {
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    await Promise.all([smartGoalFullDetailOf(s.conn.db, s.userId, s.goalId), matchLessonByMindsetOf(s.conn.db, s.userId, { smartgoal_id: s.goalId, mindset_id1: null, targetGroupId: null })]);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`${s.driver}: the screen's reads, median ${times[5].toFixed(1)} ms, max ${times[9].toFixed(1)} ms`);
}

for (const s of setups) {
  describe(`SMART goal screen (${s.driver})`, () => {
    bench(
      "the screen's goal reads: smartGoalFullDetail + matchLessonByMindset",
      async () => {
        const [goal, match] = await Promise.all([
          smartGoalFullDetailOf(s.conn.db, s.userId, s.goalId),
          matchLessonByMindsetOf(s.conn.db, s.userId, { smartgoal_id: s.goalId, mindset_id1: null, targetGroupId: null }),
        ]);
        if (goal.questions.length !== STATEMENTS) throw new Error(`expected ${STATEMENTS} statements`);
        if (match.matchedLessonList.length !== LESSONS) throw new Error(`expected ${LESSONS} lessons, got ${match.matchedLessonList.length}`);
      },
      { iterations: ITERATIONS, warmupIterations: 3 },
    );

    bench(
      "GET /api/v1/smartgoals/get/fullDetail/{id} (bearer token)",
      async () => {
        setSharedConnection(s.conn);
        const res = await call(fullDetailRoute, { token: s.token, params: { id: String(s.goalId) } });
        if (res.status !== 200) throw new Error(`fullDetail answered ${res.status}`);
      },
      { iterations: ITERATIONS, warmupIterations: 3 },
    );

    bench(
      "GET /api/v1/smartgoals/get/matchLessonByMindset (bearer token)",
      async () => {
        setSharedConnection(s.conn);
        const res = await call(matchRoute, { token: s.token, path: `/api/v1/smartgoals/get/matchLessonByMindset?smartgoal_id=${s.goalId}` });
        if (res.status !== 200) throw new Error(`matchLessonByMindset answered ${res.status}`);
      },
      { iterations: ITERATIONS, warmupIterations: 3 },
    );
  });
}
