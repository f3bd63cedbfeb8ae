import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, inArray } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { clients, eventSeries, events, specialDates, users } from "@/db/schema";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/calendar/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/api/v1/calendar/[id]/route";
import { POST as itemRoute } from "@/app/api/v1/item/[id]/route";
import { createSession } from "@/lib/auth/sessions";
import type { TEventJson } from "@/lib/calendar/schemas";
import type { TApiHandler } from "@/lib/http/with-api";
import { call } from "../support/api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// The calendar API: the event shape, recurrence with this /
// following / all, events across midnight, and 422s that change nothing.
const NOW = new Date("2026-09-02T15:00:00Z");
// Mondays after the demo events (which run to two weeks after NOW).
const MON = "2026-10-05";
const MON2 = "2026-10-12";

type TRes = { status: number; json: Record<string, unknown> & { error?: { code: string; message: string; field?: string }[] } };

describe.each(DRIVERS)("calendar events (%s)", (driver) => {
  let conn: TConnection;
  let token = "";
  let counselorId = 0;
  let ownClient = 0;
  let otherClient = 0;

  const api = (handler: TApiHandler, method: string, path: string, opts: { body?: unknown; id?: number; headers?: Record<string, string> } = {}): Promise<TRes> =>
    call(handler, { method, path, token, body: opts.body, headers: opts.headers, params: opts.id === undefined ? {} : { id: String(opts.id) } });
  const create = async (body: Record<string, unknown>) => {
    const res = await api(createRoute, "POST", "/api/v1/calendar", { body: { title: "Lunch bunch", date: MON, time: "12:00", duration: 30, category_id: 3, ...body } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as TEventJson[];
  };
  const list = async (start: string, end: string) => {
    const res = await api(listRoute, "GET", `/api/v1/calendar?start=${start}&end=${end}`);
    expect(res.status).toBe(200);
    return res.json.data as TEventJson[];
  };
  const put = (id: number, body: Record<string, unknown>) => api(putRoute, "PUT", `/api/v1/calendar/${id}`, { id, body });
  const seriesRows = async (seriesId: number) => (await conn.db.select().from(events).where(eq(events.seriesId, seriesId))).sort((a, b) => a.date.localeCompare(b.date));
  const eventCount = async () => (await conn.db.select({ n: count() }).from(events).where(eq(events.userId, counselorId)))[0].n;
  const ruleOf = async (seriesId: number) => (await conn.db.select().from(eventSeries).where(eq(eventSeries.id, seriesId)))[0]?.rule;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    const [me] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    token = (await createSession(conn.db, { userId: me.id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
    counselorId = me.id;
    [{ id: ownClient }] = await conn.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.userId, me.id), eq(clients.name, "Jordan Lee")));
    const [expiring] = await conn.db.select().from(users).where(eq(users.username, "expiring"));
    [{ id: otherClient }] = await conn.db.select({ id: clients.id }).from(clients).where(eq(clients.userId, expiring.id)).limit(1);
  });
  afterAll(async () => conn.close());

  describe("the API shape", () => {
    it("POST returns the created event with its category colour, group and client; GET by range and by id return the same", async () => {
      const [ev] = await create({ title: "Check-in", time: "09:05", duration: 25, client_id: ownClient, students: 1, male: 1, notes: "private", location: "Office", grade_id: 10 });
      expect(ev).toEqual({
        id: expect.any(Number),
        title: "Check-in",
        date: MON,
        time: "09:05",
        duration: 25,
        category_id: 3,
        category_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
        group_key: "direct",
        client_id: ownClient,
        client_name: "Jordan Lee",
        lesson_id: null,
        students: 1,
        male: 1,
        female: 0,
        grade_id: 10,
        location: "Office",
        notes: "private",
        status: "planned",
        series_id: null,
        source: "event",
        tier: null,
        domain: null,
        referral_direction: null,
        referral_company_id: null,
        referral_source: "",
        referral_reason: "",
        referral_status: null,
        referral_follow_up_date: null,
        recurrence: null,
        // The version an offline edit sends back in If-Match: the time of the event's last change.
        version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      expect((await list(MON, MON)).find((e) => e.id === ev.id)).toEqual(ev);
      const one = await api(getRoute, "GET", `/api/v1/calendar/${ev.id}`, { id: ev.id });
      expect(one).toEqual({ status: 200, json: { status_code: 200, data: ev } });
    });

    it("a range lists both of its days, in order of date and time, and nothing outside", async () => {
      const a = (await create({ title: "Early", date: "2026-10-20", time: "08:00" }))[0];
      const b = (await create({ title: "Later", date: "2026-10-21", time: "07:00" }))[0];
      await create({ title: "Outside", date: "2026-10-22" });
      expect((await list("2026-10-20", "2026-10-21")).map((e) => e.id)).toEqual([a.id, b.id]);
    });

    it("a range that is not dates, ends before it starts or spans more than 400 days is a 422", async () => {
      for (const q of ["start=2026-10-01", "start=2026-10-05&end=2026-10-01", "start=2026-01-01&end=2027-12-31", "start=10/01/2026&end=2026-10-31"]) {
        expect((await api(listRoute, "GET", `/api/v1/calendar?${q}`)).status).toBe(422);
      }
    });

    it("an unknown id is a 404", async () => {
      expect((await api(getRoute, "GET", "/api/v1/calendar/99999999", { id: 99999999 })).status).toBe(404);
      expect((await call(getRoute, { token, path: "/api/v1/calendar/abc", params: { id: "abc" } })).status).toBe(404);
    });
  });

  describe("recurrence", () => {
    it("weekly on Monday, Wednesday and Friday until a date makes one event per occurrence in one series, days closed included", async () => {
      await conn.db.insert(specialDates).values({ userId: counselorId, kind: "closed", date: "2026-10-07", label: "Closed" });
      const created = await create({ title: "Study hall", recurrence: { freq: "weekly", weekdays: [1, 3, 5], until: "2026-10-16" } });
      expect(created.map((e) => e.date)).toEqual(["2026-10-05", "2026-10-07", "2026-10-09", "2026-10-12", "2026-10-14", "2026-10-16"]);
      const seriesId = created[0].series_id as number;
      expect(seriesId).toBeGreaterThan(0);
      expect(created.every((e) => e.series_id === seriesId && e.time === "12:00")).toBe(true);
      expect(created[0].recurrence).toEqual({ freq: "weekly", interval: 1, weekdays: [1, 3, 5], until: "2026-10-16" });
    });

    it("daily every second day", async () => {
      const created = await create({ title: "Hall duty", recurrence: { freq: "daily", interval: 2, until: "2026-10-11" } });
      expect(created.map((e) => e.date)).toEqual(["2026-10-05", "2026-10-07", "2026-10-09", "2026-10-11"]);
    });

    it("editing 'this' detaches the occurrence and changes it alone", async () => {
      const s = await create({ title: "Series A", recurrence: { freq: "daily", until: "2026-10-08" } });
      const res = await put(s[1].id, { title: "Moved", time: "14:00", scope: "this" });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual([expect.objectContaining({ id: s[1].id, title: "Moved", time: "14:00", series_id: null, recurrence: null })]);
      const rest = await seriesRows(s[0].series_id as number);
      expect(rest.map((r) => [r.date, r.title, r.time])).toEqual([
        ["2026-10-05", "Series A", "12:00:00"],
        ["2026-10-07", "Series A", "12:00:00"],
        ["2026-10-08", "Series A", "12:00:00"],
      ]);
    });

    it("editing 'following' changes this and the later ones as a new series; the earlier ones keep the old series, which ends the day before", async () => {
      const s = await create({ title: "Series B", recurrence: { freq: "daily", until: "2026-10-09" } });
      const oldSeries = s[0].series_id as number;
      const res = await put(s[2].id, { title: "Series B2", duration: 50, scope: "following" });
      const changed = res.json.data as TEventJson[];
      expect(changed.map((e) => [e.date, e.title, e.duration])).toEqual([
        ["2026-10-07", "Series B2", 50],
        ["2026-10-08", "Series B2", 50],
        ["2026-10-09", "Series B2", 50],
      ]);
      const newSeries = changed[0].series_id as number;
      expect(newSeries).not.toBe(oldSeries);
      expect((await seriesRows(oldSeries)).map((r) => [r.date, r.title])).toEqual([
        ["2026-10-05", "Series B"],
        ["2026-10-06", "Series B"],
      ]);
      expect((await ruleOf(oldSeries))?.until).toBe("2026-10-06");
      expect((await ruleOf(newSeries))?.until).toBe("2026-10-09");
    });

    it("editing 'all' with a new date moves every occurrence by the same days and keeps the weekday offset", async () => {
      const s = await create({ title: "Series C", recurrence: { freq: "weekly", weekdays: [1, 3], until: "2026-10-14" } });
      expect(s.map((e) => e.date)).toEqual(["2026-10-05", "2026-10-07", "2026-10-12", "2026-10-14"]);
      const res = await put(s[1].id, { date: "2026-10-08", time: "13:30", scope: "all" });
      expect(res.status).toBe(200);
      const rows = await seriesRows(s[0].series_id as number);
      expect(rows.map((r) => [r.date, r.time])).toEqual([
        ["2026-10-06", "13:30:00"],
        ["2026-10-08", "13:30:00"],
        ["2026-10-13", "13:30:00"],
        ["2026-10-15", "13:30:00"],
      ]);
      expect(await ruleOf(s[0].series_id as number)).toEqual({ freq: "weekly", interval: 1, weekdays: [2, 4], until: "2026-10-15" });
    });

    it("'all' changes only the fields sent: an occurrence marked done stays done when the title changes", async () => {
      const s = await create({ title: "Series D", recurrence: { freq: "daily", until: "2026-10-07" } });
      await put(s[0].id, { status: "done", scope: "this" });
      await put(s[1].id, { title: "Series D!", scope: "all" });
      const rows = await seriesRows(s[1].series_id as number);
      expect(rows.map((r) => [r.title, r.status])).toEqual([
        ["Series D!", "planned"],
        ["Series D!", "planned"],
      ]);
      const detached = (await conn.db.select().from(events).where(eq(events.id, s[0].id)))[0];
      expect([detached.title, detached.status, detached.seriesId]).toEqual(["Series D", "done", null]);
    });

    it("a changed recurrence on 'following' regenerates the following occurrences", async () => {
      const s = await create({ title: "Series E", recurrence: { freq: "weekly", weekdays: [1, 3, 5], until: "2026-10-16" } });
      const res = await put(s[3].id, { recurrence: { freq: "daily", interval: 1, until: "2026-10-14" }, scope: "following" });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const created = res.json.data as TEventJson[];
      expect(created.map((e) => e.date)).toEqual(["2026-10-12", "2026-10-13", "2026-10-14"]);
      expect(created[0].recurrence).toEqual({ freq: "daily", interval: 1, weekdays: [], until: "2026-10-14" });
      expect((await seriesRows(s[0].series_id as number)).map((r) => r.date)).toEqual(["2026-10-05", "2026-10-07", "2026-10-09"]);
      expect(
        await conn.db
          .select()
          .from(events)
          .where(inArray(events.id, [s[3].id, s[4].id, s[5].id])),
      ).toEqual([]);
    });

    it("a single event given a recurrence becomes the first of a series", async () => {
      const [one] = await create({ title: "Now repeating", date: MON2 });
      const res = await put(one.id, { recurrence: { freq: "daily", until: "2026-10-14" } });
      const data = res.json.data as TEventJson[];
      expect(data.map((e) => [e.id === one.id, e.date])).toEqual([
        [true, "2026-10-12"],
        [false, "2026-10-13"],
        [false, "2026-10-14"],
      ]);
      expect(new Set(data.map((e) => e.series_id)).size).toBe(1);
    });

    it("deleting 'this', 'following' and 'all'", async () => {
      const s = await create({ title: "Series F", recurrence: { freq: "daily", until: "2026-10-11" } });
      const seriesId = s[0].series_id as number;
      const del = (id: number, scope: string) => api(deleteRoute, "DELETE", `/api/v1/calendar/${id}?scope=${scope}`, { id });
      expect((await del(s[1].id, "this")).json.data).toEqual({ deleted: [s[1].id] });
      expect((await del(s[4].id, "following")).json.data).toEqual({ deleted: [s[4].id, s[5].id, s[6].id] });
      expect((await seriesRows(seriesId)).map((r) => r.date)).toEqual(["2026-10-05", "2026-10-07", "2026-10-08"]);
      expect((await ruleOf(seriesId))?.until).toBe("2026-10-08");
      expect((await del(s[2].id, "all")).json.data).toEqual({ deleted: [s[0].id, s[2].id, s[3].id] });
      expect(await seriesRows(seriesId)).toEqual([]);
      expect(await ruleOf(seriesId)).toBeUndefined();
      expect((await del(s[0].id, "this")).status).toBe(404);
    });
  });

  describe("across midnight", () => {
    it("an event may run past 24:00, and shows in a range that starts the next day", async () => {
      const [late] = await create({ title: "Overnight trip", date: "2026-10-25", time: "23:30", duration: 90 });
      const [byEnd] = await create({ title: "Night event", date: "2026-10-25", time: "22:00", end: "2026-10-26T01:15", duration: undefined });
      expect(byEnd.duration).toBe(195);
      const ids = (await list("2026-10-26", "2026-10-26")).map((e) => e.id);
      expect(ids).toEqual(expect.arrayContaining([late.id, byEnd.id]));
      const [short] = await create({ title: "Before midnight", date: "2026-10-25", time: "22:00", duration: 60 });
      expect((await list("2026-10-26", "2026-10-26")).map((e) => e.id)).not.toContain(short.id);
    });
  });

  describe("bad input: a 422 with the field at fault, and nothing written", () => {
    const cases: [string, Record<string, unknown>, string, string?][] = [
      ["an unknown category", { category_id: 999_999 }, "category_id"],
      ["a category of another edition", { category_id: 101 }, "category_id"],
      ["another user's client", { client_id: -1 }, "client_id"],
      ["a bad time", { time: "25:00" }, "time"],
      ["a 12-hour time", { time: "10:00 PM" }, "time"],
      ["an end before the start", { time: "10:00", end: "09:30", duration: undefined }, "end", "The end must come after the start."],
      ["an end equal to the start", { time: "10:00", end: "10:00", duration: undefined }, "end", "The end must come after the start."],
      ["a duration over 24 hours", { duration: 1441 }, "duration"],
      ["a repeat of more than a year", { recurrence: { freq: "daily", until: "2027-10-06" } }, "recurrence.until"],
      ["no title", { title: " " }, "title"],
    ];
    it.each(cases)("%s", async (_name, patch, field, message) => {
      const body: Record<string, unknown> = { title: "Bad", date: MON, time: "12:00", duration: 30, category_id: 3, ...patch };
      if (body.client_id === -1) body.client_id = otherClient;
      const before = await eventCount();
      const res = await api(createRoute, "POST", "/api/v1/calendar", { body });
      expect(res.status).toBe(422);
      expect(res.json.status_code).toBe(422);
      expect(res.json.error?.map((e) => e.field)).toContain(field);
      if (message) expect(res.json.error?.find((e) => e.field === field)?.message).toBe(message);
      expect(await eventCount()).toBe(before);
    });

    it("a change with an end before the start, another user's client or an unknown category changes nothing", async () => {
      const [ev] = await create({ title: "Keep me", date: "2026-10-27", time: "10:00" });
      for (const [body, field] of [
        [{ end: "09:00" }, "end"],
        [{ client_id: otherClient, title: "Changed" }, "client_id"],
        [{ category_id: 999_999, title: "Changed" }, "category_id"],
        [{ time: "7:00" }, "time"],
      ] as const) {
        const res = await put(ev.id, body);
        expect(res.status).toBe(422);
        expect(res.json.error?.[0].field).toBe(field);
      }
      const [row] = await conn.db.select().from(events).where(eq(events.id, ev.id));
      expect([row.title, row.time, row.durationMinutes, row.clientId, row.categoryId]).toEqual(["Keep me", "10:00:00", 30, null, 3]);
    });

    it("a changed recurrence that is too long on 'all' changes nothing", async () => {
      const s = await create({ title: "Series G", recurrence: { freq: "daily", until: "2026-10-07" } });
      const res = await put(s[0].id, { title: "G!", recurrence: { freq: "daily", until: "2027-12-01" }, scope: "all" });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0].field).toBe("recurrence.until");
      expect((await seriesRows(s[0].series_id as number)).map((r) => r.title)).toEqual(["Series G", "Series G", "Series G"]);
    });
  });

  describe("POST /api/v1/item/{id} with a method override", () => {
    it("_method PUT updates, the X-HTTP-Method-Override header DELETE deletes, neither is a 405", async () => {
      const [ev] = await create({ title: "Item", date: "2026-10-28" });
      const upd = await api(itemRoute, "POST", `/api/v1/item/${ev.id}`, { id: ev.id, body: { _method: "PUT", title: "Item 2", duration: "45" } });
      expect(upd.status).toBe(200);
      expect(upd.json.data).toEqual([expect.objectContaining({ id: ev.id, title: "Item 2", duration: 45 })]);
      expect((await api(itemRoute, "POST", `/api/v1/item/${ev.id}`, { id: ev.id, body: { title: "x" } })).status).toBe(405);
      const del = await api(itemRoute, "POST", `/api/v1/item/${ev.id}`, { id: ev.id, body: {}, headers: { "x-http-method-override": "DELETE" } });
      expect(del.json.data).toEqual({ deleted: [ev.id] });
      expect(await conn.db.select().from(events).where(eq(events.id, ev.id))).toEqual([]);
    });

    it("a form post (x-www-form-urlencoded) with _method=PUT is read", async () => {
      const [ev] = await create({ title: "Form", date: "2026-10-28" });
      // As an HTML form sends it (the test helper's call() always sends JSON).
      const req = new NextRequest(new URL(`/api/v1/item/${ev.id}`, "http://localhost"), {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ _method: "PUT", status: "done", students: "3" }).toString(),
      });
      const http = await itemRoute(req, { params: Promise.resolve({ id: String(ev.id) }) });
      const res = { status: http.status, json: (await http.json()) as { data: unknown } };
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual([expect.objectContaining({ status: "done", students: 3 })]);
    });
  });
});
