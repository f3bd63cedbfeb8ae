import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { and, count, eq, sql } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { clients, emailOutbox, events, partners, ratings, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listEventsRoute, POST as createEventRoute } from "@/app/api/v1/calendar/route";
import { POST as itemRoute } from "@/app/api/v1/item/[id]/route";
import { POST as clientRoute } from "@/app/api/v1/client/route";
import { POST as ratingRoute } from "@/app/api/v1/rating/route";
import { POST as uploadRoute } from "@/app/api/v1/files/upload/route";
import { GET as couponByCodeRoute } from "@/app/api/v1/coupon/get/byCode/route";
import { GET as couponRoute } from "@/app/api/v1/coupon/[id]/route";
import { POST as contactRoute } from "@/app/home/sendContactUs/route";
import { createSession } from "@/lib/auth/sessions";
import { isOwnOrigin, withApi, type TApiHandler } from "@/lib/http/with-api";
import { logError } from "@/lib/http/log";
import { call } from "../support/api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// A NUL byte answers 422 (not 500) and the error log keeps no query
// parameters; a malformed multipart or form body answers 400; a cookie-authenticated write from
// another site is refused.

// The browser's session cookie, as next-auth would read it inside a Next request.
const cookie = vi.hoisted(() => ({ sid: null as string | null }));
vi.mock("@/lib/auth/next-auth", () => ({
  auth: async () => (cookie.sid ? { claims: { sid: cookie.sid } } : null),
  handlers: {},
  signIn: async () => undefined,
  signOut: async () => undefined,
}));

// APP_URL as a deployment sets it, per test (the real env() is read once per process).
const appEnv = vi.hoisted(() => ({ APP_URL: undefined as string | undefined }));
vi.mock("@/lib/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/env")>();
  return { ...actual, env: () => ({ ...actual.env(), ...(appEnv.APP_URL ? { APP_URL: appEnv.APP_URL } : {}) }) };
});

const NOW = new Date("2026-09-02T15:00:00Z");
const MON = "2026-10-05";
const PASSWORD = "demo-pass-2026";
const SECRET_TITLE = "Visit about Jordan's custody hearing";

type TCall = { method?: string; path?: string; token?: string; body?: string; contentType?: string; headers?: Record<string, string>; params?: Record<string, string> };

/** A raw request: any body bytes and content type (the shared helper only sends JSON). */
async function raw(handler: TApiHandler, opts: TCall) {
  const headers = new Headers(opts.headers);
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  if (opts.contentType) headers.set("content-type", opts.contentType);
  const req = new NextRequest(new URL(opts.path ?? "/api/v1/test", "http://localhost"), { method: opts.method ?? "POST", headers, body: opts.body });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as { error?: { code: string; message: string; field?: string }[] } & Record<string, unknown> };
}

