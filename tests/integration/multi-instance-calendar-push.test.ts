import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, inArray, like } from "drizzle-orm";
import { openDatabase, type TConnection, type TDb } from "@/db/client";
import { calendarSyncQueue, eventSyncLinks, events, users, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { createEvent } from "@/lib/calendar/create-event";
import { saveGrant } from "@/lib/calendar/sync-connection";
import { exchangeCode } from "@/lib/calendar/sync-oauth";
import { addDaysIso, todayIn } from "@/lib/users/rules";
import { fakeCalendars, type TFakeCalendars } from "../support/fake-calendars";
import { DRIVERS, freshDatabase, type TDriverName } from "../support/db";

// "a calendar-sync push queued on one [instance] is sent once". Each instance is
// its own copy of the sync modules (vi.resetModules: its own in-process lock, as in another
// process) and, on PostgreSQL, its own connection pool on the one database. Their flushes and
// syncs of one connection run at the same time; the provider (the fake, slowed down so they
// overlap) must see every change once.

vi.hoisted(() => {
  Object.assign(process.env, { GOOGLE_CLIENT_ID: "g-id", GOOGLE_CLIENT_SECRET: "g-secret" });
});
// Outside a request nothing runs "after the response": the test runs the flushes itself.
vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), after: () => undefined }));

type TInstance = { db: TDb; push: typeof import("@/lib/calendar/sync-push"); sync: typeof import("@/lib/calendar/sync") };

/** A fresh copy of the sync modules on `db`: what another `next start` process would run. */
async function startInstance(db: TDb): Promise<TInstance> {
  vi.resetModules();
  return { db, push: await import("@/lib/calendar/sync-push"), sync: await import("@/lib/calendar/sync") };
}

/** One demo database (a copy of the run's template), and a second pool on it for PostgreSQL (PGlite has one process, one handle). */
async function twoHandles(driver: TDriverName): Promise<{ a: TConnection; b: TConnection; close: () => Promise<void> }> {
  const a = await freshDatabase(driver, { seed: "demo" });
  if (!a.url) return { a, b: a, close: () => a.close() };
  const b = await openDatabase(a.url);
  return {
    a,
    b,
    close: async () => {
      await b.close();
      await a.close();
    },
  };
}

describe.each(DRIVERS)("two app instances share one calendar connection (%s)", (driver) => {
  let handles: Awaited<ReturnType<typeof twoHandles>>;
  let fake: TFakeCalendars;
  let counselor: TUserRow;
  let instA: TInstance;
  let instB: TInstance;
  let day = "";
  const TZ = "America/Chicago";
  const opts = () => ({ now: new Date(), fetchFn: slowFetch });
  // Every provider call takes a little while, so two flushes that both started overlap for sure.
  const slowFetch = async (url: string, init?: RequestInit) => {
    await new Promise((resolve) => setTimeout(resolve, 25));
    return fake.fetch(url, init);
  };
  const createsOf = (title: string) => fake.calls.filter((c) => c.method === "POST" && (c.body as { summary?: string } | null)?.summary === title);

  beforeAll(async () => {
    handles = await twoHandles(driver);
    const db = handles.a.db;
    await db.update(users).set({ timezone: TZ, googleCal: true }).where(eq(users.username, "counselor"));
    [counselor] = await db.select().from(users).where(eq(users.username, "counselor"));
    day = addDaysIso(todayIn(TZ, new Date()), 5);
    fake = fakeCalendars();
    const grant = await exchangeCode("google", { code: "good-1", redirectUri: "http://localhost/api/v1/calendar/importExportGoogle" }, fake.fetch);
    await saveGrant(db, counselor.id, "google", grant, { categoryId: 9, now: new Date() });
    instA = await startInstance(handles.a.db);
    instB = await startInstance(handles.b.db);
  });
  afterAll(async () => handles.close());

  it("a push queued on one instance is sent once when both instances flush the queue at the same time", async () => {
    const actor: TActor = { user: counselor, sessionId: "test", via: "bearer" };
    const titles = ["MI staff meeting", "MI parent night", "MI team huddle", "MI data review", "MI PD planning"];
    for (const [i, title] of titles.entries()) await createEvent(handles.a.db, actor, { title, date: day, time: `${String(9 + i).padStart(2, "0")}:00`, duration: 30, category_id: 9 }, new Date());
    const queued = await handles.a.db.select().from(calendarSyncQueue).where(eq(calendarSyncQueue.userId, counselor.id));
    expect(queued).toHaveLength(titles.length);

    // The flush after the response on instance A, and one on instance B (another change of the same user) at the same moment.
    await Promise.all([instA.push.flushUserQueue(instA.db, counselor.id, opts()), instB.push.flushUserQueue(instB.db, counselor.id, opts())]);

    for (const title of titles) expect(createsOf(title), title).toHaveLength(1);
    expect(fake.calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
    expect(await handles.a.db.select().from(calendarSyncQueue).where(eq(calendarSyncQueue.userId, counselor.id))).toHaveLength(0);
    const mine = await handles.a.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.userId, counselor.id), like(events.title, "MI %")));
    const links = await handles.a.db
      .select()
      .from(eventSyncLinks)
      .where(
        inArray(
          eventSyncLinks.eventId,
          mine.map((e) => e.id),
        ),
      );
    expect(links).toHaveLength(titles.length);
  });

  it("'Sync now' on both instances at once brings each event made in Google Calendar in once, and neither fails", async () => {
    const remote = ["MI district PD", "MI board meeting", "MI testing window"].map((summary, i) =>
      fake.addGoogle({ summary, start: `${day}T${14 + i}:00:00-05:00`, end: `${day}T${14 + i}:30:00-05:00` }),
    );
    const results = await Promise.allSettled([instA.sync.syncNow(instA.db, { user: counselor }, "google", opts()), instB.sync.syncNow(instB.db, { user: counselor }, "google", opts())]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    const imported = await handles.a.db
      .select({ externalUid: events.externalUid })
      .from(events)
      .where(
        and(
          eq(events.userId, counselor.id),
          inArray(
            events.externalUid,
            remote.map((id) => `google:${id}`),
          ),
        ),
      );
    expect(imported.map((e) => e.externalUid).sort()).toEqual(remote.map((id) => `google:${id}`).sort());
  });

  it("a lease left by an instance that died lapses, and the next flush sends what is queued", async () => {
    const actor: TActor = { user: counselor, sessionId: "test", via: "bearer" };
    const { leases } = await import("@/db/schema");
    const { sql } = await import("drizzle-orm");
    // The holder crashed a moment ago in the middle of a flush: its lease runs out shortly.
    await handles.a.db
      .insert(leases)
      .values({ name: `calendar-sync:${counselor.id}:google`, holder: "00000000-dead-4000-8000-000000000000", expiresAt: sql`clock_timestamp() + interval '300 milliseconds'` });
    await createEvent(handles.a.db, actor, { title: "MI after a crash", date: day, time: "16:00", duration: 30, category_id: 9 }, new Date());
    await instB.push.flushUserQueue(instB.db, counselor.id, opts());
    expect(createsOf("MI after a crash")).toHaveLength(1);
    expect(await handles.a.db.select().from(leases)).toHaveLength(0);
  });
});
