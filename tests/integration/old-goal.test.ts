import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { oldGoals, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as getRoute, POST as postRoute } from "@/app/api/v1/goal/route";
import { OLD_GOAL_TOTAL_MESSAGE } from "@/lib/old-goal/rules";
import type { TOldGoalJson } from "@/lib/old-goal/schemas";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// The old goal form and GET/POST /api/v1/goal, on both drivers.

describe.each(DRIVERS)("old goal API (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const get = (who: string, qs = "") => call(getRoute, { token: tokens[who], path: `/api/v1/goal${qs}` });
  const post = (who: string, body: unknown) => call(postRoute, { token: tokens[who], body });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    for (const u of ["counselor", "hscounselor", "manager"]) {
      tokens[u] = (await call(loginRoute, { body: { username: u, password: "demo-pass-2026" } })).json.token as string;
      ids[u] = (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, u)))[0].id;
    }
  });
  afterAll(async () => conn.close());

  it("GET /api/v1/goal answers zeros until the school year's goal is saved", async () => {
    const res = await get("counselor");
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: 0, cc: 0, isp: 0, rs: 0, is: 0, ppss: 0, directive1: 0, directive2: 0, isOwner: true });
  });

  it("POST /api/v1/goal stores directive1 = cc + isp + rs + is and directive2 = ppss, whatever directives are sent", async () => {
    const res = await post("counselor", { cc: 30, isp: "25", rs: 20, is: 5, ppss: 15, directive1: 1, directive2: 99 });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Saved.");
    const data = res.json.data as TOldGoalJson;
    expect(data).toMatchObject({ cc: 30, isp: 25, rs: 20, is: 5, ppss: 15, directive1: 80, directive2: 15 });
    const [row] = await conn.db.select().from(oldGoals).where(eq(oldGoals.userId, ids.counselor));
    expect(row).toMatchObject({ directive1: 80, directive2: 15, schoolYear: data.schoolYear });
  });

  it("one goal per counselor per school year: a second save replaces the first", async () => {
    const res = await post("counselor", { cc: 40, isp: 20, rs: 20, is: 10, ppss: 10 });
    expect((res.json.data as TOldGoalJson).directive1).toBe(90);
    expect(await conn.db.select().from(oldGoals).where(eq(oldGoals.userId, ids.counselor))).toHaveLength(1);
    // The database holds the rule too.
    await expect(conn.db.update(oldGoals).set({ directive1: 5 }).where(eq(oldGoals.userId, ids.counselor))).rejects.toThrow();
  });

  it("shares above 100 in total, negative or fractional shares and text are refused with a clear message", async () => {
    const over = await post("counselor", { cc: 50, isp: 30, rs: 20, is: 10, ppss: 10 });
    expect(over.status).toBe(422);
    expect(over.json.error?.[0]).toMatchObject({ field: "ppss", message: OLD_GOAL_TOTAL_MESSAGE });
    expect((await post("counselor", { cc: -5 })).status).toBe(422);
    expect((await post("counselor", { cc: 12.5 })).status).toBe(422);
    expect((await post("counselor", { cc: "lots" })).status).toBe(422);
  });

  it("a manager reads their counselor's goal but does not write it; another counselor's goal is a 404", async () => {
    const read = await get("manager", `?user_id=${ids.counselor}`);
    expect(read.status).toBe(200);
    expect(read.json.data).toMatchObject({ directive1: 90, isOwner: false, user_id: ids.counselor });
    expect((await get("manager", `?user_id=${ids.hscounselor}`)).status).toBe(404);
    expect((await get("hscounselor", `?user_id=${ids.counselor}`)).status).toBe(404);
    // A POST writes only the caller's own goal: the manager's, never the counselor's.
    await post("manager", { cc: 10, ppss: 10, user_id: ids.counselor });
    expect(((await get("counselor")).json.data as TOldGoalJson).cc).toBe(40);
  });
});
