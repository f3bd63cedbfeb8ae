// npm run bench: lessons and surveys at the size of a busy counselor.
// One counselor with 1,000 lessons (half shared by colleagues), and one lesson event whose pre and
// post surveys (8 statements) have 500 answers in all. On every available driver (in-memory PGlite
// always; the PostgreSQL of DATABASE_URL when set):
//   - a page of the lesson list (listLessons: mine and shared, with ratings, grades and standards, and the total),
//     the same with a name search, and through GET /api/v1/lesson,
//   - the results of the event (surveyAverages: per-statement pre/post averages), and through
//     GET /api/v1/survey/reportsSurvey/getSurveyAvgEvent.
// Target: each median under 50 ms on PostgreSQL.
import { afterAll, bench, describe } from "vitest";
import { eq, sql } from "drizzle-orm";
import { setSharedConnection, type TConnection } from "@/db/client";
import { events, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as lessonListRoute } from "@/app/api/v1/lesson/route";
import { GET as surveyAvgRoute } from "@/app/api/v1/survey/reportsSurvey/getSurveyAvgEvent/route";
import { rowsOf } from "@/lib/analysis/sql";
import { listLessonsOf } from "@/lib/lessons/queries";
import { surveyAveragesOf } from "@/lib/surveys/queries";
import { freshDatabase, type TDriverName } from "../tests/support/db";
import { call } from "../tests/support/api";
import { benchDrivers } from "./support/measure";

const LESSONS = 1000;
const STATEMENTS = 8;
const ANSWERS = 500; // responses in all: 250 before and 250 after
const ITERATIONS = 30;

type TSetup = { driver: TDriverName; conn: TConnection; userId: number; surveyId: number; eventId: number; token: string };

async function setUp(driver: TDriverName): Promise<TSetup> {
  const started = performance.now();
  const conn = await freshDatabase(driver, { seed: "demo" });
  setSharedConnection(conn);
  const db = conn.db;
  const [me] = await db.select({ id: users.id }).from(users).where(eq(users.username, "counselor"));
  const [colleague] = await db.select({ id: users.id }).from(users).where(eq(users.username, "hscounselor"));
  // 500 lessons of the counselor and 500 shared by a colleague, each with grades, standards and ratings.
  await db.execute(sql`
    insert into lessons (user_id, name, share, lesson_number, academic, social, career, collection_method_id)
    select case when k % 2 = 0 then ${me.id}::int else ${colleague.id}::int end, 'Bench lesson ' || k, k % 2 = 1, 1 + k % 51,
      k % 3 = 0, k % 3 = 1, k % 3 = 2, 0
    from generate_series(1, ${LESSONS}::int) as k`);
  await db.execute(sql`insert into lesson_grades (lesson_id, grade_id) select id, id % 13 from lessons where name like 'Bench lesson %'`);
  await db.execute(sql`insert into lesson_grades (lesson_id, grade_id) select id, 13 from lessons where name like 'Bench lesson %' on conflict do nothing`);
  await db.execute(sql`insert into lesson_standards (lesson_id, standard_id, position) select id, 1 + id % 36, 1 from lessons where name like 'Bench lesson %'`);
  await db.execute(sql`insert into shared_ratings (subject_type, subject_id, user_id, value) select 'lesson', id, ${me.id}::int, 1 + id % 5 from lessons where name like 'Bench lesson %' and share`);
  // One survey of 8 statements, one delivery of a lesson, 250 pre and 250 post responses.
  const [survey] = await rowsOf<{ id: number }>(db, sql`insert into surveys (user_id, name, likert_levels) values (${me.id}, 'Bench survey', 5) returning id`);
  await db.execute(sql`insert into survey_questions (survey_id, position, text) select ${survey.id}::int, k, 'Statement ' || k from generate_series(1, ${STATEMENTS}::int) as k`);
  const [lesson] = await rowsOf<{ id: number }>(db, sql`select id from lessons where user_id = ${me.id} and name = 'Bench lesson 2'`);
  const [event] = await db
    .insert(events)
    .values({ userId: me.id, title: "Bench delivery", date: "2026-10-05", time: "10:00", durationMinutes: 45, lessonId: lesson.id, studentsCount: 250 })
    .returning({ id: events.id });
  await db.execute(sql`insert into lesson_events (event_id, survey_id) values (${event.id}, ${survey.id})`);
  await db.execute(sql`insert into survey_administrations (survey_id, event_id, phase) values (${survey.id}, ${event.id}, 'pre'), (${survey.id}, ${event.id}, 'post')`);
  await db.execute(sql`
    insert into survey_responses (administration_id, device_hash)
    select a.id, md5(a.phase || k)
    from survey_administrations a, generate_series(1, ${ANSWERS / 2}::int) as k
    where a.event_id = ${event.id}`);
  await db.execute(sql`
    insert into survey_answers (response_id, question_id, value)
    select r.id, q.id, 1 + (r.id + q.position) % 5
    from survey_responses r join survey_administrations a on a.id = r.administration_id, survey_questions q
    where a.event_id = ${event.id} and q.survey_id = ${survey.id}`);
  await db.execute(sql`analyze`);
  const token = (await call(loginRoute, { body: { username: "counselor", password: "demo-pass-2026" } })).json.token as string;
  console.log(`${driver}: 1,000 lessons and ${ANSWERS} survey answers (${ANSWERS * STATEMENTS} statement answers) set up in ${(performance.now() - started).toFixed(0)} ms`);
  return { driver, conn, userId: me.id, surveyId: survey.id, eventId: event.id, token };
}

