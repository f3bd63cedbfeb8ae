import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { actionPlans, dataAnalysisItems, smartGoals, standards, targets, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/dataAnalysis/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/api/v1/dataAnalysis/[id]/route";
import { POST as updatePriorityRoute } from "@/app/api/v1/dataAnalysis/updatePriorityFromSmartGoals/route";
import { GOAL_NEW_LIMIT_MESSAGE } from "@/lib/goals/rules";
import type { TDataAnalysisJson } from "@/lib/goals/schemas";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// Data analysis items and action plans (GET /api/v1/dataAnalysis, ?active=1,
// ?active=1&onSmartgoalNew=1, POST /api/v1/dataAnalysis/updatePriorityFromSmartGoals), both drivers.

describe.each(DRIVERS)("data analysis API (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let std: number[] = [];
  let attendance: TDataAnalysisJson;
  let ctg: TDataAnalysisJson;

  const list = async (who: string, qs = "") => {
    const res = await call(listRoute, { token: tokens[who], path: `/api/v1/dataAnalysis${qs}` });
    return { status: res.status, data: res.json.data as TDataAnalysisJson[] };
  };
  const create = (who: string, body: unknown) => call(createRoute, { token: tokens[who], body });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    for (const u of ["counselor", "hscounselor", "secretary"]) {
      tokens[u] = (await call(loginRoute, { body: { username: u, password: "demo-pass-2026" } })).json.token as string;
      ids[u] = (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, u)))[0].id;
    }
    std = (await conn.db.select({ id: standards.id }).from(standards).where(eq(standards.edition, 2021)).orderBy(asc(standards.id)).limit(3)).map((s) => s.id);
  });
  afterAll(async () => conn.close());

  it("'Action plan: id, name, description. Default action plan name 'None'': id 1 is seeded by the migration, with the ASCA plans", async () => {
    const plans = await conn.db.select().from(actionPlans).orderBy(asc(actionPlans.sort));
    expect(plans[0]).toMatchObject({ id: 1, name: "None" });
    expect(plans.length).toBeGreaterThanOrEqual(4);
    expect(plans.every((p) => p.description.length > 0)).toBe(true);
  });

  it("POST creates an attendance priority and a closing-the-gap item for a student subgroup, with two standards", async () => {
    const a = await create("counselor", {
      name: "Chronic absenteeism",
      type: "attendance",
      typeName: "Days absent",
      priority: 2,
      baseline: "18.5",
      dateBaseline: "2026-09-14",
      target: 12,
      mindset_id1: std[0],
    });
    expect(a.status).toBe(201);
    expect(a.json.message).toBe("Created with success.");
    attendance = a.json.data as TDataAnalysisJson;
    expect(attendance).toMatchObject({
      name: "Chronic absenteeism",
      type: "attendance",
      typeName: "Days absent",
      priority: 2,
      closingTheGap: 0,
      baseline: 18.5,
      dateBaseline: "2026-09-14",
      target: 12,
      targetGroup: "",
      mindset_id1: std[0],
      mindset_id2: null,
      active: true,
      label: "Chronic absenteeism",
    });
    const c = await create("counselor", {
      name: "Math grades",
      type: "achievement",
      priority: 1,
      closingTheGap: 1,
      targetGroup: "English learners, grade 7",
      mindsets: [std[1], std[2]],
      baseline: 40,
      target: 60,
    });
    expect(c.status).toBe(201);
    ctg = c.json.data as TDataAnalysisJson;
    expect(ctg).toMatchObject({ closingTheGap: 1, targetGroup: "English learners, grade 7", mindset_id1: std[1], mindset_id2: std[2], label: "CTG - Math grades" });
  });

  it("bad input is a 422 naming the field, never a 500: a third standard, a closing-the-gap item without subgroup, a baseline that is not a number, a bad date, an unknown type", async () => {
    const third = await create("counselor", { name: "x", type: "behavior", mindsets: std });
    expect(third.status).toBe(422);
    expect(third.json.error?.[0]).toMatchObject({ field: "mindsets", message: GOAL_NEW_LIMIT_MESSAGE });
    const noGroup = await create("counselor", { name: "x", type: "behavior", closingTheGap: true });
    expect(noGroup.json.error?.[0]).toMatchObject({ field: "targetGroup", message: "Name the student subgroup of this closing-the-gap item." });
    const notNumber = await create("counselor", { name: "x", type: "behavior", baseline: "many" });
    expect(notNumber.status).toBe(422);
    expect(notNumber.json.error?.[0]).toMatchObject({ field: "baseline" });
    const badDate = await create("counselor", { name: "x", type: "behavior", dateBaseline: "2026-13-01" });
    expect(badDate.json.error?.[0]).toMatchObject({ field: "dateBaseline", message: "Give the baseline date as YYYY-MM-DD." });
    expect((await create("counselor", { name: "x", type: "weather" })).status).toBe(422);
    const unknownStandard = await create("counselor", { name: "x", type: "other", mindsets: [987_654] });
    expect(unknownStandard.status).toBe(422);
    expect(unknownStandard.json.error?.[0]).toMatchObject({ field: "mindsets" });
  });

  it("GET lists the caller's priorities by priority; ?active=1 leaves out inactive ones; ?active=1&onSmartgoalNew=1 answers the active ones (no SMART goal uses one yet)", async () => {
    await conn.db.insert(dataAnalysisItems).values({ userId: ids.counselor, name: "Old behavior item", type: "behavior", priority: 5, active: false });
    await conn.db.insert(dataAnalysisItems).values({ userId: ids.hscounselor, name: "Someone else's", type: "behavior", priority: 1 });
    const all = await list("counselor");
    expect(all.status).toBe(200);
    expect(all.data.map((d) => d.name)).toEqual(["Math grades", "Chronic absenteeism", "Old behavior item"]);
    expect((await list("counselor", "?active=1")).data.map((d) => d.name)).toEqual(["Math grades", "Chronic absenteeism"]);
    expect((await list("counselor", "?active=1&onSmartgoalNew=1")).data.map((d) => d.name)).toEqual(["Math grades", "Chronic absenteeism"]);
    expect((await list("counselor", "?active=maybe")).status).toBe(422);
  });

  it("?active=1&onSmartgoalNew=1 leaves out the active items a SMART goal of the caller already rests on", async () => {
    const [goal] = await conn.db.insert(smartGoals).values({ userId: ids.counselor, dataAnalysisId: ctg.id }).returning({ id: smartGoals.id });
    try {
      expect((await list("counselor", "?active=1&onSmartgoalNew=1")).data.map((d) => d.name)).not.toContain(ctg.name);
      expect((await list("counselor", "?active=1")).data.map((d) => d.id)).toContain(ctg.id);
    } finally {
      await conn.db.delete(smartGoals).where(eq(smartGoals.id, goal.id));
    }
  });

  it("PUT /api/v1/dataAnalysis/{id} updates the caller's item ('Saved.'); GET answers it", async () => {
    const res = await call(putRoute, {
      token: tokens.counselor,
      method: "PUT",
      params: { id: String(attendance.id) },
      body: { name: "Chronic absenteeism", type: "attendance", priority: 3, baseline: 17, active: false },
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Saved.");
    expect(res.json.data).toMatchObject({ priority: 3, baseline: 17, active: false, mindset_id1: null });
    expect((await call(getRoute, { token: tokens.counselor, params: { id: String(attendance.id) } })).json.data).toMatchObject({ id: attendance.id, priority: 3 });
  });

  it("POST updatePriorityFromSmartGoals updates priority, name, baseline and date (smartgoals_id accepted)", async () => {
    const res = await call(updatePriorityRoute, {
      token: tokens.counselor,
      body: { id: ctg.id, priority: 4, name: "Math grades (grade 7)", dateBaseline: "2026-10-01", baseline: "42", smartgoals_id: 77 },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: ctg.id, priority: 4, name: "Math grades (grade 7)", dateBaseline: "2026-10-01", baseline: 42, target: 60, closingTheGap: 1 });
    expect((await call(updatePriorityRoute, { token: tokens.counselor, body: { id: ctg.id, priority: "high" } })).status).toBe(422);
  });

  it("counselor-cannot-read-or-change-another-counselors-data-priority: GET, PUT, DELETE and updatePriorityFromSmartGoals are 404", async () => {
    const other = { token: tokens.hscounselor, params: { id: String(ctg.id) } };
    expect((await call(getRoute, other)).status).toBe(404);
    expect((await call(putRoute, { ...other, method: "PUT", body: { name: "Taken", type: "other" } })).status).toBe(404);
    expect((await call(deleteRoute, { ...other, method: "DELETE" })).status).toBe(404);
    expect((await call(updatePriorityRoute, { token: tokens.hscounselor, body: { id: ctg.id, priority: 1 } })).status).toBe(404);
    expect((await list("hscounselor")).data.map((d) => d.id)).not.toContain(ctg.id);
    expect((await conn.db.select().from(dataAnalysisItems).where(eq(dataAnalysisItems.id, ctg.id)))[0].name).toBe("Math grades (grade 7)");
  });

  it("DELETE removes the item; a target that used it keeps its statement and loses the link", async () => {
    const [{ id: target }] = await conn.db.insert(targets).values({ userId: ids.counselor, name: "Raise math grades", dataAnalysisId: ctg.id }).returning({ id: targets.id });
    const res = await call(deleteRoute, { token: tokens.counselor, method: "DELETE", params: { id: String(ctg.id) } });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ id: ctg.id, unlinkedTargets: 1 });
    expect((await conn.db.select().from(targets).where(eq(targets.id, target)))[0]).toMatchObject({ name: "Raise math grades", dataAnalysisId: null });
  });

  it("a role outside the planners (secretary) is refused", async () => {
    expect((await list("secretary")).status).toBe(403);
    expect((await create("secretary", { name: "x", type: "other" })).status).toBe(403);
  });
});
