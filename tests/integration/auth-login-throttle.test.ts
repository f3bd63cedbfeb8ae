import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TConnection } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { POST as passwordRoute } from "@/app/api/v1/user/password/route";
import { hashPassword } from "@/lib/auth/crypto";
import { createSession } from "@/lib/auth/sessions";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// "50 parallel wrong passwords → 14 checked against a limit of 5", and "the login counter
// is kept per typed name (username and e-mail each get 5)". The limit is LOGIN_MAX_FAILURES = 5.

const PASSWORD = "right-password-2026";
let n = 0;
let ip = 0;
const fromNewIp = () => ({ "x-forwarded-for": `198.51.100.${(++ip % 250) + 1}` });

describe.each(DRIVERS)("login throttle (%s)", (driver) => {
  let conn: TConnection;
  let hash: string;
  const newUser = async (): Promise<TUserRow> => {
    n += 1;
    const username = `throttle${n}${driver}`;
    const [u] = await conn.db
      .insert(users)
      .values({ username, email: `${username}@school.example.org`, passwordHash: hash, roleId: 1, appId: 1, active: true, expires: "2099-07-31", firstName: "Tess", lastName: "Rottle" })
      .returning();
    return u;
  };
  const login = (username: string, password: string, headers = fromNewIp()) => call(loginRoute, { body: { username, password }, headers });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    hash = await hashPassword(PASSWORD);
  });
  afterAll(async () => conn.close());

  it("50 parallel wrong passwords: at most 5 are checked against the account, the other 45 answer 429", async () => {
    const u = await newUser();
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => login(u.username, `wrong-${i}`)));
    const checked = results.filter((r) => r.status === 401);
    const throttled = results.filter((r) => r.status === 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.length + throttled.length).toBe(50);
    expect(throttled[0]?.json.error?.[0].code).toBe("too_many_attempts");
    // The right password is throttled too now.
    expect((await login(u.username, PASSWORD)).status).toBe(429);
  });

  it("username and e-mail share one counter: 3 wrong by username and 2 by e-mail use up the account's 5", async () => {
    const u = await newUser();
    for (let i = 0; i < 3; i++) expect((await login(u.username, `wrong-${i}`)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login(u.email.toUpperCase(), `wrong-e${i}`)).status).toBe(401);
    expect((await login(u.email, PASSWORD)).status).toBe(429);
    expect((await login(` ${u.username.toUpperCase()} `, PASSWORD)).status).toBe(429);
  });

  it("a name that matches no account is counted under the name itself, however it is typed", async () => {
    const name = `nobody-${driver}-${Date.now()}`;
    for (let i = 0; i < 5; i++) expect((await login(i % 2 ? name.toUpperCase() : ` ${name}`, "x")).status).toBe(401);
    expect((await login(name, "x")).status).toBe(429);
  });

  it("a successful sign-in forgives the account's earlier failures", async () => {
    const u = await newUser();
    for (let i = 0; i < 4; i++) expect((await login(u.username, `wrong-${i}`)).status).toBe(401);
    expect((await login(u.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(u.username, `wrong-again-${i}`)).status).toBe(401);
    expect((await login(u.username, PASSWORD)).status).toBe(200);
  });

  it("the current-password check of a password change is throttled on the same budget, even in parallel", async () => {
    const u = await newUser();
    const { token } = await createSession(conn.db, { userId: u.id, kind: "api", ttlMs: 3_600_000, now: new Date() });
    const change = (current: string) =>
      call(passwordRoute, { token, body: { current_password: current, password: "a-new-password-2026", password_confirmation: "a-new-password-2026" }, headers: fromNewIp() });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => change(`wrong-${i}`)));
    expect(results.filter((r) => r.status === 422).length).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(15);
    // The right current password is refused now, and so is a sign-in: one budget per account.
    expect((await change(PASSWORD)).status).toBe(429);
    expect((await login(u.username, PASSWORD)).status).toBe(429);
  });

  it("one address gets at most 25 failures over different names (five times the account limit), counted atomically", async () => {
    const headers = { "x-forwarded-for": "203.0.113.250" };
    const names = Array.from({ length: 40 }, (_, i) => `spray-${driver}-${Date.now()}-${i}`);
    const results = await Promise.all(names.map((name) => login(name, "x", headers)));
    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(25);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(15);
  });
});
