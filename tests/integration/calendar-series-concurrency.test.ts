import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { eventSeries, events, users } from "@/db/schema";
import { POST as createRoute } from "@/app/api/v1/calendar/route";
import { DELETE as deleteRoute, PUT as putRoute } from "@/app/api/v1/calendar/[id]/route";
import { createSession } from "@/lib/auth/sessions";
import type { TEventJson } from "@/lib/calendar/schemas";
import { isRetryableTxError } from "@/lib/calendar/tx-retry";
import { addDaysIso } from "@/lib/users/rules";
import { call } from "../support/api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// "two simultaneous edits of one recurring series deadlock" (6 of 20 parallel
// PUT scope=all answered 500). The edit use-cases lock the series row first, then its events in id
// order, retry a deadlock once and answer 409 if it still fails: never a 500, and the series ends
// as one of the edits left it. On PostgreSQL the calls really run in parallel (10 connections).
const NOW = new Date("2026-09-02T15:00:00Z");

describe.each(DRIVERS)("parallel edits of one series (%s)", (driver) => {
  let conn: TConnection;
  let token = "";

  const put = (id: number, body: Record<string, unknown>) => call(putRoute, { token, method: "PUT", path: `/api/v1/calendar/${id}`, body, params: { id: String(id) } });
  const remove = (id: number, scope: string) => call(deleteRoute, { token, method: "DELETE", path: `/api/v1/calendar/${id}?scope=${scope}`, params: { id: String(id) } });
  const newSeries = async (title: string, start: string, until: string) => {
    const res = await call(createRoute, {
      token,
      body: { title, date: start, time: "09:00", duration: 30, category_id: 3, recurrence: { freq: "weekly", interval: 1, weekdays: [1, 3], until } },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const list = res.json.data as TEventJson[];
    return { ids: list.map((e) => e.id), seriesId: list[0].series_id as number };
  };
  const membersOf = (seriesId: number) => conn.db.select().from(events).where(eq(events.seriesId, seriesId));

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    const [me] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    token = (await createSession(conn.db, { userId: me.id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
  });
  afterAll(async () => conn.close());

  it("20 parallel PUT scope=all edits of one series: none answers 500, and every occurrence ends as one edit left it", async () => {
    const { ids, seriesId } = await newSeries("Weekly group", "2026-10-05", "2026-11-30");
    expect(ids.length).toBeGreaterThanOrEqual(16);
    const edits = Array.from({ length: 20 }, (_, i) => ({ title: `Group edit ${i}`, time: `${String(8 + (i % 8)).padStart(2, "0")}:${String(i).padStart(2, "0")}`, location: `Room ${i}` }));
    const results = await Promise.all(edits.map((e, i) => put(ids[i % ids.length], { ...e, scope: "all" })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      JSON.stringify(results.filter((r) => r.status !== 200).map((r) => r.json)),
    ).toBe(true);
    for (const r of results.filter((x) => x.status === 409)) expect(r.json.error?.[0].code).toBe("edit_conflict");
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);

    const members = await membersOf(seriesId);
    expect(members.map((m) => m.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const shapes = new Set(members.map((m) => `${m.title}|${m.time}|${m.location}`));
    expect(shapes.size).toBe(1);
    const [last] = members;
    expect(edits.some((e) => e.title === last.title && `${e.time}:00` === last.time && e.location === last.location)).toBe(true);
  });

  it("12 parallel moves of one series a week later: it moves once, whole, and no occurrence is left behind", async () => {
    const { ids, seriesId } = await newSeries("Moving group", "2026-12-07", "2027-01-25");
    const before = new Map((await membersOf(seriesId)).map((m) => [m.id, m.date]));
    // Each call asks for its occurrence one week after where it was: the first to commit moves the
    // series, the others then find their occurrence already there (a shift of 0 days).
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const id = ids[i % ids.length];
        return put(id, { date: addDaysIso(before.get(id) as string, 7), time: `10:${String(i).padStart(2, "0")}`, scope: "all" });
      }),
    );
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const after = await membersOf(seriesId);
    expect(after).toHaveLength(before.size);
    for (const m of after) expect(m.date).toBe(addDaysIso(before.get(m.id) as string, 7));
    expect(new Set(after.map((m) => m.time)).size).toBe(1);
  });

  it("parallel 'all', 'this' and 'following' edits and deletes of one series never answer 500 and leave no half-edited series", async () => {
    const { ids, seriesId } = await newSeries("Mixed group", "2027-02-01", "2027-03-29");
    const calls = ids.slice(0, 16).map((id, i) => {
      if (i % 4 === 0) return put(id, { title: `All ${i}`, scope: "all" });
      if (i % 4 === 1) return put(id, { title: `This ${i}`, scope: "this" });
      if (i % 4 === 2) return put(id, { location: `Following ${i}`, scope: "following" });
      return remove(id, "this");
    });
    const results = await Promise.all(calls);
    // A 404 is an occurrence another call deleted or replaced first; never a 500.
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(
      results.every((r) => [200, 404, 409].includes(r.status)),
      JSON.stringify(results.map((r) => [r.status, r.json.error])),
    ).toBe(true);
    // Each series left holds occurrences that agree on their title; an empty series is gone.
    const rows = await conn.db
      .select()
      .from(events)
      .where(eq(events.userId, (await conn.db.select().from(users).where(eq(users.username, "counselor")))[0].id));
    const bySeries = new Map<number, Set<string>>();
    for (const r of rows.filter((x) => x.seriesId !== null && ids.includes(x.id))) bySeries.set(r.seriesId as number, (bySeries.get(r.seriesId as number) ?? new Set()).add(r.title));
    for (const titles of bySeries.values()) expect(titles.size).toBe(1);
    for (const id of bySeries.keys()) expect(await conn.db.select().from(eventSeries).where(eq(eventSeries.id, id))).toHaveLength(1);
    void seriesId;
  });

  it("a deadlock (40P01) or serialization failure (40001) is recognised, also wrapped by the driver", () => {
    expect(isRetryableTxError(Object.assign(new Error("deadlock detected"), { code: "40P01" }))).toBe(true);
    expect(isRetryableTxError(new Error("Failed query", { cause: Object.assign(new Error("could not serialize"), { code: "40001" }) }))).toBe(true);
    expect(isRetryableTxError(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
  });
});
