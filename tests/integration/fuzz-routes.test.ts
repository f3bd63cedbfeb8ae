import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { users } from "@/db/schema";
import { createSession } from "@/lib/auth/sessions";
import type { TApiHandler } from "@/lib/http/with-api";
import { sharedDemoDatabase } from "../support/db";

// "a fuzz of every route with malformed bodies, control characters, broken
// multipart and foreign origins answers no 500". Every route handler under app/ is called, as an
// anonymous visitor, as a signed-in demo user (bearer token) and through the browser's session
// cookie, with each malformed input below. Any 4xx is fine; a 500 is a fault.

const cookie = vi.hoisted(() => ({ sid: null as string | null }));
vi.mock("@/lib/auth/next-auth", () => ({
  auth: async () => (cookie.sid ? { claims: { sid: cookie.sid } } : null),
  handlers: {},
  signIn: async () => undefined,
  signOut: async () => undefined,
}));

const ROOT = path.resolve(__dirname, "../..");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type TMethod = (typeof METHODS)[number];
const NOW = new Date("2026-09-02T15:00:00Z");
// Next's own auth endpoints are next-auth's (not withApi) and need a running Next request.
const SKIPPED = new Set(["app/api/auth/[...nextauth]/route.ts"]);

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const files = routeFiles(path.join(ROOT, "app"))
  .map((f) => path.relative(ROOT, f))
  .filter((f) => !SKIPPED.has(f))
  .sort();

/** The URL of a route file and the names of its dynamic segments (route groups dropped). */
function urlOf(file: string): { template: string[]; params: { name: string; catchAll: boolean }[] } {
  const segments = path
    .dirname(file)
    .split(path.sep)
    .slice(1)
    .filter((s) => !/^\(.*\)$/.test(s));
  const params = segments.flatMap((s) => {
    const m = /^\[(\.\.\.)?(.+)\]$/.exec(s);
    return m ? [{ name: m[2], catchAll: !!m[1] }] : [];
  });
  return { template: segments, params };
}

// Values a client could plausibly send, under the names the schemas use: a body that reaches past
// validation on many routes, so the handlers themselves are exercised.
const plausible = (userId: number): Record<string, unknown> => ({
  title: "Fuzz title",
  date: "2026-10-05",
  time: "10:00",
  duration: 30,
  end: "2026-10-30",
  start: "2026-10-01",
  category_id: 3,
  parent_id: 1,
  location: "Room 1",
  notes: "Some notes",
  note: "A note",
  status: "planned",
  scope: "this",
  type: "student",
  name: "Fuzz Name",
  student_number: "S-1",
  value: 1,
  period: 1,
  label: "Label",
  kind: "closed",
  username: "counselor",
  email: "fuzz@example.org",
  confirmEmail: "fuzz@example.org",
  password: "not-the-password-1",
  password_confirmation: "not-the-password-1",
  current_password: "not-the-password-1",
  token: "abcdefghijklmnopqrstuvwxyz012345",
  code: "SAVE10",
  coupon: "SAVE10",
  link: "/api/v1/pdf/abcdefghijklmnop",
  path: "/newLicense/counselor/0",
  linkToken: "abcdefghijklmnop",
  k: "abcdefghijklmnop",
  your_email: "fuzz@example.org",
  your_name: "Fuzz",
  your_phone: "555-0100",
  msg: "Hello there",
  message: "Hello there, a message.",
  question: "How do I add an event?",
  qTopic: 10,
  pageUrl: "/app/dashboard",
  comment: "A comment",
  comments: "Comments",
  reason: "A reason to talk",
  first_name: "Fuzz",
  last_name: "Tester",
  role_id: 1,
  zipcode: "98101",
  school_name: "Fuzz High School",
  country: "US",
  AppID: 1,
  user_id: userId,
  id: 1,
  quoteID: 1,
  orderID: 1,
  modalType: "home",
  dialogType: "register",
  conf_id: "CONF1",
  partnerHost: "academy.localhost",
  timeZone: "America/New_York",
  hideConfidential: true,
  language: "en",
  idempotencyKey: "fuzz-key-0123456789",
  payment: { method: "po", poNumber: "PO-1" },
  quantities: { pro: 1 },
  contact: { name: "Fuzz", school: "Fuzz High", email: "fuzz@example.org" },
  requesterRole: "student",
  topic: "general",
  ics: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:fuzz-1\r\nDTSTART:20261005T100000Z\r\nDTEND:20261005T103000Z\r\nSUMMARY:Fuzz\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
  mode: "preview",
  csv: "name,gender\nFuzz Student,M\n",
  filename: "fuzz.pdf",
});

