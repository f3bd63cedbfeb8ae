import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { POST as forgotRoute } from "@/app/api/v1/forgot/route";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// A deployment sets APP_URL: every emailed link is built on it, whatever Host the request names.
vi.hoisted(() => {
  process.env.APP_URL = "https://scuta.example.org";
});

describe.each(DRIVERS)("emailed links with APP_URL (%s)", (driver) => {
  let conn: TConnection;
  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("a forged Host does not appear in a reset e-mail: the link is APP_URL's", async () => {
    const headers = { host: "attacker.example", "x-forwarded-host": "attacker.example", "x-forwarded-for": `100.72.${driver === "pglite" ? 1 : 2}.1` };
    const res = await call(forgotRoute, { path: "http://attacker.example/api/v1/forgot", body: { email: "counselor@demo.scuta.app" }, headers });
    expect(res.status).toBe(200);
    const [mail] = await conn.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "counselor@demo.scuta.app"), eq(emailOutbox.kind, "password_reset")))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(mail.html).not.toContain("attacker.example");
    expect(mail.html).toMatch(/https:\/\/scuta\.example\.org\/forgot\/[A-Za-z0-9_-]+/);
    expect(mail.html).toMatch(/https:\/\/scuta\.example\.org\/activateCode\/\d{6}\//);
  });
});
