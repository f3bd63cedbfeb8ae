import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { POST as forgotRoute } from "@/app/api/v1/forgot/route";
import { POST as registerRoute } from "@/app/api/v1/register/route";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// "E-mailed links use the request's Host when APP_URL is unset (a forged Host puts
// http://attacker.example/forgot/<token> in a reset e-mail)". Tests run without APP_URL, as
// development does: a Host that is not this machine is never used; links go to localhost.

const FORGED = { host: "attacker.example", "x-forwarded-host": "attacker.example", "x-forwarded-proto": "https" };
let ip = 0;
const headers = () => ({ ...FORGED, "x-forwarded-for": `100.70.${++ip}.1` });

describe.each(DRIVERS)("emailed links never use a forged Host (%s)", (driver) => {
  let conn: TConnection;
  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  const lastMailTo = async (to: string, kind: string) =>
    (
      await conn.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)))
        .orderBy(desc(emailOutbox.id))
        .limit(1)
    )[0];

  it("a forged Host does not appear in a reset e-mail", async () => {
    const res = await call(forgotRoute, { path: "http://attacker.example/api/v1/forgot", body: { email: "counselor@demo.scuta.app" }, headers: headers() });
    expect(res.status).toBe(200);
    const mail = await lastMailTo("counselor@demo.scuta.app", "password_reset");
    expect(mail.html).not.toContain("attacker.example");
    expect(mail.text).not.toContain("attacker.example");
    expect(mail.html).toMatch(/http:\/\/localhost:\d+\/forgot\/[A-Za-z0-9_-]+/);
  });

  it("a forged Host does not appear in a sign-up password e-mail", async () => {
    const email = `host.${driver}.${Date.now()}@school.org`;
    const body = { role_id: 1, first_name: "Hosta", last_name: "Forgery", email, confirmEmail: email, zipcode: "98118", NCESSCH: "530771001249" };
    const res = await call(registerRoute, { path: "http://attacker.example/api/v1/register", body, headers: headers() });
    expect(res.status).toBe(200);
    const mail = await lastMailTo(email, "password");
    expect(mail.html).not.toContain("attacker.example");
    expect(mail.html).toMatch(/http:\/\/localhost:\d+\/activate\//);
  });

  it("a request to this machine keeps its own address in development (localhost with its port)", async () => {
    const res = await call(forgotRoute, {
      path: "http://localhost:3300/api/v1/forgot",
      body: { email: "manager@demo.scuta.app" },
      headers: { host: "localhost:3300", "x-forwarded-for": `100.71.${++ip}.1` },
    });
    expect(res.status).toBe(200);
    const mail = await lastMailTo("manager@demo.scuta.app", "password_reset");
    expect(mail.html).toContain("http://localhost:3300/forgot/");
  });
});
