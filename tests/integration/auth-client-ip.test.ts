import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { POST as forgotRoute } from "@/app/api/v1/forgot/route";
import { runWithPeerAddress } from "@/lib/auth/peer-address";
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// "Request IP is taken from X-Forwarded-For as the client sent it, so the per-account IP
// allow-list (wrongIp) and every per-IP rate limit can be bypassed by setting the header."
// This file runs as the default deployment: TRUSTED_PROXY_COUNT=0, no proxy, the socket decides.
// (The other test files run with 1 trusted proxy, where the rightmost X-Forwarded-For entry counts.)
vi.hoisted(() => {
  process.env.TRUSTED_PROXY_COUNT = "0";
});

const PASSWORD = "demo-pass-2026";

describe.each(DRIVERS)("client address without a trusted proxy (%s)", (driver) => {
  let conn: TConnection;
  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    await conn.db.update(users).set({ allowedIps: "10.20.*" }).where(eq(users.username, "secretary"));
  });
  afterAll(async () => conn.close());

  const login = (xff: string) => call(loginRoute, { body: { username: "secretary", password: PASSWORD }, headers: { "x-forwarded-for": xff } });

  it("a forged X-Forwarded-For naming an allowed address does not get past the IP allow-list (wrongIp)", async () => {
    const res = await runWithPeerAddress("203.0.113.9", () => login("10.20.3.4"));
    expect(res.status).toBe(403);
    expect(res.json.error?.[0].code).toBe("wrongIp");
    const chain = await runWithPeerAddress("203.0.113.9", () => login("10.20.3.4, 10.20.3.5"));
    expect(chain.json.error?.[0].code).toBe("wrongIp");
  });

  it("a connection from an allowed address signs in, whatever X-Forwarded-For says", async () => {
    const res = await runWithPeerAddress("10.20.3.4", () => login("203.0.113.9"));
    expect(res.status).toBe(200);
  });

  it("a request whose socket address is unknown is not on any allow-list", async () => {
    const res = await login("10.20.3.4");
    expect(res.json.error?.[0].code).toBe("wrongIp");
  });

  it("a new forged X-Forwarded-For on every request does not reset the per-address limit of forgot-password", async () => {
    const peer = driver === "pglite" ? "198.51.100.201" : "198.51.100.202";
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.forgot.max + 2; i++) {
      const res = await runWithPeerAddress(peer, () => call(forgotRoute, { body: { email: `someone${i}@school.org` }, headers: { "x-forwarded-for": `10.0.${i}.1` } }));
      statuses.push(res.status);
    }
    expect(statuses.slice(0, RATE_LIMITS.forgot.max).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(RATE_LIMITS.forgot.max)).toEqual([429, 429]);
  });
});
