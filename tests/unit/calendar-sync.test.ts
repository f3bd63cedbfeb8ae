import { afterEach, describe, expect, it, vi } from "vitest";
import { hasSyncAddon, syncAddons } from "@/lib/calendar/sync-rules";

// Google Calendar and Outlook two-way sync (lib/calendar/sync*.ts): "run through their official
// APIs when their OAuth keys are configured and are cleanly hidden when they are not". No network:
// every call goes to a fake fetch that records the request. The flows against a database are in
// tests/integration/calendar-sync.test.ts.

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
/** Answers in turn (the last one repeats); null is a 500, [status, body] any status. */
function fakeFetch(answers: ((url: string) => unknown)[]) {
  const calls: TCall[] = [];
  const fn = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)](url);
    const [status, body] = answer === null ? [500, {}] : Array.isArray(answer) && typeof answer[0] === "number" ? answer : [200, answer];
    return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  };
  return { fn, calls };
}

afterEach(() => vi.unstubAllEnvs());

describe("syncProviders: true only when both keys of a provider are set", () => {
  it.each([
    [{}, { google: false, outlook: false }],
    [{ GOOGLE_CLIENT_ID: "g-id" }, { google: false, outlook: false }],
    [
      { GOOGLE_CLIENT_ID: "g-id", GOOGLE_CLIENT_SECRET: "g-secret" },
      { google: true, outlook: false },
    ],
    [
      { MS_CLIENT_ID: "ms-id", MS_CLIENT_SECRET: "ms-secret" },
      { google: false, outlook: true },
    ],
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

  it("a provider with a stored connection leaves the chain (it syncs on the server)", async () => {
    const { importOnLogin } = await loadSync(BOTH);
    expect(importOnLogin(both, "/app/dashboard", new Set(["google"]))).toBe("/api/v1/calendar/importExportOutlook?next=%2Fapp%2Fdashboard");
    expect(importOnLogin(both, "/app/dashboard", new Set(["google", "outlook"]))).toBeNull();
  });
});

describe("OAuth: consent with offline access, code exchange, refresh", () => {
  it("the Google consent URL asks for the events scope, offline access and the consent screen (a refresh token)", async () => {
    const { connectUrl } = await loadSync(BOTH);
    const url = new URL(connectUrl("google", { redirectUri: "https://app.test/api/v1/calendar/importExportGoogle", state: "S" }));
    expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "g-id",
      redirect_uri: "https://app.test/api/v1/calendar/importExportGoogle",
      response_type: "code",
      access_type: "offline",
      prompt: "consent",
      state: "S",
    });
    expect(url.searchParams.get("scope")?.split(" ")).toContain("https://www.googleapis.com/auth/calendar.events");
  });

  it("the Microsoft consent URL asks for offline_access and Calendars.ReadWrite with response_mode=query", async () => {
    const { connectUrl } = await loadSync(BOTH);
    const url = new URL(connectUrl("outlook", { redirectUri: "https://app.test/cb", state: "S" }));
    expect(url.origin + url.pathname).toBe("https://login.microsoftonline.com/common/oauth2/v2.0/authorize");
    expect(url.searchParams.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["offline_access", "Calendars.ReadWrite"]));
    expect(url.searchParams.get("response_mode")).toBe("query");
    expect(url.searchParams.get("client_id")).toBe("ms-id");
  });

  it("building a consent URL without the keys is a 404 (the feature does not exist)", async () => {
    const { connectUrl } = await loadSync({});
    expect(() => connectUrl("google", { redirectUri: "https://x/cb", state: "S" })).toThrow(expect.objectContaining({ status: 404 }));
  });

  it("the code is exchanged with a form-encoded authorization_code grant for both tokens and the account's email", async () => {
    const { exchangeCode } = await loadSync(BOTH);
    const idToken = `h.${Buffer.from(JSON.stringify({ email: "casey@school.example" })).toString("base64url")}.sig`;
    const f = fakeFetch([() => ({ access_token: "AT", refresh_token: "RT", expires_in: 1800, id_token: idToken })]);
    expect(await exchangeCode("google", { code: "C", redirectUri: "https://app.test/cb" }, f.fn)).toEqual({
      accessToken: "AT",
      refreshToken: "RT",
      expiresIn: 1800,
      accountEmail: "casey@school.example",
    });
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

  it("a refresh refused with invalid_grant asks for consent again; another failure is worth a retry", async () => {
    await loadSync(BOTH);
    const { refreshGrant } = await import("@/lib/calendar/sync-oauth");
    const revoked = fakeFetch([() => [400, { error: "invalid_grant", error_description: "Token RT-SECRET has been expired or revoked." }]]);
    const error = await refreshGrant("google", "RT-SECRET", revoked.fn).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: "reauth_required" });
    expect(String((error as Error).message)).not.toContain("RT-SECRET");
    expect(Object.fromEntries(new URLSearchParams(String(revoked.calls[0].init?.body)))).toMatchObject({ grant_type: "refresh_token", refresh_token: "RT-SECRET" });
    await expect(refreshGrant("outlook", "RT", fakeFetch([() => null]).fn)).rejects.toMatchObject({ reason: "provider_error" });
    const ok = fakeFetch([() => ({ access_token: "AT2", expires_in: 3600 })]);
    expect(await refreshGrant("outlook", "RT", ok.fn)).toMatchObject({ accessToken: "AT2", refreshToken: null });
    expect(new URLSearchParams(String(ok.calls[0].init?.body)).get("scope")).toContain("Calendars.ReadWrite");
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

describe("token storage: AES-256-GCM under a key derived from the auth secret", () => {
  it("round-trips, never shows the plaintext, and refuses a changed value", async () => {
    const { decryptSecret, encryptSecret } = await import("@/lib/calendar/sync-crypto");
    const sealed = encryptSecret("1//refresh-token-SECRET");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("SECRET");
    expect(encryptSecret("1//refresh-token-SECRET")).not.toBe(sealed);
    expect(decryptSecret(sealed)).toBe("1//refresh-token-SECRET");
    const [v, iv, tag, data] = sealed.split(".");
    expect(decryptSecret([v, iv, tag, `${data.slice(0, -2)}AA`].join("."))).toBeNull();
    expect(decryptSecret("plain")).toBeNull();
  });

  it("our push ids are Google-valid, tied to the user and recognised again", async () => {
    const { parsePushId, pushId } = await import("@/lib/calendar/sync-crypto");
    const id = pushId(7, 123456);
    expect(id).toMatch(/^[a-v0-9]{5,1024}$/);
    expect(parsePushId(id, 7)).toBe(123456);
    expect(parsePushId(id, 8)).toBeNull();
    expect(parsePushId("abc123", 7)).toBeNull();
  });
});

describe("what leaves SCUTA: the confidentiality rule and the times", () => {
  const base = { title: "Check-in with Jordan", date: "2026-11-24", time: "09:30:00", durationMinutes: 45, location: "Room 4", categoryName: "Individual counseling" };

  it("an event with a student, a student count or from an appointment, or any event with the eye closed, is pushed as its category", async () => {
    const { isConfidential } = await import("@/lib/calendar/sync-rules");
    const none = { hideConfidential: false, fromAppointment: false };
    expect(isConfidential({ clientId: null, studentsCount: 0 }, none)).toBe(false);
    expect(isConfidential({ clientId: 3, studentsCount: 0 }, none)).toBe(true);
    expect(isConfidential({ clientId: null, studentsCount: 1 }, none)).toBe(true);
    expect(isConfidential({ clientId: null, studentsCount: 0 }, { ...none, fromAppointment: true })).toBe(true);
    expect(isConfidential({ clientId: null, studentsCount: 0 }, { ...none, hideConfidential: true })).toBe(true);
  });

  it("Google: summary, location and times with the user's offset and zone; nothing else", async () => {
    const { googleBody } = await import("@/lib/calendar/sync-google");
    expect(googleBody({ ...base, confidential: false }, "America/New_York")).toEqual({
      summary: "Check-in with Jordan",
      location: "Room 4",
      start: { dateTime: "2026-11-24T09:30:00-05:00", timeZone: "America/New_York" },
      end: { dateTime: "2026-11-24T10:15:00-05:00", timeZone: "America/New_York" },
      status: "confirmed",
    });
    // Summer time, and an event past midnight.
    expect(googleBody({ ...base, date: "2026-06-30", time: "23:30", durationMinutes: 60, confidential: true }, "Europe/Rome")).toEqual({
      summary: "Individual counseling",
      location: "",
      start: { dateTime: "2026-06-30T23:30:00+02:00", timeZone: "Europe/Rome" },
      end: { dateTime: "2026-07-01T00:30:00+02:00", timeZone: "Europe/Rome" },
      status: "confirmed",
    });
  });

  it("Outlook: subject, location and UTC times", async () => {
    const { graphBody } = await import("@/lib/calendar/sync-outlook");
    expect(graphBody({ ...base, confidential: true }, "America/Chicago")).toEqual({
      subject: "Individual counseling",
      location: { displayName: "" },
      start: { dateTime: "2026-11-24T15:30:00", timeZone: "UTC" },
      end: { dateTime: "2026-11-24T16:15:00", timeZone: "UTC" },
    });
  });

  it("a first sync reads from the later of the school year's start and 30 days back, at local midnight", async () => {
    const { pullStart } = await import("@/lib/calendar/sync-rules");
    const user = { timezone: "America/New_York", startOfSy: null, endOfSy: null };
    expect(pullStart(user, NOW).toISOString()).toBe("2026-10-23T04:00:00.000Z");
    expect(pullStart(user, new Date("2026-08-10T12:00:00Z")).toISOString()).toBe("2026-08-01T04:00:00.000Z");
    expect(pullStart({ ...user, startOfSy: "2026-11-01", endOfSy: "2027-06-30" }, NOW).toISOString()).toBe("2026-11-01T04:00:00.000Z");
  });
});

describe("reading changes (Google events.list with syncToken, Graph calendarView/delta)", () => {
  const start = new Date("2026-10-23T04:00:00Z");

  it("Google: timeMin the first time, every page, the last page's nextSyncToken; syncToken alone after", async () => {
    const { googleApi } = await import("@/lib/calendar/sync-google");
    const f = fakeFetch([
      () => ({
        items: [
          { id: "e1", etag: '"1"', status: "confirmed", summary: "IEP meeting", location: "Room 4", start: { dateTime: "2026-11-24T09:00:00-05:00" }, end: { dateTime: "2026-11-24T10:00:00-05:00" } },
        ],
        nextPageToken: "P2",
      }),
      () => ({ items: [{ id: "e2", status: "confirmed", summary: "Holiday", start: { date: "2026-11-26" }, end: { date: "2026-11-27" } }], nextSyncToken: "S1" }),
    ]);
    const listing = await googleApi.list("AT", null, { start, now: NOW }, f.fn);
    expect(listing.cursor).toBe("S1");
    const first = new URL(f.calls[0].url);
    expect(first.origin + first.pathname).toBe("https://www.googleapis.com/calendar/v3/calendars/primary/events");
    expect(Object.fromEntries(first.searchParams)).toEqual({ singleEvents: "true", maxResults: "250", timeMin: "2026-10-23T04:00:00.000Z" });
    expect(new URL(f.calls[1].url).searchParams.get("pageToken")).toBe("P2");
    expect(new Headers(f.calls[0].init?.headers).get("authorization")).toBe("Bearer AT");
    expect(listing.events.map((e) => [e.externalId, e.version, e.allDay, e.deleted])).toEqual([
      ["e1", '"1"', false, false],
      ["e2", null, true, false],
    ]);

    const g = fakeFetch([() => ({ items: [{ id: "e1", status: "cancelled" }], nextSyncToken: "S2" })]);
    expect(await googleApi.list("AT", "S1", { start, now: NOW }, g.fn)).toMatchObject({ cursor: "S2", events: [{ externalId: "e1", deleted: true }] });
    expect(Object.fromEntries(new URL(g.calls[0].url).searchParams)).toEqual({ singleEvents: "true", maxResults: "250", syncToken: "S1" });
  });

  it("Google: 410 Gone is an expired cursor; 401 and 503 are failures with their code only", async () => {
    const { googleApi } = await import("@/lib/calendar/sync-google");
    const { CursorGone } = await import("@/lib/calendar/sync-http");
    await expect(googleApi.list("AT", "old", { start, now: NOW }, fakeFetch([() => [410, {}]]).fn)).rejects.toBeInstanceOf(CursorGone);
    await expect(googleApi.list("AT", "S", { start, now: NOW }, fakeFetch([() => [401, { error: "token AT" }]]).fn)).rejects.toMatchObject({
      reason: "unauthorized",
      message: expect.not.stringContaining("AT "),
    });
    await expect(googleApi.list("AT", "S", { start, now: NOW }, fakeFetch([() => [503, {}]]).fn)).rejects.toMatchObject({ reason: "provider_error", status: 503 });
  });

  it("Google: create under our id, a 409 (it exists) becomes a patch; delete of a gone event is done", async () => {
    const { googleApi } = await import("@/lib/calendar/sync-google");
    const e = { title: "Staff meeting", date: "2026-11-24", time: "15:00", durationMinutes: 60, location: "", categoryName: null, confidential: false };
    const f = fakeFetch([() => [409, {}], () => ({ id: "scutaid", etag: '"9"' })]);
    expect(await googleApi.create("AT", "scutaid", e, "UTC", f.fn)).toEqual({ externalId: "scutaid", version: '"9"' });
    expect(f.calls.map((c) => [c.init?.method, c.url.replace("https://www.googleapis.com/calendar/v3/calendars/primary/events", "")])).toEqual([
      ["POST", ""],
      ["PATCH", "/scutaid"],
    ]);
    expect(JSON.parse(String(f.calls[0].init?.body))).toMatchObject({ id: "scutaid", summary: "Staff meeting" });
    await expect(googleApi.remove("AT", "x", fakeFetch([() => [410, {}]]).fn)).resolves.toBeUndefined();
    expect(await googleApi.update("AT", "x", e, "UTC", fakeFetch([() => [404, {}]]).fn)).toBeNull();
  });

  it("Outlook: a delta window the first time, Graph's own links only, @removed and isCancelled as deletions", async () => {
    const { outlookApi } = await import("@/lib/calendar/sync-outlook");
    const f = fakeFetch([
      () => ({
        value: [
          {
            id: "AAMk1",
            changeKey: "ck1",
            subject: "Consultation",
            bodyPreview: "Call back",
            location: { displayName: "Office" },
            start: { dateTime: "2026-11-23T14:30:00.0000000", timeZone: "UTC" },
            end: { dateTime: "2026-11-23T15:00:00.0000000", timeZone: "UTC" },
          },
          { id: "AAMk2", "@removed": { reason: "deleted" } },
        ],
        "@odata.nextLink": "https://graph.microsoft.com/v1.0/me/calendarView/delta?$skiptoken=2",
      }),
      () => ({ value: [{ id: "AAMk3", isCancelled: true }], "@odata.deltaLink": "https://graph.microsoft.com/v1.0/me/calendarView/delta?$deltatoken=D1" }),
    ]);
    const listing = await outlookApi.list("AT", null, { start, now: NOW }, f.fn);
    const first = new URL(f.calls[0].url);
    expect(first.origin + first.pathname).toBe("https://graph.microsoft.com/v1.0/me/calendarView/delta");
    expect(first.searchParams.get("startDateTime")).toBe("2026-10-23T04:00:00.000Z");
    expect(first.searchParams.get("endDateTime")).toBe("2027-11-22T15:00:00.000Z");
    expect(new Headers(f.calls[0].init?.headers).get("prefer")).toContain('outlook.timezone="UTC"');
    expect(f.calls[1].url).toBe("https://graph.microsoft.com/v1.0/me/calendarView/delta?$skiptoken=2");
    expect(listing.cursor).toBe("2027-11-22T15:00:00.000Z|https://graph.microsoft.com/v1.0/me/calendarView/delta?$deltatoken=D1");
    expect(listing.events.map((e) => [e.externalId, e.deleted, e.version])).toEqual([
      ["AAMk1", false, "ck1"],
      ["AAMk2", true, null],
      ["AAMk3", true, null],
    ]);
    expect(listing.events[0]).toMatchObject({ title: "Consultation", notes: "Call back", location: "Office", start: new Date("2026-11-23T14:30:00Z") });

    // The stored link is followed while its window lasts; a link elsewhere is never followed.
    const again = fakeFetch([() => ({ value: [], "@odata.deltaLink": "https://graph.microsoft.com/v1.0/me/calendarView/delta?$deltatoken=D2" })]);
    await outlookApi.list("AT", listing.cursor, { start, now: NOW }, again.fn);
    expect(again.calls[0].url).toBe("https://graph.microsoft.com/v1.0/me/calendarView/delta?$deltatoken=D1");
    const evil = fakeFetch([() => ({ value: [], "@odata.nextLink": "https://evil.example/steal" })]);
    expect(await outlookApi.list("AT", null, { start, now: NOW }, evil.fn)).toEqual({ events: [], cursor: null });
    expect(evil.calls).toHaveLength(1);
  });

  it("Outlook: a window running out starts a fresh one", async () => {
    const { outlookApi } = await import("@/lib/calendar/sync-outlook");
    const f = fakeFetch([() => ({ value: [], "@odata.deltaLink": "https://graph.microsoft.com/v1.0/me/calendarView/delta?$deltatoken=D9" })]);
    await outlookApi.list("AT", "2026-12-01T00:00:00.000Z|https://graph.microsoft.com/v1.0/me/calendarView/delta?$deltatoken=OLD", { start, now: NOW }, f.fn);
    expect(f.calls[0].url).toContain("startDateTime=");
  });

  it("mapping: timed events of 5 minutes to a day at the user's local time; all-day and cancelled ones are not events", async () => {
    const { localFields } = await import("@/lib/calendar/sync-rules");
    const r = {
      externalId: "x",
      version: null,
      deleted: false,
      marker: null,
      title: " Group ",
      start: new Date("2026-12-01T14:00:00Z"),
      end: new Date("2026-12-01T14:45:00Z"),
      allDay: false,
      location: "",
      notes: "Week 2",
    };
    expect(localFields(r, "America/New_York")).toEqual({ title: "Group", date: "2026-12-01", time: "09:00", duration: 45, location: "", notes: "Week 2" });
    expect(localFields({ ...r, allDay: true }, "UTC")).toBeNull();
    expect(localFields({ ...r, deleted: true }, "UTC")).toBeNull();
    expect(localFields({ ...r, title: "  " }, "UTC")).toBeNull();
    expect(localFields({ ...r, end: new Date("2026-12-01T14:03:00Z") }, "UTC")).toBeNull();
  });
});

describe("calendar sync is a license add-on ('add-ons (calendar sync, appointments, …) are bought with a license')", () => {
  const user = (over: Partial<{ roleId: number; appId: number; googleCal: boolean; outlookCal: boolean }> = {}) => ({ roleId: 1, appId: 2, googleCal: false, outlookCal: false, ...over });
  it("each provider needs its own add-on (googleCal, outlookCal)", () => {
    expect(syncAddons(user())).toEqual({ google: false, outlook: false });
    expect(syncAddons(user({ googleCal: true }))).toEqual({ google: true, outlook: false });
    expect(hasSyncAddon(user({ outlookCal: true }), "outlook")).toBe(true);
    expect(hasSyncAddon(user({ outlookCal: true }), "google")).toBe(false);
  });
  it("a trial (AppID 0) tries both, and an administrator always may", () => {
    expect(syncAddons(user({ appId: 0 }))).toEqual({ google: true, outlook: true });
    expect(syncAddons(user({ roleId: 3 }))).toEqual({ google: true, outlook: true });
    expect(syncAddons(user({ roleId: 2, appId: 1 }))).toEqual({ google: false, outlook: false });
  });
});
