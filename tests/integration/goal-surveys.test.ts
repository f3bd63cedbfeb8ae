import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import type { TConnection } from "@/db/client";
import {
  CLIENT_COUNT_FIELDS,
  type TClientCounts,
  clients,
  events,
  lessons,
  rateLimitHits,
  smartGoals,
  studentAccessLog,
  surveyAdministrations,
  surveyQuestions,
  surveyResponses,
  surveys,
  users,
} from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { POST as answerRoute } from "@/app/api/v1/goalSurveys/answer/route";
import { GET as reportRoute } from "@/app/api/v1/smartgoals/surveyReport/route";
import { GET as csvRoute } from "@/app/api/v1/smartgoals/surveyReport/csv/route";
import { GET as eventsGet, POST as eventsPost } from "@/app/api/v1/smartgoals/surveyEvents/route";
import { sha256 } from "@/lib/auth/crypto";
import { goalEventCandidates } from "@/lib/goal-surveys/events";
import { goalEventPage, goalQrPage, goalStudentPage, goalSurveyPage, gradeChoices } from "@/lib/goal-surveys/public-page";
import { surveyResults, surveyStudentResults } from "@/lib/goal-surveys/reports";
import { reportBlock } from "@/lib/goal-surveys/rules";
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { formatDate } from "@/lib/i18n/format";
import { flushAccessLog } from "@/lib/privacy/access-log";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { actorOf } from "../support/other-district";
import { call } from "../support/api";

const NO_COUNTS = Object.fromEntries(CLIENT_COUNT_FIELDS.map((f) => [f, 0])) as TClientCounts;
let ipCounter = 0;
const newIp = () => `198.51.100.${++ipCounter}`;

let deviceCounter = 0;
/** A POST to /api/v1/goalSurveys/answer as a phone sends it (its cookie, as the answer page issued it: a new phone unless named; its address). */
async function answer(body: unknown, opts: { cookie?: string; ip?: string } = {}) {
  const headers = new Headers({ "content-type": "application/json", "x-forwarded-for": opts.ip ?? newIp() });
  headers.set("cookie", `scuta_sd=${opts.cookie ?? `goal${String(++deviceCounter).padStart(6, "0")}${"y".repeat(30)}`}`);
  const req = new NextRequest(new URL("/api/v1/goalSurveys/answer", "http://localhost"), { method: "POST", headers, body: JSON.stringify(body) });
  const res = await answerRoute(req, { params: Promise.resolve({}) });
  return { status: res.status, json: (await res.json()) as { error?: { code: string; message: string }[] } };
}

