import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { events, users, type TUserRow } from "@/db/schema";
import { POST as calendarPost } from "@/app/api/v1/calendar/route";
import { PUT as eventPut } from "@/app/api/v1/calendar/[id]/route";
import { createSession } from "@/lib/auth/sessions";
import { call } from "../support/api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

const NOW = new Date("2026-09-02T15:00:00Z");
const draft = (title: string) => ({ title, date: "2026-09-15", time: "10:00", duration: 30, category_id: 3, status: "planned" });
type TJsonEvent = { id: number; title: string; status: string; version: string };

describe.each(DRIVERS)("calendar: If-Match on an event's edit and its 'done' (%s)", (driver) => {
  let conn: TConnection;
  let token = "";
  let counselor: TUserRow;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    [counselor] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    token = (await createSession(conn.db, { userId: counselor.id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
  });
  afterAll(async () => conn.close());

  const create = async (title: string): Promise<TJsonEvent> => {
    const res = await call(calendarPost, { token, method: "POST", path: "/api/v1/calendar", body: draft(title) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return (res.json.data as TJsonEvent[])[0];
  };
  const put = (id: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(eventPut, { token, method: "PUT", path: `/api/v1/calendar/${id}`, params: { id: String(id) }, body, headers });
  const row = async (id: number) => (await conn.db.select().from(events).where(eq(events.id, id)))[0];

  it("every event carries its version, the instant of its last change", async () => {
    const e = await create("Versioned read");
    expect(e.version).toBe((await row(e.id)).updatedAt.toISOString());
  });

  it("marking done with the version read saves once; a resend of the same key answers the same, a second key at the old version is a 409", async () => {
    const e = await create("Done offline");
    const headers = { "if-match": `"${e.version}"`, "idempotency-key": "if-match-done-0001" };
    const first = await put(e.id, { status: "done" }, headers);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const saved = (first.json.data as TJsonEvent[])[0];
    expect(saved.status).toBe("done");
    expect(saved.version).not.toBe(e.version);
    const changedAt = (await row(e.id)).updatedAt.getTime();
    const replay = await put(e.id, { status: "done" }, headers);
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual(first.json);
    expect((await row(e.id)).updatedAt.getTime()).toBe(changedAt);
    // The same change queued twice under two keys: the second no longer matches the version.
    const again = await put(e.id, { status: "done" }, { "if-match": e.version, "idempotency-key": "if-match-done-0002" });
    expect(again.status).toBe(409);
    expect((again.json.current as TJsonEvent).version).toBe(saved.version);
  });

  it("an edit against an older version answers 409 with the event as it is now, and writes nothing", async () => {
    const e = await create("Edited twice");
    await conn.db
      .update(events)
      .set({ title: "Changed on desktop", updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(events.id, e.id));
    const stale = await put(e.id, { title: "Changed offline", notes: "from the hallway" }, { "if-match": e.version, "idempotency-key": "if-match-edit-0001" });
    expect(stale.status).toBe(409);
    expect(stale.json.error?.[0].code).toBe("conflict");
    const current = stale.json.current as TJsonEvent;
    expect(current.title).toBe("Changed on desktop");
    expect(current.version).toBe((await row(e.id)).updatedAt.toISOString());
    expect((await row(e.id)).title).toBe("Changed on desktop");
    // Sent again against the version now on the server (the counselor kept theirs): it applies.
    const kept = await put(e.id, { title: "Changed offline" }, { "if-match": current.version, "idempotency-key": "if-match-edit-0002" });
    expect(kept.status, JSON.stringify(kept.json)).toBe(200);
    expect((await row(e.id)).title).toBe("Changed offline");
  });

  it("a version stored to the microsecond still matches the millisecond version the client holds", async () => {
    const e = await create("Microseconds");
    await conn.db.execute(sql`update events set updated_at = '2026-09-02 15:00:00.123456+00' where id = ${e.id}`);
    const res = await put(e.id, { status: "done" }, { "if-match": "2026-09-02T15:00:00.123Z" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await row(e.id)).status).toBe("done");
  });

  it("a whole series changed from an occurrence edited at an older version changes none of it; at its version it changes all", async () => {
    const res = await call(calendarPost, { token, method: "POST", path: "/api/v1/calendar", body: { ...draft("Weekly group"), recurrence: { freq: "weekly", weekdays: [2], until: "2026-09-29" } } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const series = res.json.data as TJsonEvent[];
    expect(series).toHaveLength(3);
    const [first] = series;
    await conn.db
      .update(events)
      .set({ notes: "changed elsewhere", updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(events.id, first.id));
    const stale = await call(eventPut, {
      token,
      method: "PUT",
      path: `/api/v1/calendar/${first.id}`,
      params: { id: String(first.id) },
      body: { title: "Weekly group (room 4)", scope: "all" },
      headers: { "if-match": first.version },
    });
    expect(stale.status).toBe(409);
    for (const e of series) expect((await row(e.id)).title).toBe("Weekly group");
    const current = stale.json.current as TJsonEvent;
    const ok = await put(first.id, { title: "Weekly group (room 4)", scope: "all" }, { "if-match": current.version });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    for (const e of series) expect((await row(e.id)).title).toBe("Weekly group (room 4)");
  });

  it("a change to an event deleted meanwhile is refused with no current event; without If-Match it stays a 404", async () => {
    const e = await create("Deleted meanwhile");
    await conn.db.delete(events).where(eq(events.id, e.id));
    const res = await put(e.id, { status: "done" }, { "if-match": e.version, "idempotency-key": "if-match-gone-0001" });
    expect(res.status).toBe(409);
    expect(res.json.current).toBeNull();
    expect((await put(e.id, { status: "done" })).status).toBe(404);
  });

  it("without If-Match a change applies as before, and a malformed If-Match is a 400", async () => {
    const e = await create("Online edit");
    expect((await put(e.id, { title: "Online edit 2" })).status).toBe(200);
    expect((await row(e.id)).title).toBe("Online edit 2");
    expect((await put(e.id, { title: "x" }, { "if-match": "yesterday" })).status).toBe(400);
  });
});
