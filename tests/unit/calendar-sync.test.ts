import { afterEach, describe, expect, it, vi } from "vitest";

// Google Calendar and Outlook import (lib/calendar/sync.ts): "run through their official APIs when
// their OAuth keys are configured and are cleanly hidden when they are not". No network: every
// call goes to a fake fetch that records the request.

const NOW = new Date("2026-11-22T15:00:00Z");

/** sync.ts with these environment variables (env() reads them once per module instance). */
async function loadSync(vars: Record<string, string>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  for (const [k, v] of Object.entries({ GOOGLE_CLIENT_ID: "", GOOGLE_CLIENT_SECRET: "", MS_CLIENT_ID: "", MS_CLIENT_SECRET: "", ...vars })) vi.stubEnv(k, v);
  return import("@/lib/calendar/sync");
}
const BOTH = { GOOGLE_CLIENT_ID: "g-id", GOOGLE_CLIENT_SECRET: "g-secret", MS_CLIENT_ID: "ms-id", MS_CLIENT_SECRET: "ms-secret" };

type TCall = { url: string; init?: RequestInit };
function fakeFetch(answers: ((url: string) => unknown)[]) {
  const calls: TCall[] = [];
  const fn = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const body = answers[Math.min(calls.length - 1, answers.length - 1)](url);
    return new Response(JSON.stringify(body), { status: body === null ? 500 : 200, headers: { "content-type": "application/json" } });
  };
  return { fn, calls };
}

afterEach(() => vi.unstubAllEnvs());

describe("syncProviders: true only when both keys of a provider are set", () => {
  it.each([
    [{}, { google: false, outlook: false }],
    [{ GOOGLE_CLIENT_ID: "g-id" }, { google: false, outlook: false }],
    [{ GOOGLE_CLIENT_ID: "g-id", GOOGLE_CLIENT_SECRET: "g-secret" }, { google: true, outlook: false }],
    [{ MS_CLIENT_ID: "ms-id", MS_CLIENT_SECRET: "ms-secret" }, { google: false, outlook: true }],
    [BOTH, { google: true, outlook: true }],
  ])("%j → %j", async (vars, expected) => {
    const { syncProviders } = await loadSync(vars);
    expect(syncProviders()).toEqual(expected);
  });
});

describe("the on-login import (updateGoogleOnLogin / updateOutlookOnLogin)", () => {
  const both = { updateGoogleOnLogin: true, updateOutlookOnLogin: true };
  it("is a no-op when the keys are not configured, whatever the user asked", async () => {
    const { importOnLogin } = await loadSync({});
    expect(importOnLogin(both, "/app/dashboard")).toBeNull();
  });

  it("is a no-op when the user asked for neither", async () => {
    const { importOnLogin } = await loadSync(BOTH);
    expect(importOnLogin({ updateGoogleOnLogin: false, updateOutlookOnLogin: false }, "/app/dashboard")).toBeNull();
  });

  it("goes through Google, then Outlook, then the destination", async () => {
    const { importOnLogin, safeNext } = await loadSync(BOTH);
    const path = importOnLogin(both, "/app/dashboard")!;
    expect(path).toBe(`/api/v1/calendar/importExportGoogle?next=${encodeURIComponent("/api/v1/calendar/importExportOutlook?next=%2Fapp%2Fdashboard")}`);
    const outlook = new URL(path, "http://x").searchParams.get("next")!;
    expect(safeNext(outlook)).toBe(outlook);
    expect(new URL(outlook, "http://x").searchParams.get("next")).toBe("/app/dashboard");
  });

  it("only a configured provider is in the chain", async () => {
    const { importOnLogin } = await loadSync({ MS_CLIENT_ID: "ms-id", MS_CLIENT_SECRET: "ms-secret" });
    expect(importOnLogin(both, "/app/calendar")).toBe("/api/v1/calendar/importExportOutlook?next=%2Fapp%2Fcalendar");
  });
});

