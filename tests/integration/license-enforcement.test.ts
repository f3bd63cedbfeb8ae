import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { count, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { clients, events, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { POST as logoutRoute } from "@/app/api/v1/logout/route";
import { GET as calendarGet, POST as calendarPost } from "@/app/api/v1/calendar/route";
import { POST as clientPost } from "@/app/api/v1/client/route";
import { POST as tagsPost } from "@/app/api/v1/tags/route";
import { POST as daysClosedPost } from "@/app/api/v1/daysclosed/route";
import { PATCH as preferencesPatch } from "@/app/api/v1/user/preferences/route";
import { GET as importGoogle } from "@/app/api/v1/calendar/importExportGoogle/route";
import { loadAccountQuoteAction } from "@/lib/billing/account-actions";
import { createEventAction } from "@/lib/calendar/actions";
import { logContactAction } from "@/lib/logs/actions";
import { saveClientAction } from "@/lib/clients/actions";
import { setLanguageAction } from "@/lib/shell/actions";
import { RENEW_PATH, licenseRedirect } from "@/lib/auth/license";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// "An expired licence is enforced only on full page loads: an expired user reaches
// Logs and the calendar through the side nav, logs a contact (saved: the manager's dashboard shows
// it), then gets a blank page. Enforce the licence on every server action and API write ... and
// nothing is written." One rule (lib/auth/license.ts) read by withApi, runAction and guardArea.

// Server actions read the request through next/headers: the test says whose request it is (a bearer token).
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => undefined, delete: () => undefined }),
}));
// No Next request here: the actions' cache calls have no router to refresh.
const cache = vi.hoisted(() => ({ refresh: vi.fn(), revalidatePath: vi.fn() }));
vi.mock("next/cache", () => cache);

const CONTACT = { title: "Check-in", date: "2030-02-04", time: "09:00", duration: 30, category_id: 3, students: "1", notes: "Exam stress", status: "done" as const };

