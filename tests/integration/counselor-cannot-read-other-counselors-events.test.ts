import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { events, users } from "@/db/schema";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/calendar/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/api/v1/calendar/[id]/route";
import { POST as itemRoute } from "@/app/api/v1/item/[id]/route";
import { createSession } from "@/lib/auth/sessions";
import type { TEventJson } from "@/lib/calendar/schemas";
import { call } from "../support/api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// "A counselor never reads or changes another counselor's events; a manager/admin with user_id
// reads (and may create for) the users they manage". An id that is not the caller's is
// a 404, never a 403, so a guessed id tells nothing.
const NOW = new Date("2026-09-02T15:00:00Z");
const START = "2026-08-01";
const END = "2026-09-30";

describe.each(DRIVERS)("counselor-cannot-read-other-counselors-events (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let counselorEvent: TEventJson;

  // A bearer session as the login gives (without hashing a password per user).
  const tokenOf = async (userId: number) => (await createSession(conn.db, { userId, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
  const listAs = (who: string, userId?: number) => call(listRoute, { token: tokens[who], path: `/api/v1/calendar?start=${START}&end=${END}${userId ? `&user_id=${userId}` : ""}` });
  const byId = (who: string, handler: typeof getRoute, method: string, id: number, body?: unknown) =>
    call(handler, { token: tokens[who], method, path: `/api/v1/calendar/${id}`, params: { id: String(id) }, body });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    const [model] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    // A counselor in another district and a secretary of another school (same district).
    const { id: _id, ...copy } = model;
    void _id;
    await conn.db.insert(users).values([
      { ...copy, username: "othercounselor", email: "othercounselor@example.test", ncessch: "530282000435", leaid: "5302820" },
      { ...copy, username: "othersecretary", email: "othersecretary@example.test", roleId: 5, ncessch: "530771001234" },
    ]);
    for (const u of ["counselor", "expiring", "othercounselor", "manager", "admin", "secretary", "othersecretary", "statemanager"]) {
      ids[u] = (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, u)))[0].id;
      tokens[u] = await tokenOf(ids[u]);
    }
    const res = await call(createRoute, {
      token: tokens.counselor,
      body: { title: "Private session", date: "2026-09-10", time: "10:00", duration: 30, category_id: 3, notes: "confidential note" },
    });
    counselorEvent = (res.json.data as TEventJson[])[0];
  });
  afterAll(async () => conn.close());

  it("another counselor gets a 404 reading, changing or deleting the counselor's event, and it is unchanged", async () => {
    const id = counselorEvent.id;
    expect((await byId("othercounselor", getRoute, "GET", id)).status).toBe(404);
    expect((await byId("othercounselor", putRoute, "PUT", id, { title: "Hacked" })).status).toBe(404);
    expect((await byId("othercounselor", deleteRoute, "DELETE", id)).status).toBe(404);
    const item = await call(itemRoute, { token: tokens.othercounselor, path: `/api/v1/item/${id}`, params: { id: String(id) }, body: { _method: "DELETE" } });
    expect(item.status).toBe(404);
    expect(item.json.error?.[0]).toEqual({ code: "not_found", message: "Event not found." });
    const [row] = await conn.db.select().from(events).where(eq(events.id, id));
    expect(row.title).toBe("Private session");
  });

  it("another counselor gets a 404 for the counselor's calendar by user_id, and cannot create in it", async () => {
    expect((await listAs("othercounselor", ids.counselor)).status).toBe(404);
    expect((await listAs("counselor", ids.expiring)).status).toBe(404);
    const res = await call(createRoute, { token: tokens.othercounselor, body: { title: "x", date: "2026-09-10", time: "10:00", duration: 30, category_id: 3, user_id: ids.counselor } });
    expect(res.status).toBe(404);
  });

  it("a counselor's own list holds only their own events", async () => {
    const own = (await listAs("othercounselor")).json.data as TEventJson[];
    expect(own).toEqual([]);
    const mine = (await listAs("counselor", ids.counselor)).json.data as TEventJson[];
    expect(mine.map((e) => e.id)).toContain(counselorEvent.id);
    const owners = await conn.db
      .select({ userId: events.userId })
      .from(events)
      .where(
        inArray(
          events.id,
          mine.map((e) => e.id),
        ),
      );
    expect(new Set(owners.map((o) => o.userId))).toEqual(new Set([ids.counselor]));
  });

  it("the manager of the counselor reads their calendar with names and notes, and may create in it", async () => {
    const res = await listAs("manager", ids.counselor);
    expect(res.status).toBe(200);
    const ev = (res.json.data as TEventJson[]).find((e) => e.id === counselorEvent.id);
    expect(ev?.notes).toBe("confidential note");
    expect((res.json.data as TEventJson[]).some((e) => e.client_name === "Jordan Lee")).toBe(true);
    expect((await byId("manager", getRoute, "GET", counselorEvent.id)).status).toBe(200);
    const created = await call(createRoute, { token: tokens.manager, body: { title: "Set by manager", date: "2026-09-11", time: "09:00", duration: 30, category_id: 4, user_id: ids.counselor } });
    expect(created.status).toBe(200);
    const [row] = await conn.db
      .select()
      .from(events)
      .where(eq(events.id, (created.json.data as TEventJson[])[0].id));
    expect(row.userId).toBe(ids.counselor);
  });

  it("the manager gets a 404 for a counselor they do not manage", async () => {
    expect((await listAs("manager", ids.othercounselor)).status).toBe(404);
  });

  it("an admin reads anyone's calendar", async () => {
    expect((await listAs("admin", ids.othercounselor)).status).toBe(200);
    expect((await listAs("admin", ids.counselor)).status).toBe(200);
  });

  it("the secretary of the counselor's school sees when they are busy, never student names or notes", async () => {
    const res = await listAs("secretary", ids.counselor);
    expect(res.status).toBe(200);
    const data = res.json.data as TEventJson[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((e) => e.client_name === null && e.client_id === null && e.notes === "")).toBe(true);
    expect((await byId("secretary", getRoute, "GET", counselorEvent.id)).json.data).toMatchObject({ id: counselorEvent.id, notes: "" });
  });

  it("a secretary of another school, and a state manager, get a 404", async () => {
    expect((await listAs("othersecretary", ids.counselor)).status).toBe(404);
    expect((await byId("othersecretary", getRoute, "GET", counselorEvent.id)).status).toBe(404);
    expect((await listAs("statemanager", ids.counselor)).status).toBe(404);
  });
});
