import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import ICAL from "ical.js";
import type { TConnection } from "@/db/client";
import { calendarFeeds, events, users, type TUserRow } from "@/db/schema";
import { GET as feedRoute } from "@/app/home/calendarFeed/[token]/route";
import { POST as importRoute } from "@/app/api/v1/calendar/import/route";
import { DELETE as googleDisconnect, GET as googleRoute } from "@/app/api/v1/calendar/importExportGoogle/route";
import { DELETE as outlookDisconnect, GET as outlookRoute } from "@/app/api/v1/calendar/importExportOutlook/route";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import type { TActor } from "@/lib/auth/current-user";
import { currentFeedToken, feedUrl, getFeedUrl, hashFeedToken, issueFeed, revokeFeed } from "@/lib/calendar/feed";
import { commitImport, previewImport, type TImportPreview } from "@/lib/calendar/ics-import";
import { importOnLogin, syncProviders } from "@/lib/calendar/sync";
import { todayIn, addDaysIso } from "@/lib/users/rules";
import type { TApiHandler } from "@/lib/http/with-api";
import { call } from "../support/api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// Calendar feeds: the private, revocable .ics subscription of a user's own events, the
// .ics import with preview and duplicate detection (a malformed file imports nothing), and the
// Google/Outlook two-way sync cleanly absent without OAuth keys (with keys: calendar-sync.test.ts).

type TRes = { status: number; headers: Headers; text: string };

