import { expect, test, type APIRequestContext } from "@playwright/test";
import { randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { fakeCalendars, type TFakeCalendars } from "../support/fake-calendars";
import { DEMO_PASSWORD, logIn } from "./helpers";
import { startInstance, throwawayDatabase, withSql, type TAppInstance, type TThrowawayDatabase } from "./instances";

// "The app must run as several `next start` instances behind a proxy on one
// PostgreSQL with every guarantee intact." Two production instances of the suite's build, A and B,
// on ONE throwaway PostgreSQL database with the same AUTH_SECRET and APP_URL (in a deployment, the
// proxy's public address; here A's), are called directly, each request sent to the instance the
// test names. Google Calendar is a fake (tests/support/fake-calendars.ts) behind a local HTTP
// server; both instances' calls to Google are sent to it by fake-google-preload.cjs
// (NODE_OPTIONS=--require), so the app's own code runs unchanged.

const BASE_PORT = Number(process.env.E2E_MULTI_PORT ?? 3321);
const [PORT_A, PORT_B, PORT_FAKE_GOOGLE] = [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2];
const LOGIN_MAX_FAILURES = Number(process.env.LOGIN_MAX_FAILURES ?? 5);
const TEST_CARD = { method: "card", cardNumber: "4242 4242 4242 4242", expMonth: 12, expYear: 2099, cvc: "123", nameOnCard: "Evan Walsh" };

test.use({ baseURL: `http://127.0.0.1:${PORT_A}` });
test.describe.configure({ mode: "serial" });

let a: TAppInstance;
let b: TAppInstance;
let database: TThrowawayDatabase | null = null;
let fake: TFakeCalendars;
let fakeGoogle: http.Server | null = null;
// How long the fake Google takes to answer each call: long enough, while the flushes race, that
// two flushes of one queue would surely overlap.
let googleDelayMs = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startFakeGoogle(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      try {
        // "/www.googleapis.com/calendar/v3/…?…" → "https://www.googleapis.com/calendar/v3/…?…"
        const [, host, ...rest] = (req.url ?? "/").split("/");
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
        if (googleDelayMs) await sleep(googleDelayMs);
        const body = chunks.length ? Buffer.concat(chunks).toString("utf8") : undefined;
        const answer = await fake.fetch(`https://${host}/${rest.join("/")}`, { method: req.method, headers, body });
        res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
        res.end(Buffer.from(await answer.arrayBuffer()));
      } catch (error) {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end(String(error));
      }
    });
  });
  return new Promise((resolve) => server.listen(PORT_FAKE_GOOGLE, "127.0.0.1", () => resolve(server)));
}

const onDatabase = <T>(work: Parameters<typeof withSql<T>>[0]) => withSql(work, database!.url);

