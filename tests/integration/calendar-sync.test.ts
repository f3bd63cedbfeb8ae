import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, count, desc, eq, inArray, like } from "drizzle-orm";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import type { TConnection } from "@/db/client";
import { calendarConnections, calendarSyncQueue, clients, eventSyncLinks, events, useOfTimeCategories, users, type TUserRow } from "@/db/schema";
import { DELETE as googleDelete, GET as googleRoute } from "@/app/api/v1/calendar/importExportGoogle/route";
import { GET as outlookRoute } from "@/app/api/v1/calendar/importExportOutlook/route";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import type { TActor } from "@/lib/auth/current-user";
import { createEvent } from "@/lib/calendar/create-event";
import { deleteEvent } from "@/lib/calendar/delete-event";
import { updateEvent } from "@/lib/calendar/update-event";
import { signSyncState, syncNow, syncOnLogin, syncStatuses } from "@/lib/calendar/sync";
import { decryptSecret, pushId } from "@/lib/calendar/sync-crypto";
import { flushUserQueue } from "@/lib/calendar/sync-push";
import { MAX_PUSH_ATTEMPTS } from "@/lib/calendar/sync-rules";
import type { TApiHandler } from "@/lib/http/with-api";
import { addDaysIso, todayIn } from "@/lib/users/rules";
import { fakeCalendars, type TFakeCalendars } from "../support/fake-calendars";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// Two-way Google Calendar / Outlook sync, against in-memory fakes of both providers
// behind fetch: connect and token storage, push of SCUTA changes (times in the user's zone, nothing
// confidential), the retry queue, pull with the stored cursor, 410 resync, revoked consent, and who
// may touch whose connection. next/server's after() is replaced by a list the tests drain, so the
// flush that follows a committed change runs where the test can watch it.

const tasks = vi.hoisted(() => {
  Object.assign(process.env, { GOOGLE_CLIENT_ID: "g-id", GOOGLE_CLIENT_SECRET: "g-secret", MS_CLIENT_ID: "ms-id", MS_CLIENT_SECRET: "ms-secret" });
  return [] as (() => unknown)[];
});
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (task: () => unknown) => void tasks.push(task),
}));

/** Runs what was deferred until "after the response", and whatever that defers in turn. */
async function drainAfter(): Promise<number> {
  let ran = 0;
  while (tasks.length) {
    await tasks.shift()!();
    ran++;
  }
  return ran;
}

const TZ = "America/Chicago";
const SECRET_WORDS = ["Jordan Lee", "Avery Kim", "Talked about home", "bring the agenda"];