describe.each(DRIVERS)("SMART goal surveys: public pages, answers and reports (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  const userRow = async (username: string) => (await conn.db.select().from(users).where(eq(users.username, username)))[0];
  let ownerId: number;
  let goalId: number;
  let bareGoalId: number;
  let surveyId: number;
  let q: number[];
  let goalEvent: number;
  let strayEvent: number;
  let studentId: number;
  let groupId: number;
  let foreignStudentId: number;
  const answersOf = (values: number[]) => q.map((question_id, i) => ({ question_id, value: values[i] }));
  const newEvent = async (userId: number, lessonId: number | null = null, date = "2026-10-06") =>
    (await conn.db.insert(events).values({ userId, title: "Goal session", date, time: "09:00", durationMinutes: 40, lessonId }).returning({ id: events.id }))[0].id;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    ownerId = (await userRow("counselor")).id;
    const otherId = (await userRow("hscounselor")).id;
    const [lesson] = await conn.db.insert(lessons).values({ userId: ownerId, name: "Goal lesson" }).returning({ id: lessons.id });
    const [goal] = await conn.db.insert(smartGoals).values({ userId: ownerId, target: "attendance rate", likertType: 3, lessonId: lesson.id }).returning({ id: smartGoals.id });
    goalId = goal.id;
    const [s] = await conn.db
      .insert(surveys)
      .values({ userId: ownerId, name: `SMART goal ${goalId}`, likertLevels: 3, smartGoalId: goalId })
      .returning({ id: surveys.id });
    surveyId = s.id;
    await conn.db.update(smartGoals).set({ surveyId }).where(eq(smartGoals.id, goalId));
    q = (
      await conn.db
        .insert(surveyQuestions)
        .values([
          { surveyId, position: 1, text: "I come to school on time." },
          { surveyId, position: 2, text: "I know why attendance matters." },
        ])
        .returning({ id: surveyQuestions.id })
    ).map((r) => r.id);
    bareGoalId = (await conn.db.insert(smartGoals).values({ userId: ownerId, target: "behaviour" }).returning({ id: smartGoals.id }))[0].id;
    goalEvent = await newEvent(ownerId, lesson.id);
    strayEvent = await newEvent(ownerId);
    studentId = (await conn.db.insert(clients).values({ userId: ownerId, type: "student", name: "Robin Goal", studentNumber: "G-1", counts: NO_COUNTS }).returning({ id: clients.id }))[0].id;
    groupId = (await conn.db.insert(clients).values({ userId: ownerId, type: "group", name: "Goal group", counts: NO_COUNTS }).returning({ id: clients.id }))[0].id;
    foreignStudentId = (await conn.db.insert(clients).values({ userId: otherId, type: "student", name: "Not theirs", studentNumber: "G-1", counts: NO_COUNTS }).returning({ id: clients.id }))[0].id;
  });
  afterAll(async () => conn.close());

  it("an unknown goal id, a malformed one, a goal without statements: a clear page, never a throw", async () => {
    expect(await goalSurveyPage(conn.db, "2000000001", null)).toEqual({ kind: "problem", problem: "unknownGoal" });
    expect(await goalSurveyPage(conn.db, "abc", null)).toEqual({ kind: "problem", problem: "unknownGoal" });
    expect(await goalSurveyPage(conn.db, "99999999999", null)).toEqual({ kind: "problem", problem: "unknownGoal" });
    expect(await goalSurveyPage(conn.db, String(bareGoalId), null)).toEqual({ kind: "problem", problem: "noStatements" });
    expect(await goalQrPage(conn.db, String(bareGoalId))).toEqual({ kind: "problem", problem: "noStatements" });
    expect(await goalEventPage(conn.db, "2000000001", String(goalEvent), null)).toEqual({ kind: "problem", problem: "unknownGoal" });
  });

  it("/survey/{id} needs an event that gives the goal's survey (the engine keys answers by event): noEvent until the owner gives it at one", async () => {
    expect(await goalSurveyPage(conn.db, String(goalId), null)).toEqual({ kind: "problem", problem: "noEvent" });
    expect((await answer({ smart_goal_id: goalId, event_id: goalEvent, phase: "pre", answers: answersOf([2, 2]) })).status).toBe(404);
  });

  it("only the owner gives the goal's survey at an event: another counselor and the manager get 404, a goal without statements 422", async () => {
    const body = { smart_goal_id: goalId, event_id: goalEvent };
    // The goal's own events (its lesson's) are offered first, then the owner's others.
    const goalRow = (await conn.db.select().from(smartGoals).where(eq(smartGoals.id, goalId)))[0];
    const offered = (await goalEventCandidates(conn.db, goalRow)).map((e) => e.id);
    expect(offered[0]).toBe(goalEvent);
    // A goal with neither lesson nor group: the owner's events newest first.
    const plain = (await goalEventCandidates(conn.db, { ...goalRow, lessonId: null, lessonId2: null })).map((e) => e.id);
    const dated = await conn.db.select({ id: events.id, date: events.date, time: events.time }).from(events).where(eq(events.userId, ownerId));
    const order = (id: number) => dated.find((d) => d.id === id)!;
    for (let i = 1; i < plain.length; i++) expect(`${order(plain[i - 1]).date} ${order(plain[i - 1]).time}` >= `${order(plain[i]).date} ${order(plain[i]).time}`).toBe(true);
    expect((await call(eventsPost, { token: await tokenOf("hscounselor"), body })).status).toBe(404);
    expect((await call(eventsPost, { token: await tokenOf("manager"), body })).status).toBe(404);
    expect((await call(eventsPost, { token: await tokenOf("counselor"), body: { smart_goal_id: bareGoalId, event_id: goalEvent } })).status).toBe(422);
    const otherEvent = await newEvent((await userRow("hscounselor")).id);
    expect((await call(eventsPost, { token: await tokenOf("counselor"), body: { smart_goal_id: goalId, event_id: otherEvent } })).status).toBe(404);
    const res = await call(eventsPost, { token: await tokenOf("counselor"), body });
    expect(res.status).toBe(200);
    expect((res.json.data as { id: number }[]).map((e) => e.id)).toEqual([goalEvent]);
    const list = await call(eventsGet, { token: await tokenOf("counselor"), path: `/api/v1/smartgoals/surveyEvents?smart_goal_id=${goalId}` });
    expect((list.json.data as { id: number }[]).map((e) => e.id)).toEqual([goalEvent]);
  });

  it("/survey/{id} answers at the goal's latest event; both phases open → the pre/post choice; ?phase= opens that form", async () => {
    const page = await goalSurveyPage(conn.db, String(goalId), null);
    expect(page.kind).toBe("choose");
    const pre = await goalSurveyPage(conn.db, String(goalId), "pre");
    expect(pre).toMatchObject({ kind: "form", phase: "pre", goalId });
    if (pre.kind === "form") expect(pre.survey.statements.map((s) => s.id)).toEqual(q);
  });

  it("/surveyEvent/{goal}/{event} accepts exactly the events that give the goal's survey", async () => {
    expect((await goalEventPage(conn.db, String(goalId), String(goalEvent), "post")).kind).toBe("form");
    expect(await goalEventPage(conn.db, String(goalId), String(strayEvent), null)).toEqual({ kind: "problem", problem: "unknownEvent" });
    expect(await goalEventPage(conn.db, String(goalId), "x", null)).toEqual({ kind: "problem", problem: "unknownEvent" });
    expect((await answer({ smart_goal_id: goalId, event_id: strayEvent, phase: "pre", answers: answersOf([2, 2]) })).status).toBe(404);
  });

  it("students answer through the survey engine: every statement once on the scale (422 otherwise), a repeat from the phone replaces", async () => {
    const base = { smart_goal_id: goalId, event_id: goalEvent };
    expect((await answer({ ...base, phase: "pre", answers: answersOf([1, 2]) }, { cookie: "P".repeat(43) })).status).toBe(200);
    expect((await answer({ ...base, phase: "pre", answers: answersOf([1, 1]) }, { cookie: "P".repeat(43) })).status).toBe(200);
    expect((await answer({ ...base, phase: "pre", answers: answersOf([4, 1]) })).status).toBe(422);
    expect((await answer({ ...base, phase: "pre", answers: [{ question_id: q[0], value: 2 }] })).status).toBe(422);
    // The counselor opened the post round for named answers: a typed student id counts there.
    await conn.db
      .insert(surveyAdministrations)
      .values({ surveyId, eventId: goalEvent, phase: "post", namedAnswers: true })
      .onConflictDoUpdate({ target: [surveyAdministrations.surveyId, surveyAdministrations.eventId, surveyAdministrations.phase], set: { namedAnswers: true } });
    expect((await answer({ ...base, phase: "post", answers: answersOf([3, 2]), student_id: "g-1" }, { cookie: "Q".repeat(43) })).status).toBe(200);
    const rows = await conn.db
      .select({ phase: surveyAdministrations.phase, clientId: surveyResponses.clientId })
      .from(surveyResponses)
      .innerJoin(surveyAdministrations, eq(surveyAdministrations.id, surveyResponses.administrationId))
      .where(eq(surveyAdministrations.surveyId, surveyId));
    expect(rows.filter((r) => r.phase === "pre")).toHaveLength(1);
    // The typed student id matches the owner's student G-1, never the other counselor's G-1.
    expect(rows.find((r) => r.phase === "post")?.clientId).toBe(studentId);
  });

  it("/surveyEventStudent: only one of the goal owner's students; another counselor's student or a group is a clear error, on the page and on submit", async () => {
    const seg = [String(goalId), String(goalEvent)] as const;
    expect(await goalStudentPage(conn.db, ...seg, String(foreignStudentId), null)).toEqual({ kind: "problem", problem: "unknownStudent" });
    expect(await goalStudentPage(conn.db, ...seg, String(groupId), null)).toEqual({ kind: "problem", problem: "unknownStudent" });
    expect(await goalStudentPage(conn.db, ...seg, "0", null)).toEqual({ kind: "problem", problem: "unknownStudent" });
    expect(await goalStudentPage(conn.db, ...seg, String(studentId), "post")).toMatchObject({ kind: "form", phase: "post", studentId });
    const base = { smart_goal_id: goalId, event_id: goalEvent, phase: "pre", answers: answersOf([2, 3]) };
    const foreign = await answer({ ...base, student: foreignStudentId }, { cookie: "S".repeat(43) });
    expect(foreign.status).toBe(404);
    expect(foreign.json.error?.[0].code).toBe("student_not_found");
    expect(JSON.stringify(foreign.json)).not.toContain("Not theirs");
    expect((await answer({ ...base, student: groupId }, { cookie: "S".repeat(43) })).status).toBe(404);
    expect((await answer({ ...base, student: studentId }, { cookie: "S".repeat(43) })).status).toBe(200);
    const [linked] = await conn.db
      .select({ n: count() })
      .from(surveyResponses)
      .innerJoin(surveyAdministrations, eq(surveyAdministrations.id, surveyResponses.administrationId))
      .where(and(eq(surveyAdministrations.surveyId, surveyId), eq(surveyAdministrations.phase, "pre"), eq(surveyResponses.clientId, studentId)));
    expect(linked.n).toBe(1);
  });

  it("/surveyEvent loads the grade list without 'Any grade'; the picked grade is kept with the answer, an unknown one is 422", async () => {
    const grades = await gradeChoices(conn.db);
    expect(grades.map((g) => g.id)).toContain(5);
    expect(grades.some((g) => g.code === "ANY")).toBe(false);
    const base = { smart_goal_id: goalId, event_id: goalEvent, phase: "post", answers: answersOf([3, 3]) };
    const bad = await answer({ ...base, grade_id: 99 }, { cookie: "H".repeat(43) });
    expect(bad.status).toBe(422);
    expect(bad.json.error?.[0].code).toBe("invalid_grade");
    expect((await answer({ ...base, grade_id: 5 }, { cookie: "H".repeat(43) })).status).toBe(200);
    const [row] = await conn.db
      .select({ gradeId: surveyResponses.gradeId })
      .from(surveyResponses)
      .innerJoin(surveyAdministrations, eq(surveyAdministrations.id, surveyResponses.administrationId))
      .where(and(eq(surveyAdministrations.surveyId, surveyId), eq(surveyResponses.gradeId, 5)));
    expect(row.gradeId).toBe(5);
  });

  it("a closed phase: the page says closed and an answer is refused (409)", async () => {
    const closing = await newEvent(ownerId, null, "2026-09-01");
    await call(eventsPost, { token: await tokenOf("counselor"), body: { smart_goal_id: goalId, event_id: closing } });
    await conn.db.insert(surveyAdministrations).values({ surveyId, eventId: closing, phase: "pre", closedAt: new Date() });
    expect((await goalEventPage(conn.db, String(goalId), String(closing), "pre")).kind).toBe("closed");
    expect(await goalEventPage(conn.db, String(goalId), String(closing), null)).toMatchObject({ kind: "form", phase: "post" });
    expect((await answer({ smart_goal_id: goalId, event_id: closing, phase: "pre", answers: answersOf([2, 2]) })).status).toBe(409);
  });

  it("anonymous answers are rate-limited per address (429, nothing written)", async () => {
    const ip = newIp();
    const keyHash = sha256(`${RATE_LIMITS.surveyAnswer.scope}:${ip}`);
    const now = new Date();
    await conn.db.insert(rateLimitHits).values(Array.from({ length: RATE_LIMITS.surveyAnswer.max }, () => ({ scope: RATE_LIMITS.surveyAnswer.scope, keyHash, createdAt: now })));
    const res = await answer({ smart_goal_id: goalId, event_id: goalEvent, phase: "post", answers: answersOf([1, 1]) }, { ip, cookie: "R".repeat(43) });
    expect(res.status).toBe(429);
  });

  it("an answer is counted once against the address, before any lookup (an unknown goal counts too)", async () => {
    const hits = async (ip: string) =>
      (
        await conn.db
          .select({ n: count() })
          .from(rateLimitHits)
          .where(eq(rateLimitHits.keyHash, sha256(`${RATE_LIMITS.surveyAnswer.scope}:${ip}`)))
      )[0].n;
    const ip = newIp();
    expect((await answer({ smart_goal_id: 2000000001, event_id: goalEvent, phase: "pre", answers: answersOf([1, 1]) }, { ip, cookie: "U".repeat(43) })).status).toBe(404);
    expect(await hits(ip)).toBe(1);
    // Through to the engine (a statement left out: 422, nothing written): still one more hit, not two.
    expect((await answer({ smart_goal_id: goalId, event_id: goalEvent, phase: "pre", answers: answersOf([1, 1]).slice(0, 1) }, { ip, cookie: "U".repeat(43) })).status).toBe(422);
    expect(await hits(ip)).toBe(2);
  });

  it("/qr/{id} ('QR survey'): the code of the short /survey/{id} address, whatever the survey's id", async () => {
    expect(await goalQrPage(conn.db, String(goalId))).toEqual({ kind: "qr", goalId, path: `/survey/${goalId}` });
  });

  it("the survey report: per event and overall pre/post averages and the event change percent; owner and manager read it, others 404, visitors 401", async () => {
    const path = `/api/v1/smartgoals/surveyReport?smart_goal_id=${goalId}`;
    const own = await call(reportRoute, { token: await tokenOf("counselor"), path });
    expect(own.status).toBe(200);
    const data = own.json.data as {
      own: boolean;
      events: { id: number; block: { statements: { pre: number; post: number; change: number }[] } }[];
      overall: { pre: number; post: number; statements: { pre: number; preN: number; post: number; postN: number; change: number }[] };
    };
    expect(data.own).toBe(true);
    const event = data.events.find((e) => e.id === goalEvent)!;
    // pre: [1,1] and [2,3] → 1.5 and 2; post: [3,2] and [3,3] → 3 and 2.5.
    expect(event.block.statements.map((s) => [s.pre, s.post, s.change])).toEqual([
      [1.5, 3, 100],
      [2, 2.5, 25],
    ]);
    expect(data.overall.statements.map((s) => [s.preN, s.postN])).toEqual([
      [2, 2],
      [2, 2],
    ]);
    // The grade the student picked: one post response of grade 5, mean 3.
    expect((own.json.data as { grades: unknown[] }).grades).toEqual([{ gradeId: 5, code: "5", name: expect.any(String), pre: 0, post: 3, preResponses: 0, postResponses: 1, change: 0 }]);
    const manager = await call(reportRoute, { token: await tokenOf("manager"), path });
    expect(manager.status).toBe(200);
    expect((manager.json.data as { own: boolean }).own).toBe(false);
    expect((await call(reportRoute, { token: await tokenOf("hscounselor"), path })).status).toBe(404);
    expect((await call(reportRoute, { path })).status).toBe(401);
    expect((await call(reportRoute, { token: await tokenOf("counselor"), path: "/api/v1/smartgoals/surveyReport?smart_goal_id=x" })).status).toBe(422);
  });

  it("per-student results are the owner's alone: the manager and another counselor get 404", async () => {
    const mine = await surveyStudentResults(conn.db, actorOf(await userRow("counselor")), surveyId);
    const robin = mine.students.find((s) => s.clientId === studentId)!;
    // pre [2,3] → 2.5, post [3,2] → 2.5 (the typed G-1 matched the same student).
    expect([robin.name, robin.pre, robin.post, robin.change]).toEqual(["Robin Goal", 2.5, 2.5, 0]);
    await expect(surveyStudentResults(conn.db, actorOf(await userRow("manager")), surveyId)).rejects.toMatchObject({ status: 404 });
    await expect(surveyStudentResults(conn.db, actorOf(await userRow("hscounselor")), surveyId)).rejects.toMatchObject({ status: 404 });
    await expect(surveyResults(conn.db, actorOf(await userRow("hscounselor")), surveyId)).rejects.toMatchObject({ status: 404 });
    // /app/surveyResults reads the same survey by its id for its owner: the events giving it, and the same overall.
    const results = await surveyResults(conn.db, actorOf(await userRow("counselor")), surveyId);
    expect(results.events.map((e) => e.id)).toContain(goalEvent);
    expect(results.overall.statements.map((s) => [s.pre, s.post])).toEqual([
      [1.5, 3],
      [2, 2.5],
    ]);
  });

  it("the per-student results name each matched student: one 'page' access-log entry per matched student, none for a typed reference alone", async () => {
    const owner = await userRow("counselor");
    const detail = `survey ${surveyId} per student`;
    const logged = async () => {
      await flushAccessLog(conn.db);
      return conn.db
        .select({ clientId: studentAccessLog.clientId, ownerId: studentAccessLog.ownerId })
        .from(studentAccessLog)
        .where(and(eq(studentAccessLog.readerId, owner.id), eq(studentAccessLog.channel, "page"), eq(studentAccessLog.detail, detail)))
        .orderBy(studentAccessLog.id);
    };
    const before = (await logged()).length;
    const result = await surveyStudentResults(conn.db, actorOf(owner), surveyId);
    const matched = result.students.filter((s) => s.clientId !== null).map((s) => s.clientId);
    expect(matched).toEqual([studentId]);
    const after = await logged();
    expect(after.slice(before)).toEqual([{ clientId: studentId, ownerId: owner.id }]);
  });

  it("the CSV: UTF-8 with a BOM, a row per event and statement, then 'All events'; another counselor 404", async () => {
    const req = async (token?: string) => {
      const headers = new Headers();
      if (token) headers.set("authorization", `Bearer ${token}`);
      return csvRoute(new NextRequest(new URL(`/api/v1/smartgoals/surveyReport/csv?smart_goal_id=${goalId}`, "http://localhost"), { headers }), { params: Promise.resolve({}) });
    };
    const res = await req(await tokenOf("counselor"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Event,Date,Statement,Pre average,Pre answers,Post average,Post answers,Change %");
    expect(lines).toContain("Goal session,2026-10-06,I come to school on time.,1.5,2,3,2,100");
    expect(lines).toContain("All events,,I know why attendance matters.,2,2,2.5,2,25");
    // After the 'All events' rows, one row per grade the students picked, as on the report.
    const report = (await call(reportRoute, { token: await tokenOf("counselor"), path: `/api/v1/smartgoals/surveyReport?smart_goal_id=${goalId}` })).json.data as {
      grades: { name: string; pre: number; preResponses: number; post: number; postResponses: number; change: number }[];
    };
    expect(report.grades.length).toBeGreaterThan(0);
    expect(lines.slice(-report.grades.length)).toEqual(report.grades.map((g) => [g.name, "", "All statements", g.pre, g.preResponses, g.post, g.postResponses, g.change].join(",")));
    expect((await req(await tokenOf("hscounselor"))).status).toBe(404);
  });

  it("reportBlock: the overall average is the mean of answered statements, the change the event change percent (0 unless both above 0)", () => {
    const block = reportBlock(
      [
        { id: 1, text: "a", position: 1, pre: 2, preN: 3, post: 3, postN: 3 },
        { id: 2, text: "b", position: 2, pre: 0, preN: 0, post: 4, postN: 1 },
      ],
      { pre: 3, post: 3 },
    );
    expect(block.statements.map((s) => s.change)).toEqual([50, 0]);
    expect([block.pre, block.post, block.change]).toEqual([2, 3.5, 75]);
  });
});

describe("SMART goal dates", () => {
  it("a goal's dates use the one date format of the reader's language, never DD/MM/YY beside MM/DD/YY", () => {
    expect(formatDate("2027-03-05", "en")).toBe("03/05/27");
    expect(formatDate("2026-11-30", "en")).toBe("11/30/26");
    expect(formatDate("2027-03-05", "it")).toBe("05/03/27");
    expect(formatDate("2027-03-05", "de")).toBe("05.03.27");
    expect(formatDate("", "en")).toBe("");
    expect(formatDate("0000-00-00", "en")).toBe("");
  });
});
