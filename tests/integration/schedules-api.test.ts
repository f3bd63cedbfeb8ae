import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { events, managedUsers, scheduleItemEvents, scheduleItems, specialDates, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/schedule/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/api/v1/schedule/[id]/route";
import { POST as pushRoute } from "@/app/api/v1/schedule/[id]/push/route";
import { GET as calendarRoute } from "@/app/api/v1/calendar/route";
import { listCategoriesFor } from "@/lib/categories/queries";
import { SCHEDULE_MESSAGES, type TScheduleItemJson } from "@/lib/schedules/schemas";
import { scheduleStatus } from "@/lib/schedules/status";
import type { TPushResult } from "@/lib/schedules/push-schedule-item";
import { todayIn } from "@/lib/users/rules";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// The counselor's master schedule and "Put on my calendar" (a recurring series within the
// school year, skipping days closed; pushing again replaces the planned events).

const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
// Wednesday 2 September 2026, 11:00 in Los Angeles (the demo counselor's zone): the school year 2026-27.
const NOW = new Date("2026-09-02T18:00:00Z");

describe.each(DRIVERS)("Master schedule API (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let categoryId: number;
  let today: string;
  let weeklyId: number;

  const body = (over: Record<string, unknown> = {}) => ({
    title: "Lunch bunch",
    category_id: categoryId,
    frequency: "weekly",
    weekday: 3,
    start_time: "12:00",
    end_time: "12:30",
    start_date: "2026-09-01",
    end_date: "2026-10-31",
    notes: "Grade 6",
    ...over,
  });
  const create = (who: string, b: unknown) => call(createRoute, { token: tokens[who], body: b });
  const push = (who: string, id: number) => call(pushRoute, { token: tokens[who], method: "POST", params: { id: String(id) } });

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    conn = await sharedDemoDatabase(driver, NOW);
    const db = conn.db;
    for (const u of ["counselor", "hscounselor", "manager", "secretary"]) ids[u] = (await db.select({ id: users.id }).from(users).where(eq(users.username, u)))[0].id;
    const [m] = await db.select().from(users).where(eq(users.username, "manager"));
    const { id: _id, ...rest } = m;
    void _id;
    const [other] = await db
      .insert(users)
      .values({ ...rest, username: "othermanager", email: "othermanager@demo.scuta.app", leaid: null })
      .returning({ id: users.id });
    await db.insert(managedUsers).values({ managerId: other.id, userId: ids.hscounselor });
    for (const u of ["counselor", "hscounselor", "manager", "secretary", "othermanager"]) {
      tokens[u] = (await call(loginRoute, { body: { username: u, password: "demo-pass-2026" } })).json.token as string;
    }
    const [counselor] = await db.select().from(users).where(eq(users.id, ids.counselor));
    categoryId = (await listCategoriesFor(db, { user: counselor }))[0].id;
    today = todayIn(counselor.timezone, new Date());
  });

  afterAll(async () => {
    vi.useRealTimers();
    await conn?.close();
  });

  it("a counselor adds a weekly item; the list shows it", async () => {
    const res = await create("counselor", body());
    expect(res.status).toBe(200);
    const item = res.json.data as TScheduleItemJson;
    weeklyId = item.id;
    expect(item).toMatchObject({ title: "Lunch bunch", frequency: "weekly", weekday: 3, day_of_month: null, start_time: "12:00", end_time: "12:30", events: 0, pushed_at: null });
    expect(item).not.toHaveProperty("own");
    const list = await call(listRoute, { token: tokens.counselor });
    expect((list.json.data as TScheduleItemJson[]).map((i) => i.id)).toEqual([weeklyId]);
  });

  it("an end before the start, a missing weekday, a 31 February and an unknown category are refused per field", async () => {
    const bad = await create("counselor", body({ end_time: "11:00", end_date: "2026-08-15", weekday: "" }));
    expect(bad.status).toBe(422);
    const fields = (bad.json.error ?? []).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["end_time", "end_date", "weekday"]));
    const feb = await create("counselor", body({ frequency: "yearly", month: 2, day_of_month: 31 }));
    expect(feb.status).toBe(422);
    expect(feb.json.error?.[0]).toMatchObject({ field: "day_of_month", message: SCHEDULE_MESSAGES.dayOfYear });
    const cat = await create("counselor", body({ category_id: 999_999 }));
    expect(cat.status).toBe(422);
    expect(cat.json.error?.[0].field).toBe("category_id");
  });

  it("'Put on my calendar' makes a weekly series of events, skipping a day closed, and the calendar shows them", async () => {
    const wednesdays: string[] = [];
    for (let d = "2026-09-01"; d <= "2026-10-31"; d = addDays(d, 1)) if (weekday(d) === 3) wednesdays.push(d);
    expect(wednesdays).toHaveLength(9);
    await conn.db.insert(specialDates).values({ userId: ids.counselor, kind: "closed", date: wednesdays[1], label: "Closed" });
    const res = await push("counselor", weeklyId);
    expect(res.status).toBe(200);
    const result = res.json.data as TPushResult;
    expect(result.created).toBe(wednesdays.length - 1);
    expect(result.series_id).not.toBeNull();
    const cal = await call(calendarRoute, { token: tokens.counselor, path: `/api/v1/calendar?start=${today}&end=${addDays(today, 60)}` });
    const mine = (cal.json.data as { title: string; date: string; time: string; category_id: number }[]).filter((e) => e.title === "Lunch bunch");
    expect(mine.map((e) => e.date)).toEqual(wednesdays.filter((d) => d !== wednesdays[1]));
    expect(mine.every((e) => e.time === "12:00" && e.category_id === categoryId)).toBe(true);
  });

  it("pushing again replaces the planned events and keeps the one marked done", async () => {
    const links = await conn.db.select({ eventId: scheduleItemEvents.eventId }).from(scheduleItemEvents).where(eq(scheduleItemEvents.scheduleItemId, weeklyId));
    const first = links[0].eventId;
    await conn.db.update(events).set({ status: "done" }).where(eq(events.id, first));
    const res = await push("counselor", weeklyId);
    const result = res.json.data as TPushResult;
    expect(result).toMatchObject({ replaced: links.length - 1, kept: 1, created: links.length - 1 });
    const rows = await conn.db
      .select({ id: events.id, date: events.date })
      .from(events)
      .where(and(eq(events.userId, ids.counselor), eq(events.title, "Lunch bunch")));
    expect(rows.length).toBe(links.length);
    expect(new Set(rows.map((r) => r.date)).size).toBe(rows.length);
    expect(rows.some((r) => r.id === first)).toBe(true);
  });

  it("a monthly item stops at the end of the school year", async () => {
    const res = await create("counselor", body({ title: "Advisory council prep", frequency: "monthly", weekday: null, day_of_month: 31, end_date: "2028-06-30" }));
    expect(res.status).toBe(200);
    const pushed = (await push("counselor", (res.json.data as TScheduleItemJson).id)).json.data as TPushResult;
    expect(pushed).toMatchObject({ from: "2026-09-02", to: "2027-07-31", created: 11, series_id: null });
    const rows = await conn.db
      .select({ date: events.date })
      .from(events)
      .where(and(eq(events.userId, ids.counselor), eq(events.title, "Advisory council prep")));
    // The 31st falls on the last day of shorter months.
    expect(rows.map((r) => r.date).sort()).toEqual([
      "2026-09-30",
      "2026-10-31",
      "2026-11-30",
      "2026-12-31",
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
      "2027-05-31",
      "2027-06-30",
      "2027-07-31",
    ]);
  });

  it("the owner edits and deletes an item; its events stay on the calendar", async () => {
    const put = await call(putRoute, { token: tokens.counselor, method: "PUT", params: { id: String(weeklyId) }, body: body({ title: "Lunch bunch (grade 6)" }) });
    expect(put.status).toBe(200);
    expect((put.json.data as TScheduleItemJson).events).toBeGreaterThan(0);
    const [extra] = await conn.db
      .insert(scheduleItems)
      .values({
        userId: ids.counselor,
        title: "Temp",
        categoryId,
        frequency: "yearly",
        month: 5,
        dayOfMonth: 1,
        startTime: "09:00:00",
        endTime: "10:00:00",
        startDate: "2026-09-01",
        endDate: "2027-06-30",
      })
      .returning({ id: scheduleItems.id });
    expect((await call(deleteRoute, { token: tokens.counselor, method: "DELETE", params: { id: String(extra.id) } })).status).toBe(200);
    expect(await conn.db.select().from(scheduleItems).where(eq(scheduleItems.id, extra.id))).toHaveLength(0);
  });

  it("the manager of the owner reads the schedule but never changes or pushes it", async () => {
    const list = await call(listRoute, { token: tokens.manager, path: `/api/v1/schedule?user=${ids.counselor}` });
    expect(list.status).toBe(200);
    expect((list.json.data as unknown[]).length).toBe(2);
    expect((await call(getRoute, { token: tokens.manager, params: { id: String(weeklyId) } })).status).toBe(200);
    const put = await call(putRoute, { token: tokens.manager, method: "PUT", params: { id: String(weeklyId) }, body: body() });
    expect(put.status).toBe(403);
    expect(put.json.error?.[0].message).toBe(SCHEDULE_MESSAGES.readOnly);
    expect((await push("manager", weeklyId)).status).toBe(403);
    expect((await call(deleteRoute, { token: tokens.manager, method: "DELETE", params: { id: String(weeklyId) } })).status).toBe(403);
  });

  it("another counselor, another district's manager, a secretary and a visitor get nothing", async () => {
    for (const who of ["hscounselor", "othermanager"]) {
      expect((await call(getRoute, { token: tokens[who], params: { id: String(weeklyId) } })).status).toBe(404);
      expect((await call(putRoute, { token: tokens[who], method: "PUT", params: { id: String(weeklyId) }, body: body() })).status).toBe(404);
      expect((await push(who, weeklyId)).status).toBe(404);
      expect((await call(deleteRoute, { token: tokens[who], method: "DELETE", params: { id: String(weeklyId) } })).status).toBe(404);
      expect((await call(listRoute, { token: tokens[who], path: `/api/v1/schedule?user=${ids.counselor}` })).status).toBe(404);
    }
    expect((await call(listRoute, { token: tokens.secretary })).status).toBe(403);
    expect((await call(listRoute, {})).status).toBe(401);
    expect((await call(createRoute, { body: body() })).status).toBe(401);
    const links = await conn.db
      .select()
      .from(scheduleItemEvents)
      .where(inArray(scheduleItemEvents.scheduleItemId, [weeklyId]));
    expect(links.length).toBeGreaterThan(0);
  });

  it("scheduleStatus counts the counselor's items for the program-planning hub", async () => {
    expect(await scheduleStatus(conn.db, ids.counselor)).toEqual({ count: 2 });
    expect(await scheduleStatus(conn.db, ids.hscounselor)).toEqual({ count: 0 });
  });
});
