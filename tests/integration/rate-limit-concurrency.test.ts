import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, like } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { rateLimitHits, users } from "@/db/schema";
import { POST as registerRoute } from "@/app/api/v1/register/route";
import { POST as forgotRoute } from "@/app/api/v1/forgot/route";
import { sha256 } from "@/lib/auth/crypto";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// "Rate limits … are exceeded by parallel requests (… sign-up 50 through a limit of 40)".
// A hit is counted atomically BEFORE the work: parallel calls can never pass more than the limit.

let seq = 0;
const uniqueEmail = () => `parallel.${Date.now()}.${++seq}@school.org`;
// Each sign-up its own last name, so each gets its own username ("Parallelbc", "Parallelbd", …).
const letters = (i: number) => String.fromCharCode(97 + (Math.floor(i / 26) % 26), 97 + (i % 26));
const signupForm = (email: string, i: number, tag: string) => ({
  role_id: 1,
  first_name: "Jordan",
  last_name: `Parallel${tag}${letters(i)}`,
  email,
  confirmEmail: email,
  zipcode: "98118",
  NCESSCH: "530771001249",
});

describe.each(DRIVERS)("atomic rate limits (%s)", (driver) => {
  let conn: TConnection;
  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("50 parallel sign-ups from one address through a limit of 40: at most 40 accounts are made, the rest answer 429", async () => {
    const headers = { "x-forwarded-for": `192.0.2.${driver === "pglite" ? 10 : 11}` };
    const emails = Array.from({ length: 50 }, uniqueEmail);
    const tag = driver === "pglite" ? "p" : "q";
    const results = await Promise.all(emails.map((email, i) => call(registerRoute, { body: signupForm(email, i, tag), headers })));
    const passed = results.filter((r) => r.status === 200).length;
    expect(passed).toBe(RATE_LIMITS.signup.max);
    expect(results.filter((r) => r.status === 429).length).toBe(50 - passed);
    const [{ made }] = await conn.db
      .select({ made: count() })
      .from(users)
      .where(like(users.lastName, `Parallel${tag}%`));
    expect(made).toBeLessThanOrEqual(RATE_LIMITS.signup.max);
  });

  it("hitRateLimit: 60 parallel hits against a limit of 40 let exactly 40 through and record exactly 40", async () => {
    const limit = { scope: `test_${driver}`, max: 40, windowMinutes: 60 };
    const now = new Date();
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, () =>
        hitRateLimit(conn.db, limit, "203.0.113.40", now).then(
          () => "ok",
          (e: { status?: number }) => e.status,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(40);
    expect(outcomes.filter((o) => o === 429)).toHaveLength(20);
    const [{ n }] = await conn.db
      .select({ n: count() })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.scope, limit.scope), eq(rateLimitHits.keyHash, sha256(`${limit.scope}:203.0.113.40`))));
    expect(n).toBe(40);
  });

  it("hits inside a caller's transaction are counted atomically too", async () => {
    const limit = { scope: `test_tx_${driver}`, max: 3, windowMinutes: 60 };
    const now = new Date();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        conn.db
          .transaction((tx) => hitRateLimit(tx, limit, "key", now))
          .then(
            () => "ok",
            (e: { status?: number }) => e.status,
          ),
      ),
    );
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(3);
  });

  it("the per-address limit of the forgot-password call holds under 20 parallel requests (5 an hour)", async () => {
    const headers = { "x-forwarded-for": `192.0.2.${driver === "pglite" ? 20 : 21}` };
    const results = await Promise.all(Array.from({ length: 20 }, () => call(forgotRoute, { body: { email: uniqueEmail() }, headers })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(RATE_LIMITS.forgot.max);
    expect(results.filter((r) => r.status === 429)).toHaveLength(20 - RATE_LIMITS.forgot.max);
  });
});