describe("OAuth request building", () => {
  it("the Google consent URL asks for read access to the calendar with our redirect and state", async () => {
    const { connectUrl } = await loadSync(BOTH);
    const url = new URL(connectUrl("google", { redirectUri: "https://app.test/api/v1/calendar/importExportGoogle", state: "S" }));
    expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "g-id",
      redirect_uri: "https://app.test/api/v1/calendar/importExportGoogle",
      response_type: "code",
      scope: "https://www.googleapis.com/auth/calendar.readonly",
      state: "S",
    });
  });

  it("the Microsoft consent URL asks for Calendars.Read with response_mode=query", async () => {
    const { connectUrl } = await loadSync(BOTH);
    const url = new URL(connectUrl("outlook", { redirectUri: "https://app.test/cb", state: "S" }));
    expect(url.origin + url.pathname).toBe("https://login.microsoftonline.com/common/oauth2/v2.0/authorize");
    expect(url.searchParams.get("scope")).toContain("Calendars.Read");
    expect(url.searchParams.get("response_mode")).toBe("query");
    expect(url.searchParams.get("client_id")).toBe("ms-id");
  });

  it("building a consent URL without the keys is a 404 (the feature does not exist)", async () => {
    const { connectUrl } = await loadSync({});
    expect(() => connectUrl("google", { redirectUri: "https://x/cb", state: "S" })).toThrow(expect.objectContaining({ status: 404 }));
  });

  it("the code is exchanged with a form-encoded authorization_code grant", async () => {
    const { exchangeCode } = await loadSync(BOTH);
    const f = fakeFetch([() => ({ access_token: "AT" })]);
    expect(await exchangeCode("google", { code: "C", redirectUri: "https://app.test/cb" }, f.fn)).toBe("AT");
    expect(f.calls[0].url).toBe("https://oauth2.googleapis.com/token");
    expect(f.calls[0].init?.method).toBe("POST");
    expect(Object.fromEntries(new URLSearchParams(String(f.calls[0].init?.body)))).toEqual({
      client_id: "g-id",
      client_secret: "g-secret",
      code: "C",
      redirect_uri: "https://app.test/cb",
      grant_type: "authorization_code",
    });
  });

  it("a refused exchange is a 502 sync_failed, never the provider's text", async () => {
    const { exchangeCode } = await loadSync(BOTH);
    const f = fakeFetch([() => null]);
    await expect(exchangeCode("outlook", { code: "C", redirectUri: "https://app.test/cb" }, f.fn)).rejects.toMatchObject({ code: "sync_failed", status: 502 });
  });

  it("the state is signed, tied to the user, and expires after 15 minutes", async () => {
    const { signSyncState, verifySyncState } = await loadSync(BOTH);
    const state = signSyncState({ userId: 4, categoryId: 3, next: "/app/calendar?view=week" }, NOW);
    expect(verifySyncState(state, NOW)).toEqual({ userId: 4, categoryId: 3, next: "/app/calendar?view=week" });
    expect(verifySyncState(state, new Date(NOW.getTime() + 15 * 60_000))).toBeNull();
    expect(verifySyncState(state.replace(/^4\./, "5."), NOW)).toBeNull();
    expect(verifySyncState("garbage", NOW)).toBeNull();
    // An outside next is never followed.
    expect(verifySyncState(signSyncState({ userId: 4, categoryId: 0, next: "//evil.example" }, NOW), NOW)?.next).toBe("/app/calendar");
  });
});