/** Every string in `value` with `suffix` appended (deeply): control characters "in every plausible field". */
function tainted(value: unknown, suffix: string): unknown {
  if (typeof value === "string") return `${value}${suffix}`;
  if (Array.isArray(value)) return value.map((v) => tainted(v, suffix));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, tainted(v, suffix)]));
  return value;
}

const urlencoded = (body: Record<string, unknown>) => new URLSearchParams(Object.entries(body).flatMap(([k, v]) => (v !== null && typeof v !== "object" ? [[k, String(v)]] : []))).toString();

const QUERY =
  "start=2026-10-01&end=2026-10-31&from=2026-09-01&to=2026-10-31&type=students&code=SAVE10&username=counselor&email=fuzz%40example.org&q=lunch&lang=en&parent_id=1&date=2026-10-05&token=abcdefghijklmnop&conf_id=CONF1&state=WA&format=json";

type TScenario = { label: string; query?: string; contentType?: string; body?: string; headers?: Record<string, string>; param?: string; actor?: "cookie" };

function scenarios(method: TMethod, userId: number): TScenario[] {
  const base = plausible(userId);
  const reads: TScenario[] = [
    { label: "plausible query", query: QUERY },
    { label: "NUL in every query value", query: QUERY.replace(/=([^&]*)/g, "=$1%00") },
    { label: "control characters in every query value", query: QUERY.replace(/=([^&]*)/g, "=$1%01%0D%0A") },
    { label: "NUL in a path segment", param: "\u0000" },
    { label: "an encoded NUL in a path segment", param: "%00" },
    { label: "junk in a path segment", param: "not-an-id%" },
    { label: "a foreign origin", query: QUERY, headers: { origin: "http://evil.example", "sec-fetch-site": "cross-site" } },
  ];
  if (method === "GET") return reads;
  const json = "application/json";
  return [
    ...reads.filter((s) => s.param !== undefined),
    { label: "plausible JSON", contentType: json, body: JSON.stringify(base) },
    { label: "NUL in every field", contentType: json, body: JSON.stringify(tainted(base, "\u0000")) },
    { label: "control characters in every field", contentType: json, body: JSON.stringify(tainted(base, "\u0001\u001b\r\n\t\u007f")) },
    { label: "a CR LF in every field", contentType: json, body: JSON.stringify(tainted(base, "\r\nX-Injected: 1")) },
    { label: "a NUL key", contentType: json, body: JSON.stringify({ ...base, "a\u0000b": "x" }) },
    { label: "a JSON array", contentType: json, body: JSON.stringify([base]) },
    { label: "a JSON string", contentType: json, body: JSON.stringify("\u0000") },
    { label: "JSON null", contentType: json, body: "null" },
    { label: "invalid JSON", contentType: json, body: '{"title": "x", ' },
    { label: "a text body with NUL", contentType: "text/plain", body: "\u0000\u0001" },
    { label: "a broken multipart body", contentType: "multipart/form-data; boundary=XYZ", body: '--XYZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nx' },
    { label: "multipart without a boundary", contentType: "multipart/form-data", body: "title=x" },
    {
      label: "a multipart body with a foreign boundary",
      contentType: "multipart/form-data; boundary=AAA",
      body: '--BBB\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nx\r\n--BBB--\r\n',
    },
    { label: "a urlencoded body", contentType: "application/x-www-form-urlencoded", body: urlencoded(base) },
    { label: "a urlencoded body with NUL", contentType: "application/x-www-form-urlencoded", body: urlencoded(base).replace(/=([^&]*)/g, "=$1%00") },
    { label: "a urlencoded body with broken escapes", contentType: "application/x-www-form-urlencoded", body: "title=%E0%A4%A&_method=%ZZ" },
    { label: "a _method override to DELETE", contentType: "application/x-www-form-urlencoded", body: "_method=DELETE&scope=this" },
    { label: "a foreign origin (anonymous or bearer)", contentType: json, body: JSON.stringify(base), headers: { origin: "http://evil.example", "sec-fetch-site": "cross-site" } },
    { label: "a foreign origin with the session cookie", contentType: "application/x-www-form-urlencoded", body: urlencoded(base), headers: { origin: "http://evil.example" }, actor: "cookie" },
  ];
}

