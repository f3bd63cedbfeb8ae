import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import type { TConnection } from "@/db/client";
import {
  clients,
  dataAnalysisItems,
  events,
  lessonGrades,
  lessonEvents,
  lessonStandards,
  lessons,
  pdfLinks,
  smartGoals,
  standards,
  surveyAdministrations,
  surveyAnswers,
  surveyResponses,
  surveys,
  targets,
  users,
} from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/smartgoals/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/api/v1/smartgoals/[id]/route";
import { GET as fullDetailRoute } from "@/app/api/v1/smartgoals/get/fullDetail/[id]/route";
import { GET as actionPlanRoute } from "@/app/api/v1/smartgoals/action/plan/route";
import { POST as addQuestionsRoute } from "@/app/api/v1/smartgoals/addQuestions/route";
import { POST as updateQuestionRoute } from "@/app/api/v1/smartgoals/updateQuestion/route";
import { POST as deleteQuestionRoute } from "@/app/api/v1/smartgoals/deleteQuestion/route";
import { GET as questionsRoute } from "@/app/api/v1/smartgoals/get/questions/route";
import { GET as likertRoute } from "@/app/api/v1/smartgoals/get/likertScaleList/route";
import { GET as matchRoute } from "@/app/api/v1/smartgoals/get/matchLessonByMindset/route";
import { POST as addShortRoute } from "@/app/api/v1/smartgoals/addSmartgoalShortQ/route";
import { POST as updateShortRoute } from "@/app/api/v1/smartgoals/updateSmartgoalShortQ/route";
import { POST as deleteShortRoute } from "@/app/api/v1/smartgoals/deleteSmartgoalShortQ/route";
import { GET as shortListRoute } from "@/app/api/v1/smartgoals/get/getSmartgoalShortQ/route";
import { GET as loadRoute } from "@/app/api/v1/smartgoals/load/surveryData/route";
import { GET as clearRoute } from "@/app/api/v1/smartgoals/load/clearSurveryData/route";
import { POST as createEventRoute } from "@/app/api/v1/smartgoals/create/createSmartGoalEvent/route";
import { POST as createLessonRoute } from "@/app/api/v1/smartgoals/create/createSmartGoalLesson/route";
import { POST as pdfRoute } from "@/app/api/v1/smartGoal/pdf/route";
import { GET as schoolDataRoute } from "@/app/api/v1/rubric/getSchoolDatalabel/route";
import { GET as openPdfRoute } from "@/app/api/v1/pdf/[token]/route";
import { zeroCounts } from "@/lib/clients/rules";
import { BASELINE_LOCKED_MESSAGE, SMART_GOALS_STANDARDS_MESSAGE, type TSmartGoalFullDetail, type TSmartGoalJson } from "@/lib/smart-goals/schemas";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// SMART goals, their short questions, questions and Likert scales through the API, on both drivers.