const drivers = benchDrivers();
const setups: TSetup[] = [];
for (const d of drivers) setups.push(await setUp(d));
afterAll(async () => {
  for (const s of setups) await s.conn.close();
});

for (const s of setups) {
  describe(`lessons and survey results (${s.driver})`, () => {
    const filters = { page: 1, q: "", grade_id: null, standard_id: null, domain: null, scope: "all" as const };
    bench(
      "listLessons: first page of 1,000 (mine and shared, with total)",
      async () => {
        setSharedConnection(s.conn);
        const page = await listLessonsOf(s.conn.db, s.userId, filters);
        if (page.total < LESSONS) throw new Error(`expected ${LESSONS} lessons, got ${page.total}`);
      },
      { iterations: ITERATIONS, warmupIterations: 3 },
    );

    bench(
      "listLessons: search 'lesson 99' with a grade filter",
      async () => {
        await listLessonsOf(s.conn.db, s.userId, { ...filters, q: "lesson 99", grade_id: 13 });
      },
      { iterations: ITERATIONS, warmupIterations: 3 },
    );

    bench(
      "GET /api/v1/lesson (bearer token)",
      async () => {
        setSharedConnection(s.conn);
        const res = await call(lessonListRoute, { token: s.token, path: "/api/v1/lesson?page=2" });
        if (res.status !== 200) throw new Error(`lesson list answered ${res.status}`);
      },
      { iterations: ITERATIONS, warmupIterations: 3 },
    );

    bench(
      "surveyAverages: one event, 500 answers",
      async () => {
        const r = await surveyAveragesOf(s.conn.db, s.userId, s.surveyId, s.eventId);
        if (r.questionList_avg_pre.length !== STATEMENTS) throw new Error("expected one average per statement");
      },
      { iterations: ITERATIONS, warmupIterations: 3 },
    );

    bench(
      "GET /api/v1/survey/reportsSurvey/getSurveyAvgEvent (bearer token)",
      async () => {
        setSharedConnection(s.conn);
        const res = await call(surveyAvgRoute, { token: s.token, path: `/api/v1/survey/reportsSurvey/getSurveyAvgEvent?survey_id=${s.surveyId}&event_id=${s.eventId}` });
        if (res.status !== 200) throw new Error(`averages answered ${res.status}`);
      },
      { iterations: ITERATIONS, warmupIterations: 3 },
    );
  });
}