describe.each(DRIVERS)("http guards (%s)", (driver) => {
  let conn: TConnection;
  let token = "";
  let counselorId = 0;
  let eventId = 0;

  const eventCount = async () => (await conn.db.select({ n: count() }).from(events).where(eq(events.userId, counselorId)))[0].n;
  const event = { title: "Lunch bunch", date: MON, time: "12:00", duration: 30, category_id: 3 };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    const [me] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    counselorId = me.id;
    token = (await createSession(conn.db, { userId: me.id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
    const created = await call(createEventRoute, { token, path: "/api/v1/calendar", body: event });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    eventId = (created.json.data as { id: number }[])[0].id;
  });
  afterAll(async () => conn.close());
  beforeEach(() => {
    cookie.sid = null;
    appEnv.APP_URL = undefined;
  });

  describe("a NUL byte in any text field answers 422, not 500", () => {
    it("login: a NUL byte in the username or password answers 422", async () => {
      for (const body of [
        { username: "coun\u0000selor", password: PASSWORD },
        { username: "counselor", password: `${PASSWORD}\u0000` },
      ]) {
        const res = await call(loginRoute, { path: "/api/v1/login", body });
        expect(res.status, JSON.stringify(res.json)).toBe(422);
      }
    });

    it("coupon lookup: ?code=%00 answers 422 and /coupon/%00 answers 404", async () => {
      expect((await raw(couponByCodeRoute, { method: "GET", path: "/api/v1/coupon/get/byCode?code=%00" })).status).toBe(422);
      expect((await raw(couponByCodeRoute, { method: "GET", path: "/api/v1/coupon/get/byCode?code=AB%01C" })).status).toBe(422);
      const admin = (await call(loginRoute, { body: { username: "admin", password: PASSWORD } })).json.token as string;
      expect((await raw(couponRoute, { method: "GET", token: admin, path: "/api/v1/coupon/%00", params: { id: "\u0000" } })).status).toBe(404);
    });

    it("contact form: a NUL byte in the message answers 422 and nothing is e-mailed", async () => {
      const before = (await conn.db.select({ n: count() }).from(emailOutbox))[0].n;
      const res = await call(contactRoute, { path: "/home/sendContactUs", body: { your_email: "a@b.org", your_name: "Ann", your_phone: "555", msg: "Hello\u0000there" } });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0]).toMatchObject({ field: "msg" });
      expect((await conn.db.select({ n: count() }).from(emailOutbox))[0].n).toBe(before);
    });

    it("events: a NUL byte in the title answers 422 and creates nothing; a control character in a one-line field too", async () => {
      const before = await eventCount();
      for (const title of ["Lunch\u0000bunch", "Lunch\u0007bunch", "Lunch\nbunch"]) {
        const res = await call(createEventRoute, { token, path: "/api/v1/calendar", body: { ...event, title } });
        expect(res.status, title).toBe(422);
        expect(res.json.error?.[0]).toMatchObject({ code: "invalid_title", field: "title" });
      }
      expect(await eventCount()).toBe(before);
    });

    it("events: the notes are multi-line (line breaks and tabs kept), but refuse other control characters", async () => {
      const ok = await call(createEventRoute, { token, path: "/api/v1/calendar", body: { ...event, notes: "first\r\n\tsecond" } });
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
      expect((ok.json.data as { notes: string }[])[0].notes).toBe("first\r\n\tsecond");
      const bad = await call(createEventRoute, { token, path: "/api/v1/calendar", body: { ...event, notes: "bell\u0007" } });
      expect(bad.status).toBe(422);
      expect(bad.json.error?.[0]).toMatchObject({ field: "notes" });
    });

    it("clients and ratings: a NUL byte in the name or note answers 422 and writes nothing", async () => {
      const res = await call(clientRoute, { token, path: "/api/v1/client", body: { type: "student", name: "Ann\u0000Lee" } });
      expect(res.status).toBe(422);
      expect(
        await conn.db
          .select()
          .from(clients)
          .where(and(eq(clients.userId, counselorId), eq(clients.name, "AnnLee"))),
      ).toHaveLength(0);
      const rating = await call(ratingRoute, { token, path: "/api/v1/rating", body: { value: 2, date: MON, note: "ok\u0000" } });
      expect(rating.status).toBe(422);
      expect(
        await conn.db
          .select()
          .from(ratings)
          .where(and(eq(ratings.userId, counselorId), eq(ratings.date, MON))),
      ).toHaveLength(0);
    });

    it("a NUL byte in a field no schema reads (a nested or unknown key) answers 422 before the handler", async () => {
      const res = await call(createEventRoute, { token, path: "/api/v1/calendar", body: { ...event, extra: { deep: ["x\u0000"] } } });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0]).toMatchObject({ field: "extra.deep.0" });
    });

    it("a NUL byte in a urlencoded form answers 422", async () => {
      const res = await raw(createEventRoute, {
        token,
        path: "/api/v1/calendar",
        contentType: "application/x-www-form-urlencoded",
        body: `title=A%00B&date=${MON}&time=12:00&duration=30&category_id=3`,
      });
      expect(res.status).toBe(422);
    });
  });

  describe("the error log keeps the error's class, code and route, never the query's parameters", () => {
    it("a failed query is logged with its SQLSTATE and without its parameters", async () => {
      const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
      try {
        const error = await conn.db.execute(sql`select ${`${SECRET_TITLE}\u0000`}::text as t`).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(Error);
        logError("api POST /api/v1/calendar", error);
        const line = spy.mock.calls.map((c) => c.join(" ")).join("\n");
        expect(line).toContain("[api POST /api/v1/calendar]");
        expect(line).toMatch(/code=22021/);
        expect(line).not.toContain("custody");
        expect(line).not.toMatch(/Failed query|params/);
      } finally {
        spy.mockRestore();
      }
    });

    it("withApi logs an unexpected error under the route's pattern (no token from the path) and answers a generic 500", async () => {
      const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
      try {
        const failing = withApi({ access: "public" }, async ({ db }) => {
          await db.execute(sql`select ${`${SECRET_TITLE}\u0000`}::text as t`);
        });
        const res = await raw(failing, { method: "GET", path: "/api/v1/pdf/tok_secret123", params: { token: "tok_secret123" } });
        expect(res.status).toBe(500);
        expect(JSON.stringify(res.json)).not.toContain("custody");
        const line = spy.mock.calls.map((c) => c.join(" ")).join("\n");
        expect(line).toContain("[api GET /api/v1/pdf/[token]]");
        expect(line).not.toContain("tok_secret123");
        expect(line).not.toContain("custody");
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe("a malformed multipart or form body answers 400 with the error list", () => {
    it.each([
      ["a multipart body cut short", "multipart/form-data; boundary=XYZ", '--XYZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nLunch'],
      ["a multipart body without a boundary", "multipart/form-data", "title=Lunch"],
      ["a multipart body with a foreign boundary", "multipart/form-data; boundary=AAA", '--BBB\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--BBB--\r\n'],
    ])("%s answers 400 invalid_body", async (_label, contentType, body) => {
      const before = await eventCount();
      const res = await raw(createEventRoute, { token, path: "/api/v1/calendar", contentType, body });
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json).toMatchObject({ status_code: 400, error: [{ code: "invalid_body" }] });
      expect(await eventCount()).toBe(before);
    });

    it("the chunk upload answers 400 to a broken multipart body", async () => {
      const res = await raw(uploadRoute, { token, path: "/api/v1/files/upload", contentType: "multipart/form-data; boundary=XYZ", body: "--XYZ\r\nbroken" });
      expect(res.status).toBe(400);
      expect(res.json.error?.[0]).toMatchObject({ code: "invalid_body" });
    });

    it("invalid JSON answers 400 invalid_json; a well-formed urlencoded form is read", async () => {
      const bad = await raw(createEventRoute, { token, path: "/api/v1/calendar", contentType: "application/json", body: '{"title": ' });
      expect(bad.status).toBe(400);
      expect(bad.json.error?.[0]).toMatchObject({ code: "invalid_json" });
      const form = await raw(createEventRoute, {
        token,
        path: "/api/v1/calendar",
        contentType: "application/x-www-form-urlencoded",
        body: `title=Form+post&date=${MON}&time=09:00&duration=30&category_id=3`,
      });
      expect(form.status, JSON.stringify(form.json)).toBe(200);
    });
  });

  describe("a cookie-authenticated write from another site is refused", () => {
    const signInByCookie = async () => {
      cookie.sid = (await createSession(conn.db, { userId: counselorId, kind: "browser", ttlMs: 3_600_000, now: new Date() })).id;
    };
    const formPost = `title=Forged&date=${MON}&time=15:00&duration=30&category_id=3`;

    it("a cross-origin form post with the session cookie is refused (403 cross_origin) and creates no event", async () => {
      await signInByCookie();
      const before = await eventCount();
      const res = await raw(createEventRoute, {
        path: "/api/v1/calendar",
        contentType: "application/x-www-form-urlencoded",
        body: formPost,
        headers: { origin: "http://evil.example", "sec-fetch-site": "cross-site" },
      });
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ status_code: 403, error: [{ code: "cross_origin" }] });
      const noFetchMetadata = await raw(createEventRoute, { path: "/api/v1/calendar", contentType: "application/x-www-form-urlencoded", body: formPost, headers: { origin: "http://localhost:4000" } });
      expect(noFetchMetadata.status).toBe(403);
      const sandboxed = await raw(createEventRoute, { path: "/api/v1/calendar", contentType: "application/x-www-form-urlencoded", body: formPost, headers: { origin: "null" } });
      expect(sandboxed.status).toBe(403);
      const noOrigin = await raw(createEventRoute, { path: "/api/v1/calendar", contentType: "application/x-www-form-urlencoded", body: formPost, headers: { "sec-fetch-site": "cross-site" } });
      expect(noOrigin.status).toBe(403);
      expect(await eventCount()).toBe(before);
    });

    it("a cross-origin `_method=DELETE` form post is refused through the same check and deletes nothing", async () => {
      await signInByCookie();
      const res = await raw(itemRoute, {
        path: `/api/v1/item/${eventId}`,
        params: { id: String(eventId) },
        contentType: "application/x-www-form-urlencoded",
        body: "_method=DELETE&scope=this",
        headers: { origin: "http://evil.example" },
      });
      expect(res.status).toBe(403);
      expect(await conn.db.select().from(events).where(eq(events.id, eventId))).toHaveLength(1);
    });

    it("a same-origin cookie write works (Origin of this site, Sec-Fetch-Site same-origin)", async () => {
      await signInByCookie();
      const before = await eventCount();
      const res = await raw(createEventRoute, {
        path: "/api/v1/calendar",
        contentType: "application/x-www-form-urlencoded",
        body: formPost,
        headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(await eventCount()).toBe(before + 1);
    });

    it("with APP_URL set, a cookie write from an active partner's white-label host is accepted; a foreign origin is still refused", async () => {
      appEnv.APP_URL = "http://localhost:3000";
      await signInByCookie();
      const post = (origin: string) =>
        raw(createEventRoute, {
          path: "/api/v1/calendar",
          contentType: "application/x-www-form-urlencoded",
          body: formPost,
          headers: { origin, host: new URL(origin).host, "sec-fetch-site": "same-origin" },
        });
      const before = await eventCount();
      const partner = await post("http://academy.localhost");
      expect(partner.status, JSON.stringify(partner.json)).toBe(200);
      expect((await post("http://Academy.localhost:3000")).status).toBe(200);
      expect((await post("http://localhost:3000")).status).toBe(200);
      // Another site, a look-alike of the partner's host, or this host on another port than APP_URL's: refused, even with Host forged to match.
      for (const origin of ["http://evil.example", "http://academy.localhost.evil.example", "http://evil.academy.localhost", "http://localhost:4000"]) {
        const res = await post(origin);
        expect(res.status, origin).toBe(403);
        expect(res.json.error?.[0]).toMatchObject({ code: "cross_origin" });
      }
      // An https deployment takes no write from an http page of the partner's host.
      appEnv.APP_URL = "https://localhost:3000";
      expect((await post("http://academy.localhost")).status).toBe(403);
      expect((await post("https://academy.localhost")).status).toBe(200);
      expect(await eventCount()).toBe(before + 4);
    });

    it("a partner host that is deactivated no longer counts as the site's own (nothing is cached)", async () => {
      appEnv.APP_URL = "http://localhost:3000";
      await signInByCookie();
      const body = { path: "/api/v1/calendar", contentType: "application/x-www-form-urlencoded", body: formPost, headers: { origin: "http://academy.localhost", "sec-fetch-site": "same-origin" } };
      expect((await raw(createEventRoute, body)).status).toBe(200);
      await conn.db.update(partners).set({ active: false }).where(eq(partners.host, "academy.localhost"));
      try {
        expect((await raw(createEventRoute, body)).status).toBe(403);
      } finally {
        await conn.db.update(partners).set({ active: true }).where(eq(partners.host, "academy.localhost"));
      }
      expect((await raw(createEventRoute, body)).status).toBe(200);
    });

    it("a cookie read from another site is not a write: GET is not refused", async () => {
      await signInByCookie();
      const res = await raw(listEventsRoute, { method: "GET", path: `/api/v1/calendar?start=${MON}&end=${MON}`, headers: { origin: "http://evil.example", "sec-fetch-site": "cross-site" } });
      expect(res.status).toBe(200);
    });

    it("a bearer-token call with no Origin works, and a bearer token is not refused for a foreign Origin (the browser never sends it on its own)", async () => {
      const before = await eventCount();
      expect((await call(createEventRoute, { token, path: "/api/v1/calendar", body: { ...event, title: "API client" } })).status).toBe(200);
      expect((await call(createEventRoute, { token, path: "/api/v1/calendar", body: { ...event, title: "SPA elsewhere" }, headers: { origin: "http://evil.example" } })).status).toBe(200);
      expect(await eventCount()).toBe(before + 2);
    });

    it("an anonymous write the browser marks cross-site is refused; same-site and non-browser anonymous writes go through", async () => {
      const body = { your_email: "a@b.org", your_name: "Ann", your_phone: "555", msg: "Hello" };
      const cross = await call(contactRoute, { path: "/home/sendContactUs", body, headers: { origin: "http://evil.example", "sec-fetch-site": "cross-site" } });
      expect(cross.status).toBe(403);
      expect(cross.json.error?.[0]).toMatchObject({ code: "cross_origin" });
      expect((await call(contactRoute, { path: "/home/sendContactUs", body, headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" } })).status).toBe(200);
      expect((await call(contactRoute, { path: "/home/sendContactUs", body })).status).toBe(200);
    });
  });
});

describe("isOwnOrigin: APP_URL when set, else the host the request was addressed to", () => {
  it("compares the whole origin with APP_URL's", () => {
    expect(isOwnOrigin("https://app.scuta.example", ["anything:3000"], "https://app.scuta.example/")).toBe(true);
    expect(isOwnOrigin("http://app.scuta.example", ["app.scuta.example"], "https://app.scuta.example")).toBe(false);
    // A forged Host does not make a foreign origin the site's own once APP_URL is set.
    expect(isOwnOrigin("https://evil.example", ["evil.example"], "https://app.scuta.example")).toBe(false);
  });
  it("without APP_URL compares the host (a proxy ending TLS makes Next see http)", () => {
    expect(isOwnOrigin("https://school.example", ["school.example"], undefined)).toBe(true);
    expect(isOwnOrigin("http://127.0.0.1:3000", ["127.0.0.1:3000", "localhost:3000"], undefined)).toBe(true);
    expect(isOwnOrigin("http://localhost:4000", ["localhost:3000"], undefined)).toBe(false);
    expect(isOwnOrigin("null", ["localhost:3000"], undefined)).toBe(false);
    expect(isOwnOrigin("http://evil.example", [], undefined)).toBe(false);
  });
});
