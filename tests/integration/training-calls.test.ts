import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { desc, eq } from "drizzle-orm";
import { liveTrainingClicks, monthlyPromotions, settings, users } from "@/db/schema";
import type { TConnection } from "@/db/client";
import type { TApiHandler } from "@/lib/http/with-api";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as serverTimeRoute } from "@/app/getServerTime/route";
import { GET as icsRoute } from "@/app/home/getAddTrainingToCalendarIcs/route";
import { GET as promotionRoute } from "@/app/home/monthlyPromotion/route";
import { POST as clickRoute } from "@/app/home/liveTrainingClick/route";
import { LIVE_TRAINING_CLICK_LIMIT } from "@/lib/training/record-live-training-click";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { parseIcs } from "./training-ics-parse";

// Monday 2026-11-23 09:00 Eastern (EST): the next session is Wednesday 2026-11-25 15:00 ET = 20:00Z.
const MONDAY_9AM_ET = new Date("2026-11-23T14:00:00Z");

/** Calls a handler and keeps the raw answer (text, .ics). */
async function raw(handler: TApiHandler, path: string, headers: Record<string, string> = {}) {
  const res = await handler(new NextRequest(new URL(path, "http://localhost"), { headers }), { params: Promise.resolve({}) });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe.each(DRIVERS)("training calls (%s)", (driver) => {
  let conn: TConnection;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(MONDAY_9AM_ET);
    conn = await sharedDemoDatabase(driver, MONDAY_9AM_ET);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await conn.close();
  });
  const at = (iso: string) => vi.setSystemTime(new Date(iso));

  describe("GET /getServerTime", () => {
    it("answers 'the text of the time until the start' as plain text", async () => {
      at("2026-11-23T14:00:00Z");
      const res = await raw(serverTimeRoute, "/getServerTime");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.text).toBe("2 days 6 hours 0 minutes");
    });

    it.each([
      ["Tuesday 12:56 ET", "2026-11-24T17:56:00Z", "1 day 2 hours 4 minutes"],
      ["Wednesday 14:44:10 ET", "2026-11-25T19:44:10Z", "15 minutes"],
      ["Wednesday 15:10 ET (started)", "2026-11-25T20:10:00Z", "0 minutes"],
    ])("%s → %s", async (_label, now, text) => {
      at(now);
      expect((await raw(serverTimeRoute, "/getServerTime")).text).toBe(text);
    });

    it("with format=json gives the server clock and the state the page corrects its clock with", async () => {
      at("2026-11-25T19:50:00Z");
      const res = await call(serverTimeRoute, { path: "/getServerTime?format=json" });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        serverTime: "2026-11-25T19:50:00.000Z",
        phase: "joinNow",
        nextSession: "2026-11-25T20:00:00.000Z",
        secondsUntilStart: 600,
        text: "10 minutes",
        bannerActive: true,
        topNavJoinNow: true,
      });
    });

    it("an unknown format is a 422, not a 500", async () => {
      const res = await call(serverTimeRoute, { path: "/getServerTime?format=xml" });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0].code).toBe("invalid_format");
    });
  });

  describe("GET /home/getAddTrainingToCalendarIcs", () => {
    it("is a real .ics file: text/calendar, an attachment, CRLF lines of at most 75 octets", async () => {
      at("2026-11-23T14:00:00Z");
      const res = await raw(icsRoute, "/home/getAddTrainingToCalendarIcs");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="scuta-live-training.ics"');
      expect(res.text.endsWith("\r\n")).toBe(true);
      expect(res.text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
      for (const line of res.text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    });

    it("holds one weekly event on Wednesdays at 15:00 America/New_York with the zone's VTIMEZONE", async () => {
      at("2026-11-23T14:00:00Z");
      const cal = parseIcs((await raw(icsRoute, "/home/getAddTrainingToCalendarIcs")).text);
      expect(cal.name).toBe("VCALENDAR");
      expect(cal.prop("VERSION")?.value).toBe("2.0");
      const tz = cal.child("VTIMEZONE");
      expect(tz.prop("TZID")?.value).toBe("America/New_York");
      expect(tz.child("DAYLIGHT").prop("RRULE")?.value).toBe("FREQ=YEARLY;BYMONTH=3;BYDAY=2SU");
      expect(tz.child("STANDARD").prop("RRULE")?.value).toBe("FREQ=YEARLY;BYMONTH=11;BYDAY=1SU");
      const event = cal.child("VEVENT");
      expect(event.prop("DTSTART")).toEqual({ params: { TZID: "America/New_York" }, value: "20261125T150000" });
      expect(event.prop("DTEND")).toEqual({ params: { TZID: "America/New_York" }, value: "20261125T160000" });
      expect(event.prop("RRULE")?.value).toBe("FREQ=WEEKLY;BYDAY=WE");
      expect(event.prop("UID")?.value).toBe("weekly-free-live-training@scuta.app");
      expect(event.prop("DTSTAMP")?.value).toBe("20261123T140000Z");
      expect(event.prop("SUMMARY")?.value).toBe("SCUTA free live training");
      expect(event.prop("URL")?.value).toBe("http://localhost/trainings");
      expect(event.child("VALARM").prop("TRIGGER")?.value).toBe("-PT15M");
    });

    it("after Wednesday's session the first occurrence is next Wednesday", async () => {
      at("2026-11-25T21:30:00Z");
      const event = parseIcs((await raw(icsRoute, "/home/getAddTrainingToCalendarIcs")).text).child("VEVENT");
      expect(event.prop("DTSTART")?.value).toBe("20261202T150000");
    });

    it("speaks the visitor's language (cookie, then Accept-Language) and escapes TEXT values", async () => {
      const de = parseIcs((await raw(icsRoute, "/home/getAddTrainingToCalendarIcs", { cookie: "NEXT_LOCALE=de" })).text).child("VEVENT");
      expect(de.prop("SUMMARY")?.value).toBe("Kostenlose SCUTA-Live-Schulung");
      const it_ = parseIcs((await raw(icsRoute, "/home/getAddTrainingToCalendarIcs", { "accept-language": "it-IT,it;q=0.9" })).text).child("VEVENT");
      expect(it_.prop("SUMMARY")?.value).toBe("Formazione gratuita dal vivo su SCUTA");
      // Commas in the description are escaped and the join link follows an escaped line break.
      expect(it_.prop("DESCRIPTION")?.raw).toMatch(/school counselor: registrazione delle attività\\, uso del tempo\\, .*\\nhttp:\/\/localhost\/trainings$/);
    });

    it("uses the join link configured in settings (live_training.joinUrl)", async () => {
      await conn.db.insert(settings).values({ key: "live_training", value: { joinUrl: "https://meet.example.org/scuta-live" } });
      try {
        const event = parseIcs((await raw(icsRoute, "/home/getAddTrainingToCalendarIcs")).text).child("VEVENT");
        expect(event.prop("URL")?.value).toBe("https://meet.example.org/scuta-live");
      } finally {
        await conn.db.delete(settings).where(eq(settings.key, "live_training"));
      }
    });
  });

  describe("GET /home/monthlyPromotion", () => {
    it("lists the promotions with title, message, licenseExpires and fancyboxList, the current month first", async () => {
      at("2026-11-23T14:00:00Z");
      const res = await call(promotionRoute, { path: "/home/monthlyPromotion?user_id=1&specialUser=&email=counselor%40example.org" });
      expect(res.status).toBe(200);
      const list = res.json.data as { month: number; title: string; message: string; licenseExpires: string; fancyboxList: unknown[] }[];
      expect(list.map((p) => p.month)).toEqual([11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(Object.keys(list[0]).sort()).toEqual(["fancyboxList", "licenseExpires", "message", "month", "title"]);
      expect(list[0]).toMatchObject({ title: "Try SCUTA for FREE", message: 'Click the "Try For FREE button" <br /> License expires in 30 days', licenseExpires: "30days", fancyboxList: [] });
      expect(list.find((p) => p.month === 5)?.licenseExpires).toBe("0731");
    });

    it("the current month is the Eastern one: 30 November 23:30 ET is still November", async () => {
      at("2026-12-01T04:30:00Z");
      const list = (await call(promotionRoute, { path: "/home/monthlyPromotion" })).json.data as { month: number }[];
      expect(list[0].month).toBe(11);
    });

    it("with getApiV1monthlyPromotion=1 answers {month, discount, prorated} for every month, January first", async () => {
      const res = await call(promotionRoute, { path: "/home/monthlyPromotion?getApiV1monthlyPromotion=1" });
      expect(res.status).toBe(200);
      const list = res.json.data as { month: number; discount: number; prorated: number }[];
      expect(list.map((p) => p.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(Object.keys(list[0]).sort()).toEqual(["discount", "month", "prorated"]);
      expect(list.find((p) => p.month === 11)).toEqual({ month: 11, discount: 0, prorated: 15 });
      expect(list.find((p) => p.month === 8)?.prorated).toBe(0);
    });

    it("a promotion switched off leaves the carousel list but keeps its discount", async () => {
      await conn.db.update(monthlyPromotions).set({ active: false }).where(eq(monthlyPromotions.month, 12));
      try {
        at("2026-11-23T14:00:00Z");
        const carousel = (await call(promotionRoute, { path: "/home/monthlyPromotion" })).json.data as { month: number }[];
        expect(carousel.map((p) => p.month)).not.toContain(12);
        expect(carousel.length).toBe(11);
        const discounts = (await call(promotionRoute, { path: "/home/monthlyPromotion?getApiV1monthlyPromotion=1" })).json.data as { month: number }[];
        expect(discounts.map((p) => p.month)).toContain(12);
      } finally {
        await conn.db.update(monthlyPromotions).set({ active: true }).where(eq(monthlyPromotions.month, 12));
      }
    });

    it.each([
      ["/home/monthlyPromotion?user_id=abc", "invalid_user_id"],
      ["/home/monthlyPromotion?user_id=-4", "invalid_user_id"],
      ["/home/monthlyPromotion?getApiV1monthlyPromotion=2", "invalid_getApiV1monthlyPromotion"],
    ])("bad input %s is a 422 (%s)", async (path, code) => {
      const res = await call(promotionRoute, { path });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0].code).toBe(code);
    });

    it("the empty values old clients send are accepted", async () => {
      const res = await call(promotionRoute, { path: "/home/monthlyPromotion?user_id=undefined&specialUser=null&email=" });
      expect(res.status).toBe(200);
    });
  });

  describe("POST /home/liveTrainingClick", () => {
    const lastClick = async () => (await conn.db.select().from(liveTrainingClicks).orderBy(desc(liveTrainingClicks.id)).limit(1))[0];

    it("records a visitor's click with its modalType and no user", async () => {
      at("2026-11-25T19:50:00Z");
      const res = await call(clickRoute, { body: { modalType: "home" }, headers: { "x-forwarded-for": "203.0.113.1" } });
      expect(res.status).toBe(200);
      const row = await lastClick();
      expect(row).toMatchObject({ modalType: "home", userId: null });
      expect(row.createdAt.toISOString()).toBe("2026-11-25T19:50:00.000Z");
    });

    it("records the signed-in user, never a user id taken from the body", async () => {
      const token = (await call(loginRoute, { body: { username: "counselor", password: "demo-pass-2026" } })).json.token as string;
      const [counselor] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
      const [admin] = await conn.db.select().from(users).where(eq(users.username, "admin"));
      await call(clickRoute, { token, body: { modalType: "topNav", user: { id: admin.id } }, headers: { "x-forwarded-for": "203.0.113.2" } });
      expect(await lastClick()).toMatchObject({ modalType: "topNav", userId: counselor.id });
      await call(clickRoute, { body: { modalType: "banner", user: admin.id }, headers: { "x-forwarded-for": "203.0.113.2" } });
      expect(await lastClick()).toMatchObject({ modalType: "banner", userId: null });
    });

    it.each([
      [{ modalType: "popup" }, "invalid_modalType"],
      [{}, "invalid_modalType"],
      [{ modalType: "home", user: [1, 2] }, "invalid_user"],
    ])("validates modalType and user: %j → 422 %s", async (body, code) => {
      const before = (await lastClick())?.id;
      const res = await call(clickRoute, { body, headers: { "x-forwarded-for": "203.0.113.3" } });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0].code).toBe(code);
      expect((await lastClick())?.id).toBe(before);
    });

    it("a body that is not JSON is a 400, not a 500", async () => {
      const res = await call(clickRoute, { body: "{modalType", headers: { "x-forwarded-for": "203.0.113.3" } });
      expect(res.status).toBe(400);
    });

    it(`a client address may record ${LIVE_TRAINING_CLICK_LIMIT.max} clicks in ${LIVE_TRAINING_CLICK_LIMIT.windowMinutes} minutes, then gets 429`, async () => {
      const headers = { "x-forwarded-for": "198.51.100.7" };
      for (let i = 0; i < LIVE_TRAINING_CLICK_LIMIT.max; i++) {
        expect((await call(clickRoute, { body: { modalType: "home" }, headers })).status).toBe(200);
      }
      const res = await call(clickRoute, { body: { modalType: "home" }, headers });
      expect(res.status).toBe(429);
      expect(res.json.error?.[0].code).toBe("too_many_requests");
      // Another address is not affected, and the window passes.
      expect((await call(clickRoute, { body: { modalType: "home" }, headers: { "x-forwarded-for": "198.51.100.8" } })).status).toBe(200);
      at(new Date(Date.now() + (LIVE_TRAINING_CLICK_LIMIT.windowMinutes + 1) * 60_000).toISOString());
      expect((await call(clickRoute, { body: { modalType: "home" }, headers })).status).toBe(200);
    });
  });
});
