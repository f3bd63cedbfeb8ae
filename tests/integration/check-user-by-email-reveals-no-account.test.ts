import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { users } from "@/db/schema";
import { POST as checkRoute } from "@/app/api/v1/quote/checkUserByEmail/route";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// POST /api/v1/quote/checkUserByEmail answers the spec's fields (showInputs, username, message, user_id,
// user, respondData), but a signed-out visitor learns only whether the form needs its other inputs:
// username, user_id and user are null whether or not the address has an account.

describe.each(DRIVERS)("checkUserByEmail (%s)", (driver) => {
  let conn: TConnection;
  let email = "";

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    [{ email }] = await conn.db.select({ email: users.email }).from(users).where(eq(users.username, "counselor"));
  });
  afterAll(async () => conn.close());

  it("an address with an account answers showInputs 0 and the spec's fields, with no username, id or user", async () => {
    const res = await call(checkRoute, { body: { email, dialogType: "quote" }, headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ showInputs: 0, username: null, user_id: null, user: null, respondData: { email } });
    expect(String(res.json.message)).not.toBe("");
    expect(JSON.stringify(res.json)).not.toContain('counselor"');
  });

  it("an address without an account answers showInputs 1 with the same null fields", async () => {
    const res = await call(checkRoute, { body: { email: "nobody-here@example.org" }, headers: { "x-forwarded-for": "203.0.113.8" } });
    expect(res.json).toMatchObject({ showInputs: 1, username: null, user_id: null, user: null, message: "" });
  });
});
