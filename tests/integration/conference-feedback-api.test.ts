import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { conferenceFeedback, conferences, rateLimitHits } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute } from "@/app/api/v1/conferenceFeedback/route";
import { GET as csvRoute } from "@/app/api/v1/conferenceFeedback/csv/route";
import { POST as submitRoute } from "@/app/home/conferenceFeedback/[slug]/route";
import { isPublicPath } from "@/lib/auth/public-routes";
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

describe.each(DRIVERS)("conference feedback (%s)", (driver) => {
  let conn: TConnection;
  let fscaId = 0;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  const submit = (slug: string, body: unknown, ip = "203.0.113.7") => call(submitRoute, { params: { slug }, body, headers: { "x-forwarded-for": ip } });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    [{ id: fscaId }] = await conn.db.select({ id: conferences.id }).from(conferences).where(eq(conferences.slug, "fsca2026"));
  });
  afterAll(async () => conn.close());

  it("the public form's page and call are open to visitors", () => {
    expect(isPublicPath("/conferences/fsca2026/feedback")).toBe(true);
    expect(isPublicPath("/home/conferenceFeedback/fsca2026")).toBe(true);
  });

  it("a visitor leaves feedback on a conference that has started", async () => {
    const res = await submit("fsca2026", { name: "Ana Ruiz", email: "Ana@Example.org", school: "Winter Park High", rating: "4", comment: "Great booth.\nThanks!" });
    expect(res.status).toBe(200);
    const rows = await conn.db.select().from(conferenceFeedback).where(eq(conferenceFeedback.email, "ana@example.org"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ conferenceId: fscaId, rating: 4, school: "Winter Park High", comment: "Great booth.\nThanks!" });
  });

  it("refuses a conference that has not started (clear message), an unknown one (404) and bad input (422)", async () => {
    const future = await submit("asca2027", { rating: 5 });
    expect(future.status).toBe(409);
    expect(future.json.error?.[0]).toMatchObject({ code: "feedback_not_open" });
    expect((await submit("no-such-conference", { rating: 5 })).status).toBe(404);
    const bad = await submit("fsca2026", { rating: 6, email: "not-an-email", name: "Bad\u0007name" });
    expect(bad.status).toBe(422);
    expect(bad.json.error?.map((e) => e.field).sort()).toEqual(["email", "name", "rating"]);
    expect((await submit("fsca2026", { rating: "abc" })).status).toBe(422);
  });

  it("is rate-limited per address, counted before any work", async () => {
    await conn.db.delete(rateLimitHits);
    const ip = "198.51.100.23";
    for (let i = 0; i < RATE_LIMITS.conferenceFeedback.max; i++) await submit("no-such-conference", { rating: 1 }, ip);
    const over = await submit("fsca2026", { rating: 5 }, ip);
    expect(over.status).toBe(429);
    expect((await submit("fsca2026", { rating: 5 }, "198.51.100.24")).status).toBe(200);
  });

  it("GET /api/v1/conferenceFeedback: admins read it with the average per conference; others are refused", async () => {
    const res = await call(listRoute, { token: await tokenOf("admin"), path: `/api/v1/conferenceFeedback?conference=${fscaId}` });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(5); // three seeded + two above
    const summary = res.json.summary as { conferenceId: number; answers: number; average: number }[];
    expect(summary.find((s) => s.conferenceId === fscaId)).toMatchObject({ answers: 5, average: 4.2 }); // (5+4+3+4+5)/5
    for (const username of ["counselor", "manager", "faculty"]) expect((await call(listRoute, { token: await tokenOf(username) })).status).toBe(403);
    expect((await call(listRoute, {})).status).toBe(401);
  });

  it("GET /api/v1/conferenceFeedback/csv exports the feedback as CSV (formulas neutralised); admins only", async () => {
    await conn.db.insert(conferenceFeedback).values({ conferenceId: fscaId, name: "=HYPERLINK(1)", rating: 2, comment: 'Said "hi", left' });
    const { NextRequest } = await import("next/server");
    const token = await tokenOf("admin");
    const res = await csvRoute(new NextRequest(new URL(`http://localhost/api/v1/conferenceFeedback/csv?conference=${fscaId}`), { headers: { authorization: `Bearer ${token}` } }), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const text = await res.text();
    expect(text.split("\r\n")[0]).toBe("id,conference,date,name,email,school,rating,comment");
    expect(text).toContain("'=HYPERLINK(1)");
    expect(text).toContain('"Said ""hi"", left"');
    expect(text.trim().split("\r\n")).toHaveLength(7);
    expect((await call(csvRoute, { token: await tokenOf("counselor") })).status).toBe(403);
  });
});
