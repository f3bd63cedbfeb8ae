import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { events, idempotencyKeys, users, type TUserRow } from "@/db/schema";
import { POST as calendarPost } from "@/app/api/v1/calendar/route";
import { GET as eventGet, PUT as eventPut } from "@/app/api/v1/calendar/[id]/route";
import { POST as contactPost } from "@/app/api/v1/offline/contact/route";
import { GET as keyGet } from "@/app/api/v1/offline/key/route";
import { createSession, revokeSession } from "@/lib/auth/sessions";
import { call } from "../support/api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

const NOW = new Date("2026-09-02T15:00:00Z");
const contact = (title: string) => ({ title, date: "2026-09-14", time: "09:00", duration: 15, category_id: 3, status: "done" });

describe.each(DRIVERS)("offline queue: idempotency keys and conflicts (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const sessions: Record<string, string> = {};
  const byName: Record<string, TUserRow> = {};
  const countTitled = async (userId: number, title: string) =>
    (
      await conn.db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.userId, userId), eq(events.title, title)))
    ).length;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    for (const u of ["counselor", "hscounselor", "quoteuser"]) {
      [byName[u]] = await conn.db.select().from(users).where(eq(users.username, u));
      if (!byName[u]) continue;
      const s = await createSession(conn.db, { userId: byName[u].id, kind: "api", ttlMs: 3_600_000, now: new Date() });
      tokens[u] = s.token;
      sessions[u] = s.id;
    }
  });
  afterAll(async () => conn.close());

  it("a resent contact with the same Idempotency-Key is written once and answers the first answer", async () => {
    const opts = { token: tokens.counselor, method: "POST", path: "/api/v1/offline/contact", headers: { "idempotency-key": "contact-key-0001" }, body: contact("Hallway check-in A") };
    const first = await call(contactPost, opts);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const again = await call(contactPost, opts);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await countTitled(byName.counselor.id, "Hallway check-in A")).toBe(1);
    const [row] = await conn.db.select().from(events).where(eq(events.title, "Hallway check-in A"));
    expect(row.source).toBe("contact");
  });

  it("the calendar's create route honours the key too; without one every request writes", async () => {
    const opts = { token: tokens.counselor, method: "POST", path: "/api/v1/calendar", headers: { "idempotency-key": "event-key-00001" }, body: contact("Portable visit") };
    expect((await call(calendarPost, opts)).status).toBe(200);
    expect((await call(calendarPost, opts)).status).toBe(200);
    expect(await countTitled(byName.counselor.id, "Portable visit")).toBe(1);
    const plain = { token: tokens.counselor, method: "POST", path: "/api/v1/calendar", body: contact("No key") };
    await call(calendarPost, plain);
    await call(calendarPost, plain);
    expect(await countTitled(byName.counselor.id, "No key")).toBe(2);
  });

  it("another user sending the same key does not get the first user's answer: the key is scoped to the user", async () => {
    const other = Object.keys(tokens).find((u) => u !== "counselor" && u !== "quoteuser");
    // A second counselor of the demo data: their request with the same key writes their own event.
    expect(other, "the demo data has a second counselor").toBeTruthy();
    const mine = await call(contactPost, { token: tokens.counselor, method: "POST", path: "/api/v1/offline/contact", headers: { "idempotency-key": "shared-key-0001" }, body: contact("Mine only") });
    const theirs = await call(contactPost, { token: tokens[other!], method: "POST", path: "/api/v1/offline/contact", headers: { "idempotency-key": "shared-key-0001" }, body: contact("Theirs only") });
    expect(theirs.status, JSON.stringify(theirs.json)).toBe(200);
    expect(JSON.stringify(theirs.json)).not.toContain("Mine only");
    expect(JSON.stringify(theirs.json)).toContain("Theirs only");
    expect(JSON.stringify(mine.json)).toContain("Mine only");
    expect(await countTitled(byName[other!].id, "Theirs only")).toBe(1);
  });

  it("a key used on another route is refused (422), a malformed key is refused (400), and a refused write keeps no key", async () => {
    await call(contactPost, { token: tokens.counselor, method: "POST", path: "/api/v1/offline/contact", headers: { "idempotency-key": "route-key-00001" }, body: contact("Route A") });
    const reused = await call(calendarPost, { token: tokens.counselor, method: "POST", path: "/api/v1/calendar", headers: { "idempotency-key": "route-key-00001" }, body: contact("Route B") });
    expect(reused.status).toBe(422);
    expect(reused.json.error?.[0].code).toBe("idempotency_key_reused");
    const bad = await call(contactPost, { token: tokens.counselor, method: "POST", path: "/api/v1/offline/contact", headers: { "idempotency-key": "x y" }, body: contact("Bad key") });
    expect(bad.status).toBe(400);
    const invalid = await call(contactPost, {
      token: tokens.counselor,
      method: "POST",
      path: "/api/v1/offline/contact",
      headers: { "idempotency-key": "invalid-key-0001" },
      body: { ...contact(""), date: "" },
    });
    expect(invalid.status).toBe(422);
    const kept = await conn.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "invalid-key-0001"));
    expect(kept).toHaveLength(0);
  });

  it("a change sent with the version it edited applies; one sent against an older version answers 409 with the event as it is now", async () => {
    const created = await call(calendarPost, { token: tokens.counselor, method: "POST", path: "/api/v1/calendar", body: contact("Versioned") });
    const id = String((created.json.data as { id: number }[])[0].id);
    const read = await eventGet(new (await import("next/server")).NextRequest(`http://localhost/api/v1/calendar/${id}`, { headers: { authorization: `Bearer ${tokens.counselor}` } }), {
      params: Promise.resolve({ id }),
    });
    const version = read.headers.get("etag")!;
    expect(version).toMatch(/^".+"$/);
    const put = (body: Record<string, unknown>, headers: Record<string, string>) =>
      call(eventPut, { token: tokens.counselor, method: "PUT", path: `/api/v1/calendar/${id}`, params: { id }, body, headers });
    // Someone else's change meanwhile (another tab, the desktop).
    await conn.db
      .update(events)
      .set({ title: "Changed on desktop", updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(events.id, Number(id)));
    const stale = await put({ status: "done", title: "Versioned (done)" }, { "if-match": version, "idempotency-key": "done-key-000001" });
    expect(stale.status).toBe(409);
    expect(stale.json.error?.[0].code).toBe("conflict");
    expect((stale.json.current as { title: string }).title).toBe("Changed on desktop");
    const [still] = await conn.db
      .select()
      .from(events)
      .where(eq(events.id, Number(id)));
    expect(still.title).toBe("Changed on desktop");
    // The counselor chose theirs: sent again against the current version, with a fresh key.
    const chosen = await put({ status: "done", title: "Versioned (done)" }, { "if-match": String((stale.json.current as { version: string }).version), "idempotency-key": "done-key-000002" });
    expect(chosen.status, JSON.stringify(chosen.json)).toBe(200);
    const [after] = await conn.db
      .select()
      .from(events)
      .where(eq(events.id, Number(id)));
    expect(after.title).toBe("Versioned (done)");
  });

  it("a change to an event deleted meanwhile answers 409 with no current event", async () => {
    const created = await call(calendarPost, { token: tokens.counselor, method: "POST", path: "/api/v1/calendar", body: contact("Soon gone") });
    const id = String((created.json.data as { id: number }[])[0].id);
    await conn.db.delete(events).where(eq(events.id, Number(id)));
    const res = await call(eventPut, {
      token: tokens.counselor,
      method: "PUT",
      path: `/api/v1/calendar/${id}`,
      params: { id },
      body: { status: "done" },
      headers: { "if-match": '"2026-01-01T00:00:00.000Z"' },
    });
    expect(res.status).toBe(409);
    expect(res.json.current).toBeNull();
  });

  it("the offline key is the same for a session, differs between sessions, and is refused (401) once the session is revoked", async () => {
    const a = await call(keyGet, { token: tokens.counselor, path: "/api/v1/offline/key" });
    const a2 = await call(keyGet, { token: tokens.counselor, path: "/api/v1/offline/key" });
    expect(a.status).toBe(200);
    const key = (a.json.data as { key: string }).key;
    expect(Buffer.from(key, "base64url")).toHaveLength(32);
    expect((a2.json.data as { key: string }).key).toBe(key);
    const other = await createSession(conn.db, { userId: byName.counselor.id, kind: "api", ttlMs: 3_600_000, now: new Date() });
    const b = await call(keyGet, { token: other.token, path: "/api/v1/offline/key" });
    expect((b.json.data as { key: string }).key).not.toBe(key);
    await revokeSession(conn.db, other.id, new Date());
    expect((await call(keyGet, { token: other.token, path: "/api/v1/offline/key" })).status).toBe(401);
    if (tokens.quoteuser) expect((await call(keyGet, { token: tokens.quoteuser, path: "/api/v1/offline/key" })).status).toBe(403);
  });
});