async function bearer(request: APIRequestContext, instance: TAppInstance, username: string): Promise<string> {
  const res = await request.post(`${instance.baseURL}/api/v1/login`, { data: { username, password: DEMO_PASSWORD } });
  // A refusal names the server's own account of it (its log's last part), not only the answer.
  expect(res.status(), `${await res.text()}\n${instance.log().slice(-3000)}`).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The license dates the quote page offers today (America/New_York, the billing zone): today → the next 31 July. */
function licencePeriod(): { start: string; end: string } {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const [y, m] = today.split("-").map(Number);
  return { start: today, end: `${m >= 8 ? y + 1 : y}-07-31` };
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  fake = fakeCalendars();
  fakeGoogle = await startFakeGoogle();
  database = await throwawayDatabase("scuta_multi");
  const env = {
    AUTH_SECRET: `e2e-multi-instance-${randomBytes(16).toString("hex")}`,
    APP_URL: `http://127.0.0.1:${PORT_A}`,
    GOOGLE_CLIENT_ID: "e2e-google-client",
    GOOGLE_CLIENT_SECRET: "e2e-google-secret",
    FAKE_GOOGLE_URL: `http://127.0.0.1:${PORT_FAKE_GOOGLE}`,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${JSON.stringify(path.resolve("tests/e2e/fake-google-preload.cjs"))}`.trim(),
  };
  // Started together, as a deployment starts its instances: both migrate and seed the empty database.
  [a, b] = await Promise.all([startInstance({ port: PORT_A, databaseUrl: database.url, env }), startInstance({ port: PORT_B, databaseUrl: database.url, env })]);
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await Promise.all([a?.stop(), b?.stop()]);
  await new Promise<void>((resolve) => (fakeGoogle ? fakeGoogle.close(() => resolve()) : resolve()));
  await database?.drop();
});

test("two instances started together on one empty database both answer their first call: one migrates and seeds, the other waits for it", async () => {
  expect(a.firstStatus, a.log().slice(-2000)).toBe(200);
  expect(b.firstStatus, b.log().slice(-2000)).toBe(200);
  const [{ n }] = await onDatabase((sql) => sql<{ n: number }[]>`select count(*)::int as n from users where username = 'counselor'`);
  expect(n).toBe(1);
});

test("a session made on one instance is honoured on the other: the API token, its sign-out, and the browser's session cookie", async ({ page, request }) => {
  const token = await bearer(request, a, "counselor");
  const me = await request.get(`${b.baseURL}/api/v1/user`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { data: { username: string } }).data.username).toBe("counselor");
  // Signed out on B: A refuses the token too.
  expect((await request.post(`${b.baseURL}/api/v1/logout`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  expect((await request.get(`${a.baseURL}/api/v1/user`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);

  // The browser signs in on A; its cookie opens the signed-in area on B (cookies do not depend on the port).
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${b.baseURL}/app/dashboard`);
  await expect(page).toHaveURL(new RegExp(`^${b.baseURL}/app/dashboard`));
  await expect(page.getByRole("heading", { name: "Welcome, Casey" })).toBeVisible();
  const viaCookie = await page.request.get(`${b.baseURL}/api/v1/user`);
  expect(viaCookie.status()).toBe(200);
});

test("the login throttle counts across both instances: wrong passwords alternating between A and B are refused with 429 after the limit", async ({ request }) => {
  const attempt = (instance: TAppInstance, password: string) => request.post(`${instance.baseURL}/api/v1/login`, { data: { username: "director", password } });
  for (let i = 1; i <= LOGIN_MAX_FAILURES; i++) {
    const res = await attempt(i % 2 ? a : b, `wrong-password-${i}`);
    expect(res.status(), `attempt ${i}`).not.toBe(429);
    expect(res.ok(), `attempt ${i}`).toBe(false);
  }
  const next = LOGIN_MAX_FAILURES % 2 ? b : a;
  expect((await attempt(next, "wrong-password-again")).status()).toBe(429);
  // Locked on both, even with the right password.
  expect((await attempt(a, DEMO_PASSWORD)).status()).toBe(429);
  expect((await attempt(b, DEMO_PASSWORD)).status()).toBe(429);
});

test("a purchase retried on the other instance with the same idempotency key charges once: one order, one invoice, the same answer", async ({ request }) => {
  const buy = (instance: TAppInstance, token: string, key: string) =>
    request.post(`${instance.baseURL}/api/v1/users/billing/add`, {
      headers: { authorization: `Bearer ${token}`, "idempotency-key": key },
      data: { ...licencePeriod(), quantities: { max: 1 }, payment: TEST_CARD },
    });
  const counts = (username: string) =>
    onDatabase(async (sql) => {
      const [row] = await sql<{ orders: number; invoices: number }[]>`
        select (select count(*)::int from orders o join users u on u.id = o.user_id where u.username = ${username}) as orders,
               (select count(*)::int from invoices i join orders o on o.id = i.order_id join users u on u.id = o.user_id where u.username = ${username}) as invoices`;
      return row;
    });

  // Sent to A, then retried on B (the proxy sent the retry elsewhere).
  const token = await bearer(request, a, "expiring");
  const before = await counts("expiring");
  const key = `e2e-multi-${Date.now()}`;
  const first = await buy(a, token, key);
  expect(first.status(), await first.text()).toBe(200);
  const retry = await buy(b, token, key);
  expect(retry.status(), await retry.text()).toBe(200);
  expect(await retry.json()).toEqual(await first.json());
  expect(await counts("expiring")).toEqual({ orders: before.orders + 1, invoices: before.invoices + 1 });

  // Sent to both at the same moment (a double click spread over two instances).
  const other = await bearer(request, b, "hscounselor");
  const otherBefore = await counts("hscounselor");
  const both = `e2e-multi-both-${Date.now()}`;
  const [x, y] = await Promise.all([buy(a, other, both), buy(b, other, both)]);
  expect([x.status(), y.status()]).toEqual([200, 200]);
  expect(await y.json()).toEqual(await x.json());
  expect(await counts("hscounselor")).toEqual({ orders: otherBefore.orders + 1, invoices: otherBefore.invoices + 1 });
});

