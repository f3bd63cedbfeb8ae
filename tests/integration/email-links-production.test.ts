import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, count, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { emailOutbox, userTokens, users } from "@/db/schema";
import { POST as forgotRoute } from "@/app/api/v1/forgot/route";
import { POST as registerRoute } from "@/app/api/v1/register/route";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// Production without APP_URL (`npm run build && npm start` with no settings): the app runs, but an
// email with a link is refused with 503 app_url_missing, before anything is written.
vi.hoisted(() => {
  (process.env as Record<string, string>).NODE_ENV = "production";
  delete process.env.APP_URL;
});

describe.each(DRIVERS)("production without APP_URL (%s)", (driver) => {
  let conn: TConnection;
  let ip = driver === "pglite" ? 0 : 100;
  const headers = () => ({ host: "localhost:3000", "x-forwarded-for": `100.73.${++ip}.1` });
  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await conn.close();
  });

  it("a reset request answers 503 app_url_missing: no email, no reset link issued", async () => {
    const [user] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    const res = await call(forgotRoute, { path: "http://localhost:3000/api/v1/forgot", body: { email: user.email }, headers: headers() });
    expect(res.status).toBe(503);
    expect(res.json.error?.[0].code).toBe("app_url_missing");
    const [{ mails }] = await conn.db.select({ mails: count() }).from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mails).toBe(0);
    const [{ tokens }] = await conn.db
      .select({ tokens: count() })
      .from(userTokens)
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, "reset")));
    expect(tokens).toBe(0);
  });

  it("a sign-up answers 503 app_url_missing and creates no account", async () => {
    const email = `prod.${driver}.${Date.now()}@school.org`;
    const body = { role_id: 1, first_name: "Prod", last_name: "Nourl", email, confirmEmail: email, zipcode: "98118", NCESSCH: "530771001249" };
    const res = await call(registerRoute, { path: "http://localhost:3000/api/v1/register", body, headers: headers() });
    expect(res.status).toBe(503);
    expect(res.json.error?.[0].code).toBe("app_url_missing");
    expect(await conn.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("everything without an emailed link still works (sign-in)", async () => {
    const res = await call(loginRoute, { body: { username: "counselor", password: "demo-pass-2026" }, headers: headers() });
    expect(res.status).toBe(200);
  });
});