describe.each(DRIVERS)("two-way calendar sync (%s)", (driver) => {
  let conn: TConnection;
  let fake: TFakeCalendars;
  let counselor: TUserRow;
  let other: TUserRow;
  let outsider: TUserRow;
  let jordanId: number;
  let day1 = "";
  let day2 = "";
  let googleState = "";
  const tokens: Record<string, string> = {};
  const actor = (user: TUserRow): TActor => ({ user, sessionId: "test", via: "bearer" });
  const reload = async (u: TUserRow) => (await conn.db.select().from(users).where(eq(users.id, u.id)))[0];
  const tokenOf = async (username: string) => {
    if (!tokens[username]) {
      const res = await loginRoute(
        new NextRequest("http://localhost/api/v1/login", { method: "POST", body: JSON.stringify({ username, password: "demo-pass-2026" }), headers: { "content-type": "application/json" } }),
        { params: Promise.resolve({}) },
      );
      tokens[username] = ((await res.json()) as { token: string }).token;
    }
    return tokens[username];
  };
  const get = async (route: TApiHandler, username: string, path: string) => {
    const res = await route(new NextRequest(`http://localhost${path}`, { headers: { authorization: `Bearer ${await tokenOf(username)}`, host: "localhost" } }), { params: Promise.resolve({}) });
    return { status: res.status, location: res.headers.get("location") ?? "" };
  };
  const connection = async (user: TUserRow, provider: "google" | "outlook") =>
    (
      await conn.db
        .select()
        .from(calendarConnections)
        .where(and(eq(calendarConnections.userId, user.id), eq(calendarConnections.provider, provider)))
    )[0];
  const queueOf = (user: TUserRow) => conn.db.select().from(calendarSyncQueue).where(eq(calendarSyncQueue.userId, user.id));
  const linkOf = async (eventId: number, provider: "google" | "outlook") =>
    (
      await conn.db
        .select()
        .from(eventSyncLinks)
        .where(and(eq(eventSyncLinks.eventId, eventId), eq(eventSyncLinks.provider, provider)))
    )[0];
  const eventsTitled = (user: TUserRow, title: string) =>
    conn.db
      .select()
      .from(events)
      .where(and(eq(events.userId, user.id), eq(events.title, title)));
  /** The wall time of a local date and time in the zone, with its offset that day (DST-proof). */
  const zoned = (date: string, time: string) => formatInTimeZone(fromZonedTime(`${date}T${time}:00`, TZ), TZ, "yyyy-MM-dd'T'HH:mm:ssXXX");
  const utcWall = (date: string, time: string) => formatInTimeZone(fromZonedTime(`${date}T${time}:00`, TZ), "UTC", "yyyy-MM-dd'T'HH:mm:ss");
  const expectNothingConfidential = () => {
    const sent = JSON.stringify(fake.writes().map((w) => w.body));
    for (const word of SECRET_WORDS) expect(sent).not.toContain(word);
    expect(sent).not.toMatch(/"description"|"body"/);
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    // Their licences carry both calendar add-ons; hscounselor's does not.
    await conn.db
      .update(users)
      .set({ timezone: TZ, googleCal: true, outlookCal: true })
      .where(inArray(users.username, ["counselor", "expiring", "renewer"]));
    [counselor] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    [other] = await conn.db.select().from(users).where(eq(users.username, "expiring"));
    [outsider] = await conn.db.select().from(users).where(eq(users.username, "renewer"));
    [{ id: jordanId }] = await conn.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.userId, counselor.id), eq(clients.name, "Jordan Lee")));
    const today = todayIn(TZ, new Date());
    day1 = addDaysIso(today, 7);
    day2 = addDaysIso(today, 9);
    fake = fakeCalendars();
    vi.stubGlobal("fetch", fake.fetch);
  });
  beforeEach(() => {
    tasks.splice(0);
    fake.clearFailures();
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await conn.close();
  });

  describe("Google Calendar", () => {
    let remotePd = "";
    let legacyId = "";

    it("without a connection the route sends the browser to Google's consent: offline access, the events scope, a signed state", async () => {
      const res = await get(googleRoute, "counselor", "/api/v1/calendar/importExportGoogle?category_id=9&next=%2Fapp%2Fcalendar");
      expect(res.status).toBe(303);
      const url = new URL(res.location);
      expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
      expect(url.searchParams.get("access_type")).toBe("offline");
      expect(url.searchParams.get("prompt")).toBe("consent");
      expect(url.searchParams.get("scope")).toContain("https://www.googleapis.com/auth/calendar.events");
      expect(url.searchParams.get("redirect_uri")).toBe("http://localhost/api/v1/calendar/importExportGoogle");
      googleState = url.searchParams.get("state") ?? "";
      expect(googleState).not.toBe("");
      expect(await connection(counselor, "google")).toBeUndefined();
    });

    it("back with a code: the refresh token is stored encrypted (the plaintext is not in the row), then the first sync runs both ways", async () => {
      remotePd = fake.addGoogle({ summary: "District PD", start: `${zoned(day1, "13:00")}`, end: `${zoned(day1, "14:30")}`, location: "Board room", description: "Bring laptop" });
      legacyId = fake.addGoogle({ summary: "Legacy import", start: zoned(day1, "08:00"), end: zoned(day1, "08:30") });
      fake.addGoogle({ summary: "Holiday", start: `${day2}T00:00:00Z`, end: `${addDaysIso(day2, 1)}T00:00:00Z`, allDay: true });
      // An event the earlier one-shot import brought in: the same event, not a new one.
      await conn.db
        .insert(events)
        .values({ userId: counselor.id, title: "Legacy import", date: day1, time: "08:00:00", durationMinutes: 30, categoryId: 9, source: "import", externalUid: `google:${legacyId}` });

      const res = await get(googleRoute, "counselor", `/api/v1/calendar/importExportGoogle?code=good-1&state=${encodeURIComponent(googleState)}`);
      expect(res.status).toBe(303);
      expect(res.location).toBe("http://localhost/app/calendar?calendarImport=google:1");

      const row = await connection(counselor, "google");
      expect(JSON.stringify(row)).not.toContain("SECRET");
      expect(JSON.stringify(row)).not.toContain("google-access-");
      expect(decryptSecret(row.refreshToken)).toMatch(/^google-refresh-SECRET-/);
      expect(row).toMatchObject({ accountEmail: "casey@google.example", categoryId: 9, lastError: null });
      expect(row.syncCursor).toMatch(/^sync-\d+$/);
      expect(row.lastSyncedAt).not.toBeNull();

      const [pd] = await eventsTitled(counselor, "District PD");
      expect(pd).toMatchObject({
        date: day1,
        time: "13:00:00",
        durationMinutes: 90,
        categoryId: 9,
        source: "import",
        location: "Board room",
        notes: "Bring laptop",
        externalUid: `google:${remotePd}`,
      });
      expect(await linkOf(pd.id, "google")).toMatchObject({ externalId: remotePd });
      expect(await eventsTitled(counselor, "Legacy import")).toHaveLength(1);
      expect(await eventsTitled(counselor, "Holiday")).toHaveLength(0);

      // The counselor's own events of the window went out too (the rest after the response).
      await drainAfter();
      const pushed = [...fake.google.keys()].filter((id) => id.startsWith("scuta"));
      expect(pushed.length).toBeGreaterThan(20);
      expect((await queueOf(counselor)).length).toBe(0);
      expectNothingConfidential();
      // An event with a student in it is pushed as its category name alone.
      const [checkIn] = await conn.db
        .select()
        .from(events)
        .where(and(eq(events.userId, counselor.id), eq(events.clientId, jordanId), like(events.title, "Individual counseling%")))
        .orderBy(desc(events.date))
        .limit(1);
      const link = await linkOf(checkIn.id, "google");
      const [cat] = await conn.db.select({ name: useOfTimeCategories.name }).from(useOfTimeCategories).where(eq(useOfTimeCategories.id, checkIn.categoryId!));
      expect(fake.google.get(link.externalId)?.summary).toBe(cat.name);
      // Imported events are not sent back.
      expect(fake.writes().some((w) => JSON.stringify(w.body).includes("District PD"))).toBe(false);
    });

    it("a SCUTA event created, changed and deleted is pushed with its time in the user's zone, never its notes or student", async () => {
      const before = fake.writes().length;
      const [ev] = await createEvent(
        conn.db,
        actor(counselor),
        { title: "Check-in with Jordan Lee", date: day2, time: "09:30", duration: 45, category_id: 3, client_id: jordanId, notes: "Talked about home" },
        new Date(),
      );
      expect((await queueOf(counselor)).map((q) => [q.eventId, q.op, q.provider])).toEqual([[ev.id, "upsert", "google"]]);
      expect(await drainAfter()).toBeGreaterThan(0);
      const remote = fake.google.get(pushId(counselor.id, ev.id))!;
      expect(remote.start).toEqual({ dateTime: zoned(day2, "09:30"), timeZone: TZ });
      expect(remote.end).toEqual({ dateTime: zoned(day2, "10:15"), timeZone: TZ });
      expect(remote.summary).not.toContain("Jordan");
      expect(remote.description).toBeUndefined();

      const [plain] = await createEvent(
        conn.db,
        actor(counselor),
        { title: "Staff meeting", date: day2, time: "15:00", duration: 60, category_id: 9, location: "Library", notes: "bring the agenda" },
        new Date(),
      );
      await drainAfter();
      expect(fake.google.get(pushId(counselor.id, plain.id))).toMatchObject({ summary: "Staff meeting", location: "Library" });

      await updateEvent(conn.db, actor(counselor), ev.id, { time: "11:00" }, "this", new Date());
      await drainAfter();
      const patch = fake
        .writes()
        .slice(before)
        .find((w) => w.method === "PATCH");
      expect(patch?.url).toBe(`https://www.googleapis.com/calendar/v3/calendars/primary/events/${pushId(counselor.id, ev.id)}`);
      expect(fake.google.get(pushId(counselor.id, ev.id))?.start).toEqual({ dateTime: zoned(day2, "11:00"), timeZone: TZ });
      expect((await linkOf(ev.id, "google")).remoteVersion).toBe(fake.google.get(pushId(counselor.id, ev.id))?.etag);

      await deleteEvent(conn.db, actor(counselor), ev.id, "this", new Date());
      expect((await queueOf(counselor)).map((q) => [q.op, q.externalId])).toEqual([["delete", pushId(counselor.id, ev.id)]]);
      await drainAfter();
      expect(fake.google.get(pushId(counselor.id, ev.id))?.status).toBe("cancelled");
      expect(await queueOf(counselor)).toEqual([]);
      expectNothingConfidential();
    });

    it("an event with a student is pushed as its category, in the user's language", async () => {
      await conn.db.update(users).set({ language: "it" }).where(eq(users.id, counselor.id));
      try {
        const [ev] = await createEvent(
          conn.db,
          actor(await reload(counselor)),
          { title: "Consult about Jordan Lee", date: day2, time: "13:00", duration: 30, category_id: 4, client_id: jordanId },
          new Date(),
        );
        await drainAfter();
        expect(fake.google.get(pushId(counselor.id, ev.id))?.summary).toBe("Consulenza");
        await deleteEvent(conn.db, actor(await reload(counselor)), ev.id, "this", new Date());
        await drainAfter();
        expect(await queueOf(counselor)).toEqual([]);
      } finally {
        await conn.db.update(users).set({ language: "en" }).where(eq(users.id, counselor.id));
      }
    });

    it("a failed push stays queued with its error and goes out at the next flush; a change refused 8 times stays visible", async () => {
      fake.fail(1, 503, (m, u) => m === "POST" && u.startsWith("https://www.googleapis.com/"));
      const [ev] = await createEvent(conn.db, actor(counselor), { title: "Retry me", date: day2, time: "13:00", duration: 30, category_id: 9 }, new Date());
      await drainAfter();
      expect((await queueOf(counselor)).map((q) => [q.attempts, q.lastError])).toEqual([[1, "provider_error"]]);
      expect((await connection(counselor, "google")).lastError).toBe("provider_error");
      expect((await syncStatuses(conn.db, counselor.id)).google).toMatchObject({ pending: 1, failed: 0 });

      await flushUserQueue(conn.db, counselor.id, { now: new Date(), fetchFn: fake.fetch });
      expect(await queueOf(counselor)).toEqual([]);
      expect(fake.google.get(pushId(counselor.id, ev.id))?.summary).toBe("Retry me");

      fake.fail(MAX_PUSH_ATTEMPTS + 2, 400, (m, u) => m === "PATCH" && u.endsWith(pushId(counselor.id, ev.id)));
      await updateEvent(conn.db, actor(counselor), ev.id, { title: "Refused" }, "this", new Date());
      for (let i = 0; i < MAX_PUSH_ATTEMPTS + 2; i++) await flushUserQueue(conn.db, counselor.id, { now: new Date(), fetchFn: fake.fetch });
      expect((await queueOf(counselor)).map((q) => [q.attempts, q.lastError])).toEqual([[MAX_PUSH_ATTEMPTS, "rejected"]]);
      expect((await syncStatuses(conn.db, counselor.id)).google).toMatchObject({ pending: 0, failed: 1, lastError: "rejected", needsReconnect: false });
      await conn.db.delete(calendarSyncQueue).where(eq(calendarSyncQueue.userId, counselor.id));
      fake.clearFailures();
    });

    it("a pull creates, updates and deletes linked events, reading only the changes through the stored cursor", async () => {
      const cursor = (await connection(counselor, "google")).syncCursor;
      const mark = fake.calls.length;
      const id = fake.addGoogle({ summary: "IEP meeting", start: zoned(day1, "10:00"), end: zoned(day1, "11:00") });
      expect(await syncNow(conn.db, actor(counselor), "google", { now: new Date(), fetchFn: fake.fetch })).toMatchObject({ created: 1, updated: 0, deleted: 0 });
      const list = fake.calls.slice(mark).find((c) => c.method === "GET" && c.url.includes("/events?"));
      expect(new URL(list!.url).searchParams.get("syncToken")).toBe(cursor);
      expect(new URL(list!.url).searchParams.get("timeMin")).toBeNull();
      const [iep] = await eventsTitled(counselor, "IEP meeting");
      expect(iep).toMatchObject({ time: "10:00:00", durationMinutes: 60, categoryId: 9 });

      fake.changeGoogle(id, { summary: "IEP review", start: zoned(day1, "10:30"), end: zoned(day1, "11:15") });
      // A SCUTA event moved in Google: the new time comes in, SCUTA's own title and notes stay.
      const [staff] = await eventsTitled(counselor, "Staff meeting");
      const staffRemote = (await linkOf(staff.id, "google")).externalId;
      fake.changeGoogle(staffRemote, { summary: "Renamed in Google", start: zoned(day2, "16:00"), end: zoned(day2, "17:30") });
      expect(await syncNow(conn.db, actor(counselor), "google", { now: new Date(), fetchFn: fake.fetch })).toMatchObject({ created: 0, updated: 2, deleted: 0 });
      expect((await conn.db.select().from(events).where(eq(events.id, iep.id)))[0]).toMatchObject({ title: "IEP review", time: "10:30:00", durationMinutes: 45 });
      expect((await conn.db.select().from(events).where(eq(events.id, staff.id)))[0]).toMatchObject({ title: "Staff meeting", notes: "bring the agenda", time: "16:00:00", durationMinutes: 90 });

      fake.deleteGoogle(id);
      expect(await syncNow(conn.db, actor(counselor), "google", { now: new Date(), fetchFn: fake.fetch })).toMatchObject({ created: 0, updated: 0, deleted: 1 });
      expect(await conn.db.select().from(events).where(eq(events.id, iep.id))).toEqual([]);
      // Our own writes come back as echoes and change nothing.
      expect(await syncNow(conn.db, actor(counselor), "google", { now: new Date(), fetchFn: fake.fetch })).toMatchObject({ created: 0, updated: 0, deleted: 0, pushed: 0 });
    });

    it("a Google event with a line break and a control character in its summary is pulled with its title cleaned, not skipped", async () => {
      const id = fake.addGoogle({
        summary: "Parent\nconference\u0007room 2",
        start: zoned(day2, "07:00"),
        end: zoned(day2, "07:30"),
        location: "Main office\nDoor B",
        description: "Line one\nline two\u0000",
      });
      expect(await syncNow(conn.db, actor(counselor), "google", { now: new Date(), fetchFn: fake.fetch })).toMatchObject({ created: 1 });
      const [row] = await conn.db
        .select()
        .from(events)
        .where(and(eq(events.userId, counselor.id), eq(events.externalUid, `google:${id}`)));
      expect(row).toMatchObject({ title: "Parent conference room 2", location: "Main office\nDoor B", notes: "Line one\nline two", time: "07:00:00", durationMinutes: 30 });
      // A change in Google that puts a line break in the title updates the event, cleaned the same way.
      fake.changeGoogle(id, { summary: "Parent\r\nconference (moved)" });
      expect(await syncNow(conn.db, actor(counselor), "google", { now: new Date(), fetchFn: fake.fetch })).toMatchObject({ updated: 1 });
      expect((await conn.db.select().from(events).where(eq(events.id, row.id)))[0].title).toBe("Parent conference (moved)");
      fake.deleteGoogle(id);
      expect(await syncNow(conn.db, actor(counselor), "google", { now: new Date(), fetchFn: fake.fetch })).toMatchObject({ deleted: 1 });
    });

    it("an expired sync token (410 Gone) starts a full sync, which doubles nothing", async () => {
      const [{ n: before }] = await conn.db.select({ n: count() }).from(events).where(eq(events.userId, counselor.id));
      fake.expireSyncTokens();
      const mark = fake.calls.length;
      await syncNow(conn.db, actor(counselor), "google", { now: new Date(), fetchFn: fake.fetch });
      const lists = fake.calls.slice(mark).filter((c) => c.method === "GET" && c.url.includes("/events?"));
      expect(new URL(lists[0].url).searchParams.get("syncToken")).not.toBeNull();
      expect(new URL(lists[1].url).searchParams.get("timeMin")).not.toBeNull();
      const [{ n: after }] = await conn.db.select({ n: count() }).from(events).where(eq(events.userId, counselor.id));
      expect(after).toBe(before);
      expect((await connection(counselor, "google")).syncCursor).toMatch(/^sync-/);
    });

    it("a refused refresh token marks the connection, the route asks for consent again, and reconnecting carries on", async () => {
      fake.revokeAll("google");
      await conn.db
        .update(calendarConnections)
        .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(calendarConnections.userId, counselor.id));
      const res = await get(googleRoute, "counselor", "/api/v1/calendar/importExportGoogle?next=%2Fapp%2Fcalendar");
      expect(new URL(res.location).origin).toBe("https://accounts.google.com");
      const row = await connection(counselor, "google");
      expect(row).toMatchObject({ refreshToken: "", accessToken: null, lastError: "reauth_required" });
      expect((await syncStatuses(conn.db, counselor.id)).google).toMatchObject({ needsReconnect: true, lastError: "reauth_required" });
      await expect(syncNow(conn.db, actor(counselor), "google", { now: new Date(), fetchFn: fake.fetch })).rejects.toMatchObject({ code: "reauth_required", status: 409 });
      const refusal = fake.calls.filter((c) => c.url.includes("oauth2.googleapis.com/token")).at(-1);
      expect(refusal).toBeDefined();

      const [{ n: before }] = await conn.db.select({ n: count() }).from(events).where(eq(events.userId, counselor.id));
      const state = new URL(res.location).searchParams.get("state") ?? "";
      const back = await get(googleRoute, "counselor", `/api/v1/calendar/importExportGoogle?code=good-2&state=${encodeURIComponent(state)}`);
      expect(back.location).toBe("http://localhost/app/calendar?calendarImport=google:0");
      expect((await connection(counselor, "google")).lastError).toBeNull();
      const [{ n: after }] = await conn.db.select({ n: count() }).from(events).where(eq(events.userId, counselor.id));
      expect(after).toBe(before);
    });

    it("with a connection the route syncs at once, without the consent round trip (a refused access token is refreshed)", async () => {
      fake.oauth.google.access.clear();
      const res = await get(googleRoute, "counselor", "/api/v1/calendar/importExportGoogle?next=%2Fapp%2Fcalendar%3Fview%3Dweek");
      expect(res.location).toBe("http://localhost/app/calendar?view=week&calendarImport=google:0");
      expect((await connection(counselor, "google")).lastError).toBeNull();
    });
  });

  describe("Outlook (Microsoft Graph)", () => {
    it("connects with offline access and Calendars.ReadWrite, pulls through calendarView/delta and pushes in UTC", async () => {
      const remote = fake.addGraph({ subject: "Parent night", start: utcWall(day1, "18:00"), end: utcWall(day1, "19:30"), location: "Gym", bodyPreview: "Setup at 5" });
      const res = await get(outlookRoute, "expiring", "/api/v1/calendar/importExportOutlook?category_id=9");
      const url = new URL(res.location);
      expect(url.origin + url.pathname).toBe("https://login.microsoftonline.com/common/oauth2/v2.0/authorize");
      expect(url.searchParams.get("scope")).toContain("offline_access");
      expect(url.searchParams.get("scope")).toContain("Calendars.ReadWrite");
      expect(url.searchParams.get("response_mode")).toBe("query");
      const back = await get(outlookRoute, "expiring", `/api/v1/calendar/importExportOutlook?code=good-o&state=${encodeURIComponent(url.searchParams.get("state") ?? "")}`);
      expect(back.location).toBe("http://localhost/app/calendar?calendarImport=outlook:1");
      await drainAfter();

      const row = await connection(other, "outlook");
      expect(JSON.stringify(row)).not.toContain("SECRET");
      expect(row.syncCursor).toContain("|https://graph.microsoft.com/v1.0/me/calendarView/delta?$deltatoken=");
      const first = fake.calls.find((c) => c.url.includes("/calendarView/delta?startDateTime="));
      expect(first).toBeDefined();
      expect((await eventsTitled(other, "Parent night"))[0]).toMatchObject({
        date: day1,
        time: "18:00:00",
        durationMinutes: 90,
        location: "Gym",
        notes: "Setup at 5",
        externalUid: `outlook:${remote}`,
      });

      const [ev] = await createEvent(conn.db, actor(await reload(other)), { title: "College fair", date: day2, time: "08:15", duration: 120, category_id: 9 }, new Date());
      await drainAfter();
      const post = fake
        .writes()
        .filter((w) => w.method === "POST" && w.url === "https://graph.microsoft.com/v1.0/me/events")
        .at(-1);
      expect(post?.body).toEqual({
        subject: "College fair",
        location: { displayName: "" },
        start: { dateTime: utcWall(day2, "08:15"), timeZone: "UTC" },
        end: { dateTime: utcWall(day2, "10:15"), timeZone: "UTC" },
        transactionId: pushId(other.id, ev.id),
      });
      expect(await linkOf(ev.id, "outlook")).toBeDefined();
    });

    it("the second pull follows the stored deltaLink; changes and deletions come in; an expired link (410) resyncs without doubling", async () => {
      const cursor = (await connection(other, "outlook")).syncCursor ?? "";
      const [parent] = await eventsTitled(other, "Parent night");
      const remoteId = (await linkOf(parent.id, "outlook")).externalId;
      fake.changeGraph(remoteId, { subject: "Parent evening", start: utcWall(day1, "18:30") });
      const mark = fake.calls.length;
      expect(await syncNow(conn.db, actor(other), "outlook", { now: new Date(), fetchFn: fake.fetch })).toMatchObject({ updated: 1, created: 0 });
      expect(fake.calls.slice(mark).find((c) => c.url.includes("calendarView/delta"))?.url).toBe(cursor.slice(cursor.indexOf("|") + 1));
      expect((await conn.db.select().from(events).where(eq(events.id, parent.id)))[0]).toMatchObject({ title: "Parent evening", time: "18:30:00", durationMinutes: 60 });

      fake.deleteGraph(remoteId);
      expect(await syncNow(conn.db, actor(other), "outlook", { now: new Date(), fetchFn: fake.fetch })).toMatchObject({ deleted: 1, created: 0 });
      expect(await conn.db.select().from(events).where(eq(events.id, parent.id))).toEqual([]);

      const [{ n: before }] = await conn.db.select({ n: count() }).from(events).where(eq(events.userId, other.id));
      fake.expireDeltaLinks();
      const again = fake.calls.length;
      expect(await syncNow(conn.db, actor(other), "outlook", { now: new Date(), fetchFn: fake.fetch })).toMatchObject({ created: 0, deleted: 0 });
      const rounds = fake.calls.slice(again).filter((c) => c.url.includes("calendarView/delta?"));
      expect(rounds[0].url).toContain("$deltatoken=");
      expect(rounds[1].url).toContain("startDateTime=");
      const [{ n: after }] = await conn.db.select({ n: count() }).from(events).where(eq(events.userId, other.id));
      expect(after).toBe(before);
      expect(await eventsTitled(other, "College fair")).toHaveLength(1);
    });

    it("an Outlook event with a line break and a control character in its subject is pulled with its subject cleaned, not skipped", async () => {
      const id = fake.addGraph({ subject: "Career\nday\u001bprep", start: utcWall(day2, "07:00"), end: utcWall(day2, "07:45"), bodyPreview: "Agenda:\n- booths\u0000" });
      expect(await syncNow(conn.db, actor(other), "outlook", { now: new Date(), fetchFn: fake.fetch })).toMatchObject({ created: 1 });
      const [row] = await conn.db
        .select()
        .from(events)
        .where(and(eq(events.userId, other.id), eq(events.externalUid, `outlook:${id}`)));
      expect(row).toMatchObject({ title: "Career day prep", notes: "Agenda:\n- booths", time: "07:00:00", durationMinutes: 45 });
    });
  });

  describe("boundaries", () => {
    it("a user without a connection enqueues nothing and schedules nothing", async () => {
      await createEvent(conn.db, actor(outsider), { title: "Solo", date: day1, time: "09:00", duration: 30, category_id: 9 }, new Date());
      expect(await queueOf(outsider)).toEqual([]);
      expect(tasks).toHaveLength(0);
      expect(await syncStatuses(conn.db, outsider.id)).toEqual({ google: null, outlook: null });
    });

    it("without the add-on ('add-ons (calendar sync, …) are bought with a license') nothing is connected, synced or pushed", async () => {
      const [noAddon] = await conn.db.select().from(users).where(eq(users.username, "hscounselor"));
      expect(noAddon.googleCal).toBe(false);
      const before = fake.calls.length;
      const res = await get(googleRoute, "hscounselor", "/api/v1/calendar/importExportGoogle?category_id=9&next=%2Fapp%2Fcalendar");
      expect(res.status).toBe(303);
      expect(new URL(res.location, "http://localhost").pathname + new URL(res.location, "http://localhost").search).toBe("/app/calendar?calendarImport=google:addon");
      await expect(syncNow(conn.db, actor(noAddon), "google", { now: new Date(), fetchFn: fake.fetch })).rejects.toMatchObject({ code: "addon_required", status: 402 });
      await conn.db.update(users).set({ updateGoogleOnLogin: true }).where(eq(users.id, noAddon.id));
      expect(await syncOnLogin(conn.db, (await conn.db.select().from(users).where(eq(users.id, noAddon.id)))[0], "/app/dashboard", fake.fetch)).toBeNull();
      expect(fake.calls.length).toBe(before);
      expect(await connection(noAddon, "google")).toBeUndefined();
    });

    it("another user cannot finish, sync or disconnect someone else's connection", async () => {
      // A consent answer signed for the counselor, replayed by someone else.
      const theirs = signSyncState({ userId: counselor.id, categoryId: 9, next: "/app/calendar" }, new Date());
      const stolen = await getAsOutsider(`/api/v1/calendar/importExportGoogle?code=good-x&state=${encodeURIComponent(theirs)}`);
      expect(stolen.status).toBe(403);
      await expect(syncNow(conn.db, actor(outsider), "google", { now: new Date(), fetchFn: fake.fetch })).rejects.toMatchObject({ code: "not_connected", status: 409 });
      const res = await googleDelete(new NextRequest("http://localhost/api/v1/calendar/importExportGoogle", { method: "DELETE", headers: { authorization: `Bearer ${await tokenOf("renewer")}` } }), {
        params: Promise.resolve({}),
      });
      expect(await res.json()).toEqual({ status_code: 200, data: { disconnected: false } });
      expect(await connection(counselor, "google")).toBeDefined();
      expect(await connection(outsider, "google")).toBeUndefined();
    });

    it("on login a connected provider syncs on the server after the answer; one not connected goes through consent", async () => {
      await conn.db.update(users).set({ updateGoogleOnLogin: true, updateOutlookOnLogin: true }).where(eq(users.id, counselor.id));
      const user = await reload(counselor);
      const before = (await connection(counselor, "google")).lastSyncedAt!;
      const next = await syncOnLogin(conn.db, user, "/app/dashboard", fake.fetch);
      expect(next).toBe("/api/v1/calendar/importExportOutlook?next=%2Fapp%2Fdashboard");
      expect(tasks).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 5));
      await drainAfter();
      expect((await connection(counselor, "google")).lastSyncedAt!.getTime()).toBeGreaterThan(before.getTime());
      expect(await syncOnLogin(conn.db, await reload(outsider), "/app/dashboard", fake.fetch)).toBeNull();
    });

    it("disconnect removes the connection, its links and waiting changes, revokes the token at Google and keeps the events", async () => {
      const [{ n: before }] = await conn.db.select({ n: count() }).from(events).where(eq(events.userId, counselor.id));
      const refresh = decryptSecret((await connection(counselor, "google")).refreshToken);
      const res = await googleDelete(new NextRequest("http://localhost/api/v1/calendar/importExportGoogle", { method: "DELETE", headers: { authorization: `Bearer ${await tokenOf("counselor")}` } }), {
        params: Promise.resolve({}),
      });
      expect(await res.json()).toEqual({ status_code: 200, data: { disconnected: true } });
      expect(await connection(counselor, "google")).toBeUndefined();
      expect(
        await conn.db
          .select()
          .from(eventSyncLinks)
          .where(and(eq(eventSyncLinks.userId, counselor.id), eq(eventSyncLinks.provider, "google"))),
      ).toEqual([]);
      expect(fake.oauth.google.revoked).toContain(refresh);
      const [{ n: after }] = await conn.db.select({ n: count() }).from(events).where(eq(events.userId, counselor.id));
      expect(after).toBe(before);
      // Nothing is queued for a provider the user left.
      await createEvent(conn.db, actor(counselor), { title: "After disconnect", date: day1, time: "07:30", duration: 30, category_id: 9 }, new Date());
      expect(await queueOf(counselor)).toEqual([]);
    });
  });

  async function getAsOutsider(path: string) {
    return get(googleRoute, "renewer", path);
  }
});