describe.each(DRIVERS)("SMART goals API (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let std: number[] = [];
  let smallGroup: number;
  let largeGroup: number;
  let foreignGroup: number;
  let ctgItem: number;
  let relevantTarget: number;
  let lessonId: number;
  let goal: TSmartGoalJson;

  const create = (who: string, body: unknown) => call(createRoute, { token: tokens[who], body });
  const put = (who: string, id: number, body: unknown) => call(putRoute, { token: tokens[who], method: "PUT", body, params: { id: String(id) } });
  const base = () => ({
    dataAnalysis_id: ctgItem,
    action_plan_id: 4,
    mindset_id1: std[0],
    mindset_id2: std[1],
    target_id: relevantTarget,
    target: "days absent",
    baselineValue: "20",
    targetValue: "15",
    dateBaseline: "2026-09-14",
    lastDateofPreSurvey: "2026-09-30",
    dateTarget: "2027-05-28",
    smartgoalGroups: [{ id: smallGroup }],
    narrativeHow: "<p>Weekly <b>check-ins</b></p>",
  });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    for (const u of ["counselor", "hscounselor"]) {
      tokens[u] = (await call(loginRoute, { body: { username: u, password: "demo-pass-2026" } })).json.token as string;
      ids[u] = (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, u)))[0].id;
    }
    std = (await conn.db.select({ id: standards.id }).from(standards).where(eq(standards.edition, 2021)).orderBy(asc(standards.id)).limit(3)).map((s) => s.id);
    const db = conn.db;
    [{ id: smallGroup }] = await db
      .insert(clients)
      .values({ userId: ids.counselor, type: "group", name: "Grade 7 attendance group", gradeId: 7, counts: { ...zeroCounts(), male: 4, female: 4 }, count: 8 })
      .returning({ id: clients.id });
    [{ id: largeGroup }] = await db
      .insert(clients)
      .values({ userId: ids.counselor, type: "group", name: "Grade 7 class", gradeId: 7, counts: { ...zeroCounts(), male: 14, female: 13 }, count: 27 })
      .returning({ id: clients.id });
    [{ id: foreignGroup }] = await db.insert(clients).values({ userId: ids.hscounselor, type: "group", name: "Not theirs", counts: zeroCounts(), count: 3 }).returning({ id: clients.id });
    [{ id: ctgItem }] = await db
      .insert(dataAnalysisItems)
      .values({ userId: ids.counselor, name: "Chronic absenteeism", type: "attendance", typeName: "Attendance", priority: 1, closingTheGap: true, targetGroup: "English learners" })
      .returning({ id: dataAnalysisItems.id });
    [{ id: relevantTarget }] = await db.insert(targets).values({ userId: ids.counselor, name: "Fewer absences", relevant: true }).returning({ id: targets.id });
    [{ id: lessonId }] = await db.insert(lessons).values({ userId: ids.counselor, name: "Why school matters" }).returning({ id: lessons.id });
    await db.insert(lessonStandards).values({ lessonId, standardId: std[0], position: 1 });
    await db.insert(lessonGrades).values({ lessonId, gradeId: 7 });
    // A lesson of another counselor, unshared: never matched.
    const [hidden] = await db.insert(lessons).values({ userId: ids.hscounselor, name: "Hidden lesson" }).returning({ id: lessons.id });
    await db.insert(lessonStandards).values({ lessonId: hidden.id, standardId: std[0], position: 1 });
    // A shared lesson for any grade (13): matched.
    const [shared] = await db.insert(lessons).values({ userId: ids.hscounselor, name: "Attendance matters (shared)", share: true }).returning({ id: lessons.id });
    await db.insert(lessonStandards).values({ lessonId: shared.id, standardId: std[1], position: 1 });
    await db.insert(lessonGrades).values({ lessonId: shared.id, gradeId: 13 });
    // A lesson of grade 11 only: not matched.
    const [g11] = await db.insert(lessons).values({ userId: ids.counselor, name: "Grade 11 lesson" }).returning({ id: lessons.id });
    await db.insert(lessonStandards).values({ lessonId: g11.id, standardId: std[0], position: 1 });
    await db.insert(lessonGrades).values({ lessonId: g11.id, gradeId: 11 });
  }, 120_000);
  afterAll(async () => conn.close());

  it("POST creates a closing-the-gap goal for a small group: the title, the change % and the goal sentence are computed", async () => {
    const res = await create("counselor", base());
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("Created with success.");
    goal = res.json.data as TSmartGoalJson;
    expect(goal).toMatchObject({
      title: "Identified areas of Need : CTG - Attendance - Small Group",
      dataAnalysis_id: ctgItem,
      dataAnalysis_name: "Chronic absenteeism",
      dataAnalysis_priority: 1,
      action_plan_id: 4,
      mindset_id1: std[0],
      mindset_id2: std[1],
      baselineValue: 20,
      targetValue: 15,
      changeValue: 25,
      dateBaseline: "2026-09-14",
      lastDateofPreSurvey: "2026-09-30",
      dateTarget: "2027-05-28",
      likert_type: 3,
      accepedEditBaselineData: false,
      survey_id: null,
    });
    expect(goal.smartgoalGroups).toEqual([{ id: smallGroup, name: "Grade 7 attendance group", grade: 7, count: 8 }]);
    expect(goal.byThe).toBe("By 05/28/27, Grade 7 attendance group students will decrease their days absent by 25% from 20 to 15.");
  });

  it("'action_plan_id (default 1), mindset_id1 (default 1)'; with a large group the title ends ' - Class/Large Group'; no data analysis: 'Identified areas of Need'", async () => {
    const res = await create("counselor", { smartgoalGroups: [largeGroup], baselineValue: 40, targetValue: 0 });
    expect(res.status).toBe(201);
    const g = res.json.data as TSmartGoalJson;
    expect(g).toMatchObject({ title: "Identified areas of Need", action_plan_id: 1, mindset_id1: 1, mindset_id2: null, changeValue: 100 });
    const withItem = await put("counselor", g.id, { dataAnalysis_id: ctgItem, smartgoalGroups: [largeGroup], baselineValue: 40, targetValue: 0, accepedEditBaselineData: true });
    expect((withItem.json.data as TSmartGoalJson).title).toBe("Identified areas of Need : CTG - Attendance - Class/Large Group");
    await call(deleteRoute, { token: tokens.counselor, method: "DELETE", params: { id: String(g.id) } });
  });

  it("bad input is a 422 naming the field, never a 500: a third standard, dates out of order, a value that is not a number, a group from another counselor, an unknown data priority", async () => {
    const third = await create("counselor", { ...base(), mindsets: std, mindset_id1: undefined, mindset_id2: undefined });
    expect(third.status).toBe(422);
    expect(third.json.error?.[0]).toMatchObject({ field: "mindsets", message: SMART_GOALS_STANDARDS_MESSAGE });
    const dates = await create("counselor", { ...base(), dateTarget: "2026-09-01" });
    expect(dates.status).toBe(422);
    expect(dates.json.error?.[0]).toMatchObject({ field: "dateTarget" });
    const pre = await create("counselor", { ...base(), lastDateofPreSurvey: "2026-09-01" });
    expect(pre.json.error?.[0]).toMatchObject({ field: "lastDateofPreSurvey" });
    const nan = await create("counselor", { ...base(), targetValue: "fifteen" });
    expect(nan.status).toBe(422);
    expect(nan.json.error?.[0]).toMatchObject({ field: "targetValue", message: "The target value is a number." });
    const badDate = await create("counselor", { ...base(), dateBaseline: "2026-02-30" });
    expect(badDate.json.error?.[0]).toMatchObject({ field: "dateBaseline" });
    const foreign = await create("counselor", { ...base(), smartgoalGroups: [foreignGroup] });
    expect(foreign.status).toBe(422);
    expect(foreign.json.error?.[0]).toMatchObject({ field: "smartgoalGroups" });
    const item = await create("hscounselor", { ...base(), smartgoalGroups: [], target_id: null });
    expect(item.status).toBe(422);
    expect(item.json.error?.[0]).toMatchObject({ field: "dataAnalysis_id" });
    const likert = await create("counselor", { ...base(), likert_type: 7 });
    expect(likert.json.error?.[0]).toMatchObject({ field: "likert_type" });
    expect(await conn.db.select().from(smartGoals).where(eq(smartGoals.userId, ids.hscounselor))).toEqual([]);
  });

  it("counselor cannot read another counselor's smart goal: GET, fullDetail, PUT, DELETE, questions, survey data and PDF answer 404", async () => {
    const id = String(goal.id);
    const q = `?smart_goal_id=${goal.id}`;
    const t = tokens.hscounselor;
    expect((await call(getRoute, { token: t, params: { id } })).status).toBe(404);
    expect((await call(fullDetailRoute, { token: t, params: { id } })).status).toBe(404);
    expect((await put("hscounselor", goal.id, base())).status).toBe(404);
    expect((await call(deleteRoute, { token: t, method: "DELETE", params: { id } })).status).toBe(404);
    expect((await call(questionsRoute, { token: t, path: `/api/v1/smartgoals/get/questions${q}` })).status).toBe(404);
    expect((await call(addQuestionsRoute, { token: t, path: `/api/v1/smartgoals/addQuestions${q}`, body: { text: "x" } })).status).toBe(404);
    expect((await call(shortListRoute, { token: t, path: `/api/v1/smartgoals/get/getSmartgoalShortQ${q}` })).status).toBe(404);
    expect((await call(loadRoute, { token: t, path: `/api/v1/smartgoals/load/surveryData${q}` })).status).toBe(404);
    expect((await call(clearRoute, { token: t, path: `/api/v1/smartgoals/load/clearSurveryData${q}` })).status).toBe(404);
    expect((await call(pdfRoute, { token: t, body: { smartGoal: goal.id } })).status).toBe(404);
    expect((await call(matchRoute, { token: t, path: `/api/v1/smartgoals/get/matchLessonByMindset?smartgoal_id=${goal.id}` })).status).toBe(404);
    expect((await call(getRoute, { token: tokens.counselor, params: { id: "abc" } })).status).toBe(404);
    const list = await call(listRoute, { token: t });
    expect((list.json.data as { id: number }[]).some((g) => g.id === goal.id)).toBe(false);
  });

  it("pre/post statements: addQuestions creates the goal's own survey, updateQuestion and deleteQuestion edit in place; another's statement is a 404", async () => {
    const q = `?smart_goal_id=${goal.id}`;
    const added = await call(addQuestionsRoute, {
      token: tokens.counselor,
      path: `/api/v1/smartgoals/addQuestions${q}`,
      body: { questions: ["I come to school every day.", { text: "School is worth it." }, "I know who to ask for help."] },
    });
    expect(added.status).toBe(200);
    const questions = added.json.questions as { id: number; text: string; position: number; smart_goal_id: number }[];
    expect(questions.map((x) => x.text)).toEqual(["I come to school every day.", "School is worth it.", "I know who to ask for help."]);
    const [row] = await conn.db.select().from(smartGoals).where(eq(smartGoals.id, goal.id));
    expect(row.surveyId).not.toBeNull();
    const [survey] = await conn.db
      .select()
      .from(surveys)
      .where(eq(surveys.id, row.surveyId as number));
    expect(survey).toMatchObject({ smartGoalId: goal.id, userId: ids.counselor, likertLevels: 3 });
    const upd = await call(updateQuestionRoute, { token: tokens.counselor, body: { id: questions[1].id, question: "School is worth my time." } });
    expect(upd.json.question).toMatchObject({ id: questions[1].id, text: "School is worth my time.", smart_goal_id: goal.id });
    expect((await call(updateQuestionRoute, { token: tokens.hscounselor, body: { id: questions[1].id, text: "x" } })).status).toBe(404);
    expect((await call(updateQuestionRoute, { token: tokens.counselor, body: { id: questions[1].id, text: "  " } })).status).toBe(422);
    expect((await call(deleteQuestionRoute, { token: tokens.hscounselor, path: `/api/v1/smartgoals/deleteQuestion?id=${questions[2].id}`, body: {} })).status).toBe(404);
    const del = await call(deleteQuestionRoute, { token: tokens.counselor, path: `/api/v1/smartgoals/deleteQuestion?id=${questions[2].id}`, body: {} });
    expect(del.status).toBe(200);
    const list = await call(questionsRoute, { token: tokens.counselor, path: `/api/v1/smartgoals/get/questions${q}` });
    expect((list.json.questions as { text: string }[]).map((x) => x.text)).toEqual(["I come to school every day.", "School is worth my time."]);
    expect((await call(addQuestionsRoute, { token: tokens.counselor, path: `/api/v1/smartgoals/addQuestions${q}`, body: { questions: [] } })).status).toBe(422);
  });

  it("short questions: add, update, list and delete; another counselor's is a 404", async () => {
    const q = `?smart_goal_id=${goal.id}`;
    const a = await call(addShortRoute, { token: tokens.counselor, path: `/api/v1/smartgoals/addSmartgoalShortQ${q}`, body: { text: "What helps you get to school?" } });
    expect(a.status).toBe(200);
    const sq = a.json.question as { id: number };
    const b = await call(addShortRoute, { token: tokens.counselor, path: `/api/v1/smartgoals/addSmartgoalShortQ${q}`, body: { question: "Who do you talk to?" } });
    expect(b.status).toBe(200);
    expect((await call(updateShortRoute, { token: tokens.counselor, body: { id: sq.id, text: "What helps you come to school?" } })).json.question).toMatchObject({
      text: "What helps you come to school?",
    });
    expect((await call(updateShortRoute, { token: tokens.hscounselor, body: { id: sq.id, text: "x" } })).status).toBe(404);
    expect((await call(deleteShortRoute, { token: tokens.hscounselor, path: `/api/v1/smartgoals/deleteSmartgoalShortQ?id=${sq.id}`, body: {} })).status).toBe(404);
    const list = await call(shortListRoute, { token: tokens.counselor, path: `/api/v1/smartgoals/get/getSmartgoalShortQ${q}` });
    expect((list.json.list as { text: string }[]).map((x) => x.text)).toEqual(["What helps you come to school?", "Who do you talk to?"]);
    const bid = (b.json.question as { id: number }).id;
    expect((await call(deleteShortRoute, { token: tokens.counselor, path: `/api/v1/smartgoals/deleteSmartgoalShortQ?id=${bid}`, body: {} })).status).toBe(200);
    expect(((await call(shortListRoute, { token: tokens.counselor, path: `/api/v1/smartgoals/get/getSmartgoalShortQ${q}` })).json.list as unknown[]).length).toBe(1);
  });

  it("survey data: load answers the statements and answer counts; clear removes the students' answers and keeps the statements", async () => {
    const q = `?smart_goal_id=${goal.id}`;
    const [row] = await conn.db.select().from(smartGoals).where(eq(smartGoals.id, goal.id));
    const [ev] = await conn.db
      .insert(events)
      .values({ userId: ids.counselor, title: "Check-in", date: "2026-09-21", time: "10:00:00", durationMinutes: 30, categoryId: 3 })
      .returning({ id: events.id });
    const [adm] = await conn.db
      .insert(surveyAdministrations)
      .values({ surveyId: row.surveyId as number, eventId: ev.id, phase: "pre" })
      .returning({ id: surveyAdministrations.id });
    const [resp] = await conn.db
      .insert(surveyResponses)
      .values({ administrationId: adm.id, deviceHash: "a".repeat(64) })
      .returning({ id: surveyResponses.id });
    const qs = (await call(questionsRoute, { token: tokens.counselor, path: `/api/v1/smartgoals/get/questions${q}` })).json.questions as { id: number }[];
    await conn.db.insert(surveyAnswers).values({ responseId: resp.id, questionId: qs[0].id, value: 2 });
    const loaded = await call(loadRoute, { token: tokens.counselor, path: `/api/v1/smartgoals/load/surveryData${q}` });
    expect(loaded.status).toBe(200);
    expect(loaded.json.data).toMatchObject({ survey_id: row.surveyId, likert_type: 3, responses: { pre: 1, post: 0 } });
    expect((loaded.json.data as { questions: unknown[] }).questions).toHaveLength(2);
    const cleared = await call(clearRoute, { token: tokens.counselor, path: `/api/v1/smartgoals/load/clearSurveryData${q}` });
    expect(cleared.json.data).toEqual({ cleared: 1 });
    const again = await call(loadRoute, { token: tokens.counselor, path: `/api/v1/smartgoals/load/surveryData${q}` });
    expect(again.json.data).toMatchObject({ responses: { pre: 0, post: 0 } });
    expect((again.json.data as { questions: unknown[] }).questions).toHaveLength(2);
  });

  it("PUT saves the whole goal; a recorded baseline changed without accepedEditBaselineData is refused (locked), with it it is saved", async () => {
    const locked = await put("counselor", goal.id, { ...base(), baselineValue: 22 });
    expect(locked.status).toBe(422);
    expect(locked.json.error?.[0]).toMatchObject({ code: "baseline_locked", field: "baselineValue", message: BASELINE_LOCKED_MESSAGE });
    const same = await put("counselor", goal.id, { ...base(), narrativeWhy: "Because attendance predicts graduation." });
    expect(same.status).toBe(200);
    expect(same.json.message).toBe("Saved.");
    const ok = await put("counselor", goal.id, { ...base(), baselineValue: 30, accepedEditBaselineData: true, likert_type: 5, likert1: "No", likert5: "Yes" });
    expect(ok.status).toBe(200);
    goal = ok.json.data as TSmartGoalJson;
    expect(goal).toMatchObject({ baselineValue: 30, changeValue: 50, accepedEditBaselineData: true, likert_type: 5, narrativeWhy: "" });
    const [s] = await conn.db
      .select()
      .from(surveys)
      .where(eq(surveys.id, goal.survey_id as number));
    expect(s).toMatchObject({ likertLevels: 5, likert1: "No", likert5: "Yes" });
  });

  it("fullDetail carries the standards' names, action plan, data priority, targets, grades, statements and the rating that rises as parts are filled", async () => {
    const res = await call(fullDetailRoute, { token: tokens.counselor, params: { id: String(goal.id) } });
    expect(res.status).toBe(200);
    const d = res.json.data as TSmartGoalFullDetail;
    expect(d.mindset1Name).toMatch(/^M 1 /);
    expect(d.actionPlan).toMatchObject({ id: 4, name: "Closing-the-Gap Action Plan" });
    expect(d.dataAnalysis).toMatchObject({ id: ctgItem, closingTheGap: 1, typeName: "Attendance" });
    expect(d.targets.some((t) => t.id === relevantTarget && t.relevant)).toBe(true);
    expect(d.gradesList).toEqual([7]);
    expect(d.questions).toHaveLength(2);
    expect(d.shortQuestions).toHaveLength(1);
    expect(d.userInfo).toEqual({ starsSchoolData: 0, caseload: { other: "" } });
    // A 0, B 1 (base, priorities, mindset, statements), C 1, D 1, E 0, F 0.25 (how only) = 3.25 → 2.7 stars.
    expect(d.rating).toMatchObject({ a: 0, b: 1, c: 1, d: 1, e: 0, f: 0.25, total: 3.25, stars: 2.7 });
    await put("counselor", goal.id, { ...base(), baselineValue: 30, accepedEditBaselineData: true, narrativeWhat: "a", narrativeData: "b", narrativeWhy: "c" });
    const more = (await call(fullDetailRoute, { token: tokens.counselor, params: { id: String(goal.id) } })).json.data as TSmartGoalFullDetail;
    expect(more.rating.stars).toBeGreaterThan(d.rating.stars);
    expect(more.rating.f).toBe(1);
  });

  it("GET lists the caller's goals with title and stars; ?curriculum=1 answers {id, name}", async () => {
    const res = await call(listRoute, { token: tokens.counselor });
    const list = res.json.data as { id: number; title: string; stars: number; groups: string[]; questions: number }[];
    const mine = list.find((g) => g.id === goal.id);
    expect(mine).toMatchObject({ title: "Identified areas of Need : CTG - Attendance - Small Group", groups: ["Grade 7 attendance group"], questions: 2 });
    expect(mine?.stars).toBeGreaterThan(0);
    const cur = await call(listRoute, { token: tokens.counselor, path: "/api/v1/smartgoals?curriculum=1" });
    expect((cur.json.data as { id: number; name: string }[]).find((g) => g.id === goal.id)?.name).toContain("days absent");
  });

  it("matchLessonByMindset answers usable lessons sharing a standard and the group's grades (or any grade), and the caller's events delivering them", async () => {
    await conn.db.insert(events).values({ userId: ids.counselor, title: "Lesson day", date: "2026-10-05", time: "09:00:00", durationMinutes: 45, categoryId: 3, lessonId });
    const res = await call(matchRoute, { token: tokens.counselor, path: `/api/v1/smartgoals/get/matchLessonByMindset?smartgoal_id=${goal.id}` });
    expect(res.status).toBe(200);
    const names = (res.json.matchedLessonList as { name: string }[]).map((l) => l.name);
    expect(names).toEqual(["Why school matters", "Attendance matters (shared)"]);
    expect(res.json.lessonsMindsetEventsList).toEqual([{ id: expect.any(Number), title: "Lesson day", date: "2026-10-05", time: "09:00:00", lesson_id: lessonId }]);
    const byMindset = await call(matchRoute, { token: tokens.counselor, path: `/api/v1/smartgoals/get/matchLessonByMindset?mindset_id1=${std[0]}&targetGroupId=${smallGroup}` });
    expect((byMindset.json.matchedLessonList as { name: string }[]).map((l) => l.name)).toEqual(["Why school matters"]);
    expect((await call(matchRoute, { token: tokens.counselor, path: `/api/v1/smartgoals/get/matchLessonByMindset?mindset_id1=${std[0]}&targetGroupId=${foreignGroup}` })).status).toBe(404);
  });

  it("createSmartGoalLesson makes a lesson from the goal (standards, grades, objectives when confirmed) and sets it as the goal's lesson; createSmartGoalEvent adds an event", async () => {
    await put("counselor", goal.id, { ...base(), baselineValue: 30, accepedEditBaselineData: true, objectives1: "<p>Know the attendance policy</p>" });
    const res = await call(createLessonRoute, { token: tokens.counselor, body: { smart_goal_id: goal.id, name: "Attendance lesson", addObjectives: true } });
    expect(res.status).toBe(201);
    const lesson = res.json.lesson as { id: number; name: string };
    expect(lesson.name).toBe("Attendance lesson");
    const [l] = await conn.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(l).toMatchObject({ userId: ids.counselor, objective1: "<p>Know the attendance policy</p>" });
    const std2 = await conn.db.select().from(lessonStandards).where(eq(lessonStandards.lessonId, lesson.id));
    expect(std2.map((s) => s.standardId).sort((a, b) => a - b)).toEqual([std[0], std[1]].sort((a, b) => a - b));
    expect((await conn.db.select().from(lessonGrades).where(eq(lessonGrades.lessonId, lesson.id))).map((g) => g.gradeId)).toEqual([7]);
    const [row] = await conn.db.select().from(smartGoals).where(eq(smartGoals.id, goal.id));
    expect(row.lessonId).toBe(lesson.id);
    expect((await call(createLessonRoute, { token: tokens.hscounselor, body: { smart_goal_id: goal.id, name: "x" } })).status).toBe(404);
    const ev = await call(createEventRoute, { token: tokens.counselor, body: { smart_goal_id: goal.id, date: "2026-10-12", time: "10:00", duration: 30, category_id: 3 } });
    expect(ev.status).toBe(201);
    const [created] = ev.json.data as { id: number; title: string; client_id: number | null; lesson_id: number | null }[];
    expect(created).toMatchObject({ title: "Identified areas of Need : CTG - Attendance - Small Group", client_id: smallGroup, lesson_id: lesson.id });
    // The event made from the goal gives the goal's survey: its public pages accept it without a link step.
    const [withSurvey] = await conn.db.select().from(smartGoals).where(eq(smartGoals.id, goal.id));
    expect(withSurvey.surveyId).not.toBeNull();
    const [link] = await conn.db.select().from(lessonEvents).where(eq(lessonEvents.eventId, created.id));
    expect(link?.surveyId).toBe(withSurvey.surveyId);
    expect((await call(createEventRoute, { token: tokens.counselor, body: { smart_goal_id: goal.id, date: "2026-13-12", time: "10:00", category_id: 3 } })).status).toBe(422);
    expect((await call(createEventRoute, { token: tokens.hscounselor, body: { smart_goal_id: goal.id, date: "2026-10-12", time: "10:00", category_id: 3 } })).status).toBe(404);
  });

  it("lookups: action plans ('None' first), the Likert scales (name, a to e) and the school-data label", async () => {
    const plans = await call(actionPlanRoute, { token: tokens.counselor });
    expect((plans.json.actionPlan as { id: number; name: string }[])[0]).toMatchObject({ id: 1, name: "None" });
    const likert = await call(likertRoute, { token: tokens.counselor });
    const list = likert.json.list as { name: string; a: string; e: string }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]).toMatchObject({ name: "Agreement", a: "Strongly disagree", e: "Strongly agree" });
    const sd = await call(schoolDataRoute, { token: tokens.counselor });
    expect(sd.json.schoolSummaryLabel).toMatchObject({ stars: 0, max: 5, caseloadOther: "" });
  });

  it("POST /api/v1/smartGoal/pdf answers a link that opens the goal's PDF (title, sentence, statements, lessons when asked)", async () => {
    const res = await call(pdfRoute, {
      token: tokens.counselor,
      body: { smartGoal: { id: goal.id }, user_id: ids.counselor, showlessonsPartOfUnit: true, targetGroupCount: 8, lessonsMindsetEventsList: [], datePrint: "09/21/26", userName: "Casey Morgan" },
    });
    expect(res.status).toBe(200);
    const link = res.json.link as string;
    const token = link.split("/").pop() as string;
    const [stored] = await conn.db.select().from(pdfLinks).where(eq(pdfLinks.token, token));
    expect(stored).toMatchObject({ kind: "smart_goal", subjectId: goal.id, userId: ids.counselor });
    const req = new (await import("next/server")).NextRequest(new URL(link, "http://localhost"));
    const opened = await openPdfRoute(req, { params: Promise.resolve({ token }) });
    expect(opened.status).toBe(200);
    const bytes = Buffer.from(await opened.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain("CTG - Attendance - Small Group");
    expect(text).toContain("I come to school every day.");
    expect(text).toContain("Why school matters");
    expect(text).toContain("Closing-the-Gap Action Plan");
  });

  it("DELETE removes the goal with its own survey", async () => {
    const surveyId = goal.survey_id as number;
    const res = await call(deleteRoute, { token: tokens.counselor, method: "DELETE", params: { id: String(goal.id) } });
    expect(res.status).toBe(200);
    expect(await conn.db.select().from(smartGoals).where(eq(smartGoals.id, goal.id))).toEqual([]);
    expect(await conn.db.select().from(surveys).where(eq(surveys.id, surveyId))).toEqual([]);
    expect((await call(getRoute, { token: tokens.counselor, params: { id: String(goal.id) } })).status).toBe(404);
  });
});