describe("reading the next 30 days (Google Calendar v3 events.list, Microsoft Graph calendarView)", () => {
  it("Google: primary calendar, singleEvents, orderBy startTime, 30-day window, every page, bearer token", async () => {
    const { fetchUpcoming } = await loadSync(BOTH);
    const f = fakeFetch([
      () => ({
        items: [{ id: "e1", status: "confirmed", summary: "IEP meeting", location: "Room 4", start: { dateTime: "2026-11-24T09:00:00-05:00" }, end: { dateTime: "2026-11-24T10:00:00-05:00" } }],
        nextPageToken: "P2",
      }),
      () => ({
        items: [
          { id: "e2", status: "confirmed", summary: "Holiday", start: { date: "2026-11-26" }, end: { date: "2026-11-27" } },
          { id: "e3", status: "cancelled", summary: "Gone", start: { dateTime: "2026-11-25T09:00:00Z" }, end: { dateTime: "2026-11-25T10:00:00Z" } },
          { id: "e4_20261201T140000Z", status: "confirmed", summary: "Group", description: "Week 2", start: { dateTime: "2026-12-01T14:00:00Z" }, end: { dateTime: "2026-12-01T14:45:00Z" } },
        ],
      }),
    ]);
    const list = await fetchUpcoming("google", "AT", { now: NOW, timezone: "America/New_York" }, f.fn);
    expect(f.calls).toHaveLength(2);
    const first = new URL(f.calls[0].url);
    expect(first.origin + first.pathname).toBe("https://www.googleapis.com/calendar/v3/calendars/primary/events");
    expect(Object.fromEntries(first.searchParams)).toEqual({
      timeMin: "2026-11-22T15:00:00.000Z",
      timeMax: "2026-12-22T15:00:00.000Z",
      singleEvents: "true",
      orderBy: "startTime",
      maxResults: "250",
    });
    expect(new URL(f.calls[1].url).searchParams.get("pageToken")).toBe("P2");
    expect(new Headers(f.calls[0].init?.headers).get("authorization")).toBe("Bearer AT");
    // All-day and cancelled events are left out; times are the user's local ones.
    expect(list).toEqual([
      { uid: "google:e1", title: "IEP meeting", date: "2026-11-24", time: "09:00", duration: 60, location: "Room 4", notes: "" },
      { uid: "google:e4_20261201T140000Z", title: "Group", date: "2026-12-01", time: "09:00", duration: 45, location: "", notes: "Week 2" },
    ]);
  });

  it("Outlook: /me/calendarView in UTC (Prefer header), following @odata.nextLink on graph.microsoft.com only", async () => {
    const { fetchUpcoming } = await loadSync(BOTH);
    const f = fakeFetch([
      () => ({
        value: [
          { id: "AAMk1", subject: "Consultation", bodyPreview: "Call back", location: { displayName: "Office" }, start: { dateTime: "2026-11-23T14:30:00.0000000", timeZone: "UTC" }, end: { dateTime: "2026-11-23T15:00:00.0000000", timeZone: "UTC" } },
          { id: "AAMk2", subject: "Day off", isAllDay: true, start: { dateTime: "2026-11-27T00:00:00.0000000", timeZone: "UTC" }, end: { dateTime: "2026-11-28T00:00:00.0000000", timeZone: "UTC" } },
        ],
        "@odata.nextLink": "https://evil.example/steal",
      }),
    ]);
    const list = await fetchUpcoming("outlook", "AT", { now: NOW, timezone: "America/Chicago" }, f.fn);
    expect(f.calls).toHaveLength(1);
    const url = new URL(f.calls[0].url);
    expect(url.origin + url.pathname).toBe("https://graph.microsoft.com/v1.0/me/calendarView");
    expect(url.searchParams.get("startDateTime")).toBe("2026-11-22T15:00:00.000Z");
    expect(url.searchParams.get("endDateTime")).toBe("2026-12-22T15:00:00.000Z");
    const headers = new Headers(f.calls[0].init?.headers);
    expect(headers.get("prefer")).toBe('outlook.timezone="UTC"');
    expect(headers.get("authorization")).toBe("Bearer AT");
    expect(list).toEqual([{ uid: "outlook:AAMk1", title: "Consultation", date: "2026-11-23", time: "08:30", duration: 30, location: "Office", notes: "Call back" }]);
  });

  it("a provider error is a 502 sync_failed", async () => {
    const { fetchUpcoming } = await loadSync(BOTH);
    const f = fakeFetch([() => null]);
    await expect(fetchUpcoming("google", "AT", { now: NOW, timezone: "UTC" }, f.fn)).rejects.toMatchObject({ code: "sync_failed" });
  });
});