describe("fuzz: no route answers 500 to malformed input", () => {
  let conn: TConnection;
  let userId = 0;
  // One demo user per role, for the routes limited to some roles (the counselor otherwise).
  const byRole = new Map<number, number>();

  beforeAll(async () => {
    conn = await sharedDemoDatabase("pglite", NOW);
    [{ id: userId }] = await conn.db.select({ id: users.id }).from(users).where(eq(users.username, "counselor"));
    for (const u of await conn.db.select({ id: users.id, roleId: users.roleId }).from(users).where(eq(users.active, true))) if (!byRole.has(u.roleId)) byRole.set(u.roleId, u.id);
  });
  afterAll(async () => conn.close());

  it("finds the route files", () => {
    expect(files.length).toBeGreaterThan(80);
  });

  it.each(files)("%s answers no 500", async (file) => {
    const mod = (await import(path.join(ROOT, file))) as Partial<Record<TMethod, TApiHandler>>;
    const { template, params } = urlOf(file);
    const failures: string[] = [];
    for (const method of METHODS) {
      const handler = mod[method];
      if (typeof handler !== "function") continue;
      // Fresh sessions per handler: a route such as logout revokes the one it is called with.
      const roles = Array.isArray(handler.access) ? handler.access : [];
      const signedIn = roles.length ? (roles.map((r) => byRole.get(r)).find((id) => id !== undefined) ?? userId) : userId;
      const bearer = (await createSession(conn.db, { userId: signedIn, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
      const browser = (await createSession(conn.db, { userId: signedIn, kind: "browser", ttlMs: 3_600_000, now: new Date() })).id;
      for (const scenario of scenarios(method, userId)) {
        if (scenario.param !== undefined && params.length === 0) continue;
        const actors = scenario.actor === "cookie" ? (["cookie"] as const) : (["anonymous", "bearer"] as const);
        for (const actor of actors) {
          const value = scenario.param ?? "1";
          const routeParams = Object.fromEntries(params.map((p) => [p.name, p.catchAll ? [value] : value]));
          const pathname = `/${template.map((s) => (/^\[/.test(s) ? encodeURIComponent(value) : s)).join("/")}`;
          const headers = new Headers(scenario.headers);
          if (scenario.contentType) headers.set("content-type", scenario.contentType);
          if (actor === "bearer") headers.set("authorization", `Bearer ${bearer}`);
          cookie.sid = actor === "cookie" ? browser : null;
          const url = new URL(`${pathname}${scenario.query ? `?${scenario.query}` : ""}`, "http://localhost");
          const req = new NextRequest(url, { method, headers, body: method === "GET" ? undefined : scenario.body });
          let status: number;
          try {
            status = (await handler(req, { params: Promise.resolve(routeParams as Record<string, string>) })).status;
          } catch (error) {
            failures.push(`${method} ${scenario.label} as ${actor}: threw ${(error as Error).name}`);
            continue;
          } finally {
            cookie.sid = null;
          }
          if (status >= 500) failures.push(`${method} ${scenario.label} as ${actor}: ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