test("a calendar change queued on one instance is sent to Google once, though both instances flush the queue at the same time", async ({ request }) => {
  test.setTimeout(240_000);
  await onDatabase((sql) => sql`update users set google_cal = true where username = 'counselor'`);
  const [{ id: userId }] = await onDatabase((sql) => sql<{ id: number }[]>`select id from users where username = 'counselor'`);
  const queued = async () => (await onDatabase((sql) => sql<{ n: number }[]>`select count(*)::int as n from calendar_sync_queue where user_id = ${userId}`))[0].n;
  const token = await bearer(request, a, "counselor");
  const auth = { authorization: `Bearer ${token}` };

  // Connect: the consent starts on A and comes back to B (the signed state holds on both).
  const start = await request.get(`${a.baseURL}/api/v1/calendar/importExportGoogle?category_id=9&next=%2Fapp%2Fcalendar`, { headers: auth, maxRedirects: 0 });
  expect(start.status()).toBe(303);
  const consent = new URL(start.headers().location);
  expect(consent.host).toBe("accounts.google.com");
  const back = await request.get(`${b.baseURL}/api/v1/calendar/importExportGoogle?code=good-e2e&state=${encodeURIComponent(consent.searchParams.get("state") ?? "")}`, {
    headers: auth,
    maxRedirects: 0,
  });
  expect(back.status(), await back.text()).toBe(303);
  expect(back.headers().location).toMatch(/calendarImport=google:\d+$/);
  // The first sync sends the counselor's events; what it did not send inline goes after the response.
  await expect.poll(queued, { timeout: 120_000 }).toBe(0);
  const creates = () => fake.calls.filter((c) => c.method === "POST" && c.url.startsWith("https://www.googleapis.com/calendar/"));
  const backlog = creates().map((c) => (c.body as { id: string }).id);
  expect(backlog.length).toBeGreaterThan(0);
  expect(new Set(backlog).size).toBe(backlog.length);

  // Six new events at once, half on A and half on B: each answer schedules a flush of the
  // counselor's queue on its own instance, so flushes on A and B run at the same time.
  googleDelayMs = 150;
  try {
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const titles = Array.from({ length: 6 }, (_, i) => `Multi-instance check-in ${i + 1}`);
    const answers = await Promise.all(
      titles.map((title, i) =>
        request.post(`${(i % 2 ? b : a).baseURL}/api/v1/calendar`, { headers: auth, data: { title, date: day, time: `${String(8 + i).padStart(2, "0")}:00`, duration: 30, category_id: 9 } }),
      ),
    );
    for (const res of answers) expect(res.status(), await res.text()).toBe(200);
    await expect.poll(queued, { timeout: 120_000 }).toBe(0);
    for (const title of titles) {
      expect(
        creates().filter((c) => (c.body as { summary?: string }).summary === title),
        title,
      ).toHaveLength(1);
      expect(
        [...fake.google.values()].filter((e) => e.summary === title),
        title,
      ).toHaveLength(1);
    }
    const [{ n: links }] = await onDatabase(
      (sql) => sql<{ n: number }[]>`select count(*)::int as n from event_sync_links l join events e on e.id = l.event_id where e.user_id = ${userId} and e.title like 'Multi-instance check-in %'`,
    );
    expect(links).toBe(titles.length);
  } finally {
    googleDelayMs = 0;
  }
});
