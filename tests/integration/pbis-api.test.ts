import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { clients, managedUsers, pbisOptions, pbisRecords, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/pbis/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/api/v1/pbis/[id]/route";
import { GET as frequencyRoute } from "@/app/api/v1/pbis/frequency/route";
import { GET as optionsRoute } from "@/app/api/v1/pbis/options/route";
import { GET as timelineRoute } from "@/app/api/v1/pbis/timeline/route";
import { zeroCounts } from "@/lib/clients/rules";
import { pbisStatus } from "@/lib/pbis/status";
import { PBIS_MESSAGES, type TPbisRecordJson } from "@/lib/pbis/schemas";
import type { TFrequency, TWeekRow } from "@/lib/pbis/rules";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// PBIS incidents and recognitions. "PBIS data is never visible outside the counselor and
// those who manage them (a manager reads, never writes)"; "an unknown student in a PBIS record is refused".

describe.each(DRIVERS)("PBIS API (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const opt: Record<string, number> = {};
  let student: number;
  let secondStudent: number;
  let group: number;
  let foreignStudent: number;
  let recordId: number;

  const body = (over: Record<string, unknown> = {}) => ({
    client_id: student,
    type: "incident",
    date: "2026-10-05",
    time: "10:15",
    behavior_id: opt["behavior.defiance"],
    location_id: opt["location.classroom"],
    motivation_id: opt["motivation.avoid_task"],
    action_id: opt["action.conference"],
    notes: "Refused to start the worksheet.",
    ...over,
  });
  const create = (who: string, b: unknown) => call(createRoute, { token: tokens[who], body: b });
  const list = (who: string, qs = "") => call(listRoute, { token: tokens[who], path: `/api/v1/pbis${qs}` });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    const db = conn.db;
    for (const u of ["counselor", "hscounselor", "manager", "secretary"]) ids[u] = (await db.select({ id: users.id }).from(users).where(eq(users.username, u)))[0].id;
    // A manager of another district: manages the colleague, not the counselor.
    const [m] = await db.select().from(users).where(eq(users.username, "manager"));
    const { id: _id, ...rest } = m;
    void _id;
    const [other] = await db
      .insert(users)
      .values({ ...rest, username: "othermanager", email: "othermanager@demo.scuta.app", leaid: null })
      .returning({ id: users.id });
    ids.othermanager = other.id;
    await db.insert(managedUsers).values({ managerId: other.id, userId: ids.hscounselor });
    for (const u of ["counselor", "hscounselor", "manager", "secretary", "othermanager"]) {
      tokens[u] = (await call(loginRoute, { body: { username: u, password: "demo-pass-2026" } })).json.token as string;
    }
    for (const o of await db.select().from(pbisOptions)) opt[`${o.kind}.${o.code}`] = o.id;
    [{ id: student }] = await db.insert(clients).values({ userId: ids.counselor, type: "student", name: "Avery Stone", counts: zeroCounts(), count: 1 }).returning({ id: clients.id });
    [{ id: secondStudent }] = await db.insert(clients).values({ userId: ids.counselor, type: "student", name: "Blake Rivers", counts: zeroCounts(), count: 1 }).returning({ id: clients.id });
    [{ id: group }] = await db.insert(clients).values({ userId: ids.counselor, type: "group", name: "Lunch bunch", counts: zeroCounts(), count: 4 }).returning({ id: clients.id });
    [{ id: foreignStudent }] = await db.insert(clients).values({ userId: ids.hscounselor, type: "student", name: "Not theirs", counts: zeroCounts(), count: 1 }).returning({ id: clients.id });
  });

  afterAll(async () => {
    await conn?.close();
  });

  it("the reference lists are seeded: SWIS-like behaviours, locations, motivations and actions, each with 'other'", async () => {
    const res = await call(optionsRoute, { token: tokens.counselor });
    expect(res.status).toBe(200);
    const data = res.json.data as { kind: string; code: string }[];
    for (const kind of ["behavior", "location", "motivation", "action"]) expect(data.some((o) => o.kind === kind && o.code === "other")).toBe(true);
    expect(data.filter((o) => o.kind === "behavior").length).toBeGreaterThan(15);
  });

  it("a counselor records an incident of one of their students and reads it back", async () => {
    const res = await create("counselor", body());
    expect(res.status).toBe(200);
    const rec = res.json.data as TPbisRecordJson;
    recordId = rec.id;
    expect(rec).toMatchObject({
      client_id: student,
      student_name: "Avery Stone",
      type: "incident",
      date: "2026-10-05",
      time: "10:15",
      behavior: "defiance",
      location: "classroom",
      motivation: "avoid_task",
      action: "conference",
    });
    const got = await call(getRoute, { token: tokens.counselor, params: { id: String(rec.id) } });
    expect((got.json.data as TPbisRecordJson).notes).toBe("Refused to start the worksheet.");
  });

  it("an unknown student, a group or another counselor's student is refused on client_id", async () => {
    for (const client_id of [999_999, group, foreignStudent]) {
      const res = await create("counselor", body({ client_id }));
      expect(res.status).toBe(422);
      expect(res.json.error?.[0]).toMatchObject({ code: "unknown_student", message: PBIS_MESSAGES.client, field: "client_id" });
    }
  });

  it("a choice of the wrong list or type is refused, and 'Other' needs its text", async () => {
    const wrongList = await create("counselor", body({ behavior_id: opt["location.hallway"] }));
    expect(wrongList.status).toBe(422);
    expect(wrongList.json.error?.[0].field).toBe("behavior_id");
    const recognitionBehaviour = await create("counselor", body({ behavior_id: opt["behavior.respectful"] }));
    expect(recognitionBehaviour.status).toBe(422);
    const other = await create("counselor", body({ location_id: opt["location.other"] }));
    expect(other.status).toBe(422);
    expect(other.json.error?.[0]).toMatchObject({ code: "other_required", field: "location_other" });
    const ok = await create("counselor", body({ location_id: opt["location.other"], location_other: "Art room", behavior_other: "dropped" }));
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ location: "other", location_other: "Art room", behavior_other: "" });
  });

  it("bad input is a 422 per field, never a 500", async () => {
    const res = await create("counselor", body({ date: "2026-13-01", time: "25:00", type: "praise", notes: "bad\u0007bell" }));
    expect(res.status).toBe(422);
    const fields = (res.json.error ?? []).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["date", "time", "type", "notes"]));
    const range = await list("counselor", "?from=2026-10-10&to=2026-10-01");
    expect(range.status).toBe(422);
  });

  it("the list filters by student, type and date range", async () => {
    await create("counselor", body({ client_id: secondStudent, type: "recognition", behavior_id: opt["behavior.respectful"], action_id: opt["action.praise"], date: "2026-10-12", time: "13:40" }));
    expect(((await list("counselor")).json.data as unknown[]).length).toBe(3);
    const byStudent = (await list("counselor", `?client_id=${secondStudent}`)).json.data as TPbisRecordJson[];
    expect(byStudent.map((r) => r.student_name)).toEqual(["Blake Rivers"]);
    const byType = (await list("counselor", "?type=incident")).json.data as TPbisRecordJson[];
    expect(byType.every((r) => r.type === "incident")).toBe(true);
    expect(byType.length).toBe(2);
    const byRange = (await list("counselor", "?from=2026-10-10&to=2026-10-31")).json.data as TPbisRecordJson[];
    expect(byRange.map((r) => r.date)).toEqual(["2026-10-12"]);
  });

  it("the frequency aggregates count by behaviour, location, hour and weekday", async () => {
    const res = await call(frequencyRoute, { token: tokens.counselor, path: "/api/v1/pbis/frequency?type=incident" });
    expect(res.status).toBe(200);
    const f = res.json.data as TFrequency;
    expect(f.total).toBe(2);
    expect(f.byBehavior).toEqual([{ key: "defiance", count: 2 }]);
    expect(f.byLocation).toEqual([
      { key: "classroom", count: 1 },
      { key: "other", count: 1 },
    ]);
    expect(f.byHour[10].count).toBe(2);
    // 5 October 2026 is a Monday.
    expect(f.byWeekday[0]).toEqual({ weekday: 1, count: 2 });
  });

  it("the timeline counts incidents and recognitions per week", async () => {
    const res = await call(timelineRoute, { token: tokens.counselor, path: "/api/v1/pbis/timeline?from=2026-10-01&to=2026-10-18" });
    const weeks = res.json.data as TWeekRow[];
    expect(weeks).toEqual([
      { week: "2026-09-28", incidents: 0, recognitions: 0 },
      { week: "2026-10-05", incidents: 2, recognitions: 0 },
      { week: "2026-10-12", incidents: 0, recognitions: 1 },
    ]);
  });

  it("the owner edits and deletes a record", async () => {
    const put = await call(putRoute, { token: tokens.counselor, method: "PUT", params: { id: String(recordId) }, body: body({ time: "11:05", notes: "Calmer after a break." }) });
    expect(put.status).toBe(200);
    expect(put.json.data).toMatchObject({ time: "11:05", notes: "Calmer after a break." });
    const [extra] = await conn.db
      .insert(pbisRecords)
      .values({ userId: ids.counselor, clientId: student, type: "incident", date: "2026-10-06", time: "09:00:00", behaviorId: opt["behavior.tardy"], locationId: opt["location.hallway"] })
      .returning({ id: pbisRecords.id });
    const del = await call(deleteRoute, { token: tokens.counselor, method: "DELETE", params: { id: String(extra.id) } });
    expect(del.status).toBe(200);
    expect(await conn.db.select().from(pbisRecords).where(eq(pbisRecords.id, extra.id))).toHaveLength(0);
  });

  it("the manager of the owner reads the records but never writes them", async () => {
    const read = await list("manager", `?user=${ids.counselor}`);
    expect(read.status).toBe(200);
    expect((read.json.data as unknown[]).length).toBe(3);
    expect((await call(getRoute, { token: tokens.manager, params: { id: String(recordId) } })).status).toBe(200);
    const put = await call(putRoute, { token: tokens.manager, method: "PUT", params: { id: String(recordId) }, body: body() });
    expect(put.status).toBe(403);
    expect(put.json.error?.[0].message).toBe(PBIS_MESSAGES.readOnly);
    expect((await call(deleteRoute, { token: tokens.manager, method: "DELETE", params: { id: String(recordId) } })).status).toBe(403);
    const post = await create("manager", { ...body(), user_id: ids.counselor });
    expect(post.status).toBe(403);
  });

  it("counselor-cannot-read-other-counselors-pbis: another counselor, another district's manager, a secretary and a visitor get nothing", async () => {
    for (const who of ["hscounselor", "othermanager"]) {
      expect((await call(getRoute, { token: tokens[who], params: { id: String(recordId) } })).status).toBe(404);
      expect((await call(putRoute, { token: tokens[who], method: "PUT", params: { id: String(recordId) }, body: body() })).status).toBe(404);
      expect((await call(deleteRoute, { token: tokens[who], method: "DELETE", params: { id: String(recordId) } })).status).toBe(404);
      expect((await list(who, `?user=${ids.counselor}`)).status).toBe(404);
      expect((await call(frequencyRoute, { token: tokens[who], path: `/api/v1/pbis/frequency?user=${ids.counselor}` })).status).toBe(404);
    }
    // Their own list is empty: nothing of the counselor's leaks.
    expect((await list("hscounselor")).json.data).toEqual([]);
    expect((await list("secretary")).status).toBe(403);
    expect((await call(listRoute, {})).status).toBe(401);
    expect((await call(createRoute, { body: body() })).status).toBe(401);
    const still = await conn.db
      .select()
      .from(pbisRecords)
      .where(and(eq(pbisRecords.id, recordId), eq(pbisRecords.userId, ids.counselor)));
    expect(still).toHaveLength(1);
  });

  it("pbisStatus counts the counselor's records for the program-planning hub", async () => {
    expect(await pbisStatus(conn.db, ids.counselor)).toEqual({ count: 3 });
    expect(await pbisStatus(conn.db, ids.hscounselor)).toEqual({ count: 0 });
  });
});