async function raw(handler: TApiHandler, req: NextRequest, params: Record<string, string> = {}): Promise<TRes> {
  const res = await handler(req, { params: Promise.resolve(params) });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const getFeed = (token: string) => raw(feedRoute, new NextRequest(`http://localhost/home/calendarFeed/${token}.ics`), { token: `${token}.ics` });

const cal = (...events: string[][]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...events.flat(), "END:VCALENDAR"].join("\r\n");
const vevent = (uid: string, title: string, date: string, time: string, minutes = 45, extra: string[] = []) => [
  "BEGIN:VEVENT",
  `UID:${uid}`,
  `SUMMARY:${title}`,
  // Floating: read in the importing user's zone.
  `DTSTART:${date.replaceAll("-", "")}T${time.replace(":", "")}00`,
  `DURATION:PT${minutes}M`,
  ...extra,
  "END:VEVENT",
];

describe.each(DRIVERS)("calendar feed and import (%s)", (driver) => {
  let conn: TConnection;
  let counselor: TUserRow;
  let other: TUserRow;
  const actor = (user: TUserRow): TActor => ({ user, sessionId: "test", via: "bearer" });
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => (tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string);

  const postIcs = async (username: string | null, text: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.set("file", new File([text], "calendar.ics", { type: "text/calendar" }));
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const headers = new Headers();
    if (username) headers.set("authorization", `Bearer ${await tokenOf(username)}`);
    const res = await importRoute(new NextRequest("http://localhost/api/v1/calendar/import", { method: "POST", body: form, headers }), { params: Promise.resolve({}) });
    return { status: res.status, json: (await res.json()) as { data?: unknown; error?: { code: string; message: string; field?: string }[] } };
  };
  const importedCount = async (userId: number) =>
    (
      await conn.db
        .select({ n: count() })
        .from(events)
        .where(and(eq(events.userId, userId), eq(events.source, "import")))
    )[0].n;

  // Days a week and two weeks ahead, in the counselor's zone.
  let day1 = "";
  let day2 = "";

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    [counselor] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    [other] = await conn.db.select().from(users).where(eq(users.username, "expiring"));
    const today = todayIn(counselor.timezone, new Date());
    day1 = addDaysIso(today, 7);
    day2 = addDaysIso(today, 14);
  });
  afterAll(async () => conn.close());

  describe("the subscription feed", () => {
    it("GET /home/calendarFeed/{token}.ics answers text/calendar with the user's own events", async () => {
      const { token } = await issueFeed(conn.db, actor(counselor), new Date());
      const res = await getFeed(token);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      const vevents = new ICAL.Component(ICAL.parse(res.text)).getAllSubcomponents("vevent");
      const [{ n }] = await conn.db.select({ n: count() }).from(events).where(eq(events.userId, counselor.id));
      expect(n).toBeGreaterThan(0);
      expect(vevents.length).toBe(n);
      expect(res.text).toContain("Individual counseling");
    });

    it("only the SHA-256 of the token is stored, and the owner's page shows the same URL again", async () => {
      const { token } = await issueFeed(conn.db, actor(counselor), new Date());
      const [row] = await conn.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, counselor.id));
      expect(row.tokenHash).toBe(hashFeedToken(token));
      expect(row.tokenHash).not.toContain(token);
      expect(await currentFeedToken(conn.db, counselor.id)).toBe(token);
      expect(await getFeedUrl(conn.db, actor(counselor), "https://app.test")).toBe(feedUrl("https://app.test", token));
      expect(feedUrl("https://app.test/", token)).toBe(`https://app.test/home/calendarFeed/${token}.ics`);
    });

    it("counselor-cannot-read-other-counselors-events: a feed holds its owner's events only", async () => {
      const { token } = await issueFeed(conn.db, actor(other), new Date());
      const res = await getFeed(token);
      const theirs = await conn.db.select({ id: events.id }).from(events).where(eq(events.userId, other.id));
      const uids = new ICAL.Component(ICAL.parse(res.text)).getAllSubcomponents("vevent").map((c) => c.getFirstPropertyValue("uid"));
      expect(uids.sort()).toEqual(theirs.map((e) => `scuta-event-${e.id}@scuta.app`).sort());
      const mine = await getFeed((await issueFeed(conn.db, actor(counselor), new Date())).token);
      const mineUids = new ICAL.Component(ICAL.parse(mine.text)).getAllSubcomponents("vevent").map((c) => c.getFirstPropertyValue("uid"));
      expect(mineUids.filter((u) => uids.includes(u))).toEqual([]);
    });

    it("with hideConfidential on, events show their category only: no student names or notes", async () => {
      const { token } = await issueFeed(conn.db, actor(counselor), new Date());
      await conn.db.update(users).set({ hideConfidential: true }).where(eq(users.id, counselor.id));
      try {
        const res = await getFeed(token);
        expect(res.text).not.toMatch(/Jordan Lee|Avery Kim|Individual counseling|DESCRIPTION:/);
        const titles = new ICAL.Component(ICAL.parse(res.text)).getAllSubcomponents("vevent").map((c) => c.getFirstPropertyValue("summary"));
        expect(titles).toContain("Counseling");
      } finally {
        await conn.db.update(users).set({ hideConfidential: false }).where(eq(users.id, counselor.id));
      }
    });

    it("regenerating makes the old URL answer 404; revoking makes the URL answer 404", async () => {
      const first = await issueFeed(conn.db, actor(counselor), new Date(Date.now() - 5000));
      const second = await issueFeed(conn.db, actor(counselor), new Date());
      expect(second.token).not.toBe(first.token);
      expect((await getFeed(first.token)).status).toBe(404);
      expect((await getFeed(second.token)).status).toBe(200);
      expect(await revokeFeed(conn.db, actor(counselor))).toEqual({ revoked: true });
      expect((await getFeed(second.token)).status).toBe(404);
      expect(await currentFeedToken(conn.db, counselor.id)).toBeNull();
    });

    it.each(["nope", "a".repeat(43), "../../etc/passwd"])("an unknown token %j answers 404 with the error envelope", async (token) => {
      const res = await getFeed(token);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.text)).toMatchObject({ status_code: 404, error: [{ code: "not_found" }] });
    });
  });

  describe("POST /api/v1/calendar/import", () => {
    const file = () =>
      cal(
        vevent("imp-1", "District PD day session", day1, "13:00", 60),
        vevent("imp-2", "Lunch meeting", day2, "12:00", 30),
        vevent("imp-allday", "Holiday", day1, "00:00", 45).map((l) => (l.startsWith("DTSTART") ? `DTSTART;VALUE=DATE:${day1.replaceAll("-", "")}` : l)),
      );

    it("the preview lists the events with duplicate false and the all-day one skipped; it writes nothing", async () => {
      const before = await importedCount(counselor.id);
      const res = await postIcs("counselor", file());
      expect(res.status).toBe(200);
      const data = res.json.data as TImportPreview;
      expect(data.events).toEqual([
        { uid: "imp-1", title: "District PD day session", date: day1, time: "13:00", duration: 60, duplicate: false },
        { uid: "imp-2", title: "Lunch meeting", date: day2, time: "12:00", duration: 30, duplicate: false },
      ]);
      expect(data.errors).toEqual([expect.objectContaining({ uid: "imp-allday", code: "all_day" })]);
      expect(await importedCount(counselor.id)).toBe(before);
    });

    it("commit imports the chosen events in the chosen category with source 'import' and their UID", async () => {
      const res = await postIcs("counselor", file(), { mode: "commit", category_id: "9", uids: JSON.stringify(["imp-1"]) });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data).toEqual({ imported: 1, skipped: 0 });
      const [row] = await conn.db
        .select()
        .from(events)
        .where(and(eq(events.userId, counselor.id), eq(events.externalUid, "imp-1")));
      expect(row).toMatchObject({ title: "District PD day session", date: day1, time: "13:00:00", durationMinutes: 60, categoryId: 9, source: "import", status: "planned" });
    });

    it("a second preview marks the imported event (same UID) and a same date+time+title event as duplicates", async () => {
      await conn.db.insert(events).values({ userId: counselor.id, title: "Lunch meeting", date: day2, time: "12:00:00", durationMinutes: 30, categoryId: 3 });
      const res = await postIcs("counselor", file());
      const data = res.json.data as TImportPreview;
      expect(data.events.map((e) => [e.uid, e.duplicate])).toEqual([
        ["imp-1", true],
        ["imp-2", true],
      ]);
      const again = await postIcs("counselor", file(), { mode: "commit", category_id: "9" });
      expect(again.json.data).toEqual({ imported: 0, skipped: 2 });
    });

    it("a duplicate of another counselor's event is not a duplicate for this one", async () => {
      const ics = cal(vevent("imp-1", "District PD day session", day1, "13:00", 60));
      const preview = await previewImport(conn.db, actor(other), ics, new Date());
      expect(preview.events.map((e) => e.duplicate)).toEqual([false]);
    });

    it("a malformed file answers 422 ics_malformed with the line at fault and imports nothing", async () => {
      const before = await importedCount(counselor.id);
      const bad = cal(vevent("ok-1", "Fine", day1, "09:00"), ["BEGIN:VEVENT", "UID:bad", "SUMMARY:Broken", "DTSTART:tomorrow", "DURATION:PT30M", "END:VEVENT"]);
      for (const mode of ["preview", "commit"]) {
        const res = await postIcs("counselor", bad, { mode, category_id: "9" });
        expect(res.status).toBe(422);
        expect(res.json.error?.[0]).toMatchObject({ code: "ics_malformed", field: "file" });
        expect(res.json.error?.[0].message).toMatch(/^Line 13: DTSTART/);
      }
      expect(await importedCount(counselor.id)).toBe(before);
    });

    it("a SUMMARY with an escaped line break and a control character imports with the title cleaned, not 422 for the whole file", async () => {
      // "\\n" is the file's escaped newline (RFC 5545 3.3.11); U+0007 is a raw control character.
      const ics = cal(
        vevent("ctl-1", "Parent\\nconference\u0007room 2", day2, "07:00", 30, ["LOCATION:Main office\\nDoor B", "DESCRIPTION:First line\\nsecond line\u0000"]),
        vevent("ctl-2", "Plain title", day2, "07:30", 30),
      );
      const preview = await postIcs("counselor", ics);
      expect(preview.status, JSON.stringify(preview.json)).toBe(200);
      expect((preview.json.data as TImportPreview).events.map((e) => [e.uid, e.title])).toEqual([
        ["ctl-1", "Parent conference room 2"],
        ["ctl-2", "Plain title"],
      ]);
      const res = await postIcs("counselor", ics, { mode: "commit", category_id: "9" });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data).toEqual({ imported: 2, skipped: 0 });
      const [row] = await conn.db
        .select()
        .from(events)
        .where(and(eq(events.userId, counselor.id), eq(events.externalUid, "ctl-1")));
      expect(row).toMatchObject({ title: "Parent conference room 2", location: "Main office\nDoor B", notes: "First line\nsecond line", time: "07:00:00" });
    });

    it("a broken multipart body answers 400 invalid_body, not 500, and imports nothing", async () => {
      const before = await importedCount(counselor.id);
      const headers = new Headers({ authorization: `Bearer ${await tokenOf("counselor")}`, "content-type": "multipart/form-data; boundary=XYZ" });
      const req = new NextRequest("http://localhost/api/v1/calendar/import?mode=commit&category_id=9", {
        method: "POST",
        body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.ics"\r\n\r\nBEGIN:VCAL',
        headers,
      });
      const res = await importRoute(req, { params: Promise.resolve({}) });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ status_code: 400, error: [{ code: "invalid_body" }] });
      expect(await importedCount(counselor.id)).toBe(before);
    });

    it("a text/calendar body works too, with the fields in the query", async () => {
      const headers = new Headers({ authorization: `Bearer ${await tokenOf("counselor")}`, "content-type": "text/calendar" });
      const req = new NextRequest("http://localhost/api/v1/calendar/import?mode=preview", { method: "POST", body: cal(vevent("txt-1", "Body file", day1, "08:00")), headers });
      const res = await importRoute(req, { params: Promise.resolve({}) });
      expect(res.status).toBe(200);
      expect(((await res.json()).data as TImportPreview).events.map((e) => e.uid)).toEqual(["txt-1"]);
    });

    it.each([
      [{ mode: "commit" }, 422, "invalid_category_id"],
      [{ mode: "commit", category_id: "101" }, 422, "unknown_category"],
      [{ mode: "commit", category_id: "9", uids: JSON.stringify(["not-in-file"]) }, 422, "nothing_to_import"],
    ])("bad input %j answers %i %s and writes nothing", async (fields, status, code) => {
      const before = await importedCount(counselor.id);
      const res = await postIcs("counselor", cal(vevent("bad-in", "Fine", day1, "10:00")), fields);
      expect(res.status).toBe(status);
      expect(res.json.error?.map((e) => e.code)).toContain(code);
      expect(await importedCount(counselor.id)).toBe(before);
    });

    it("no file answers 422 ics_missing; no session answers 401", async () => {
      const form = new FormData();
      form.set("mode", "preview");
      const headers = new Headers({ authorization: `Bearer ${await tokenOf("counselor")}` });
      const res = await importRoute(new NextRequest("http://localhost/api/v1/calendar/import", { method: "POST", body: form, headers }), { params: Promise.resolve({}) });
      expect(res.status).toBe(422);
      expect((await res.json()).error[0].code).toBe("ics_missing");
      expect((await postIcs(null, cal(vevent("x", "y", day1, "10:00")))).status).toBe(401);
    });

    it("a recurring event is imported as one event per occurrence, all in one transaction", async () => {
      const before = await importedCount(other.id);
      const ics = cal(vevent("weekly-group", "Weekly group", day1, "09:00", 40, ["RRULE:FREQ=WEEKLY;COUNT=4"]));
      const r = await commitImport(conn.db, actor(other), ics, { category_id: 3 }, new Date());
      expect(r).toEqual({ imported: 4, skipped: 0 });
      expect(await importedCount(other.id)).toBe(before + 4);
      const rows = await conn.db
        .select()
        .from(events)
        .where(and(eq(events.userId, other.id), eq(events.title, "Weekly group")));
      expect(rows.map((e) => e.date).sort()).toEqual([0, 7, 14, 21].map((d) => addDaysIso(day1, d)));
    });
  });

  describe("Google and Outlook without OAuth keys", () => {
    it("are not offered, and the on-login import is a no-op", () => {
      expect(syncProviders()).toEqual({ google: false, outlook: false });
      expect(importOnLogin({ updateGoogleOnLogin: true, updateOutlookOnLogin: true }, "/app/dashboard")).toBeNull();
    });

    it.each([
      ["importExportGoogle", googleRoute],
      ["importExportOutlook", outlookRoute],
    ])("GET /api/v1/calendar/%s answers 404", async (name, route) => {
      const res = await call(route, { path: `/api/v1/calendar/${name}?category_id=3`, token: await tokenOf("counselor") });
      expect(res.status).toBe(404);
    });

    it.each([
      ["importExportGoogle", googleDisconnect],
      ["importExportOutlook", outlookDisconnect],
    ])("DELETE /api/v1/calendar/%s (disconnect) answers 404", async (name, route) => {
      const res = await call(route, { method: "DELETE", path: `/api/v1/calendar/${name}`, token: await tokenOf("counselor") });
      expect(res.status).toBe(404);
    });
  });
});