describe.each(DRIVERS)("a lapsed license writes nothing, by API or server action (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const as = (username: string) => {
    request.headers = new Headers({ authorization: `Bearer ${tokens[username]}` });
  };
  const idOf = async (username: string) => (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
  const eventsOf = async (userId: number) => (await conn.db.select({ n: count() }).from(events).where(eq(events.userId, userId)))[0].n;
  const clientsOf = async (userId: number) => (await conn.db.select({ n: count() }).from(clients).where(eq(clients.userId, userId)))[0].n;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    // "Log in to renew": the expired counselor signs in in renewal mode (reNew=1), as the README says.
    const renew = await call(loginRoute, { body: { username: "expired", password: "demo-pass-2026", reNew: 1 } });
    expect(renew.status).toBe(200);
    tokens.expired = renew.json.token as string;
    tokens.counselor = (await call(loginRoute, { body: { username: "counselor", password: "demo-pass-2026" } })).json.token as string;
  });
  afterAll(async () => conn.close());

  it("an expired user's API writes (bearer token) answer 402 license_expired with a message, before the body is read, and write nothing", async () => {
    const expiredId = await idOf("expired");
    const before = { events: await eventsOf(expiredId), clients: await clientsOf(expiredId) };
    const writes = [
      await call(calendarPost, { token: tokens.expired, body: CONTACT }),
      await call(clientPost, { token: tokens.expired, body: { name: "Jamie Doe", type: "student" } }),
      await call(tagsPost, { token: tokens.expired, body: {} }),
      await call(daysClosedPost, { token: tokens.expired, body: "not even json" }),
    ];
    for (const res of writes) {
      expect(res.status).toBe(402);
      expect(res.json.error?.[0].code).toBe("license_expired");
      expect(res.json.error?.[0].message).toMatch(/license has expired.*nothing was saved.*Billing/);
    }
    expect({ events: await eventsOf(expiredId), clients: await clientsOf(expiredId) }).toEqual(before);
  });

  it("a read that writes (the Google calendar sync, GET) is refused too; plain reads are not", async () => {
    const sync = await call(importGoogle, { token: tokens.expired });
    expect(sync.status).toBe(402);
    const read = await call(calendarGet, { token: tokens.expired, path: "/api/v1/calendar?start=2030-02-01&end=2030-02-28" });
    expect(read.status).toBe(200);
  });

  it("an expired user's server actions (logging a contact, a calendar event, a student) answer license_expired and write nothing", async () => {
    const expiredId = await idOf("expired");
    const before = { events: await eventsOf(expiredId), clients: await clientsOf(expiredId) };
    as("expired");
    for (const result of [await logContactAction(CONTACT), await createEventAction(CONTACT), await saveClientAction({ name: "Jamie Doe", type: "student" })]) {
      expect(result).toMatchObject({ ok: false, status: 402, error: [{ code: "license_expired" }] });
    }
    expect({ events: await eventsOf(expiredId), clients: await clientsOf(expiredId) }).toEqual(before);
    // A bearer caller is not a browser page: there is no router to refresh.
    expect(cache.refresh).not.toHaveBeenCalled();
  });

  it("a lapsed license still reaches what renewing needs: the renewal quote, the language, signing out", async () => {
    as("expired");
    const quote = await loadAccountQuoteAction({ username: "expired" });
    expect(quote.ok).toBe(true);
    expect((await setLanguageAction("it")).ok).toBe(true);
    const prefs = await call(preferencesPatch, { method: "PATCH", token: tokens.expired, body: { language: "en" } });
    expect(prefs.status).toBe(200);
    const out = await call(logoutRoute, { token: tokens.expired, body: {} });
    expect(out.status).toBe(200);
  });

  it("a counselor whose license is in force is unaffected: the same contact is logged by the action and by the API", async () => {
    const counselorId = await idOf("counselor");
    const before = await eventsOf(counselorId);
    as("counselor");
    const logged = await logContactAction(CONTACT);
    expect(logged.ok).toBe(true);
    const posted = await call(calendarPost, { token: tokens.counselor, body: CONTACT });
    expect(posted.status).toBe(200);
    expect(await eventsOf(counselorId)).toBe(before + 2);
  });

  it("the administrator holds no license of their own: a past end date does not lock them out", async () => {
    await conn.db.update(users).set({ expires: "2020-01-01" }).where(eq(users.username, "admin"));
    const admin = await call(loginRoute, { body: { username: "admin", password: "demo-pass-2026" } });
    expect(admin.status).toBe(200);
    const posted = await call(calendarPost, { token: admin.json.token as string, body: CONTACT });
    expect(posted.status).toBe(200);
  });
});

describe("client navigation: every /app page's guard (guardArea, the layout) applies the same rule", () => {
  const NOW = new Date("2026-11-26T12:00:00Z");
  const lapsed = { roleId: 1, expires: "2026-11-16", timezone: "America/New_York" };
  const valid = { ...lapsed, expires: "2027-07-31" };

  it("a side-nav click on Logs or the calendar by an expired user lands on Billing with the message (?notice=license_expired)", () => {
    for (const path of ["/app/logs", "/app/calendar", "/app/calendar/2026-11-26", "/app/dashboard", "/app/studentsGroups/students", "/app/user/files", "/app/lesson"]) {
      expect(licenseRedirect(lapsed, path, NOW)).toBe(RENEW_PATH);
    }
    expect(RENEW_PATH).toBe("/app/user/billing?notice=license_expired");
  });

  it("billing, the account and the school year stay open to an expired user; nothing moves for a license in force or the administrator", () => {
    for (const path of ["/app/user/billing", "/app/user/overview", "/app/user/dates"]) expect(licenseRedirect(lapsed, path, NOW)).toBeNull();
    expect(licenseRedirect(valid, "/app/logs", NOW)).toBeNull();
    expect(licenseRedirect({ ...lapsed, roleId: 3 }, "/app/logs", NOW)).toBeNull();
    // The license runs through its end date inclusive, in the user's zone.
    expect(licenseRedirect({ ...lapsed, expires: "2026-11-26" }, "/app/logs", NOW)).toBeNull();
  });
});
