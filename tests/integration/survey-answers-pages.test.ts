import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TConnection } from "@/db/client";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as signupCsv } from "@/app/(app)/app/(admin)/usersurvey/csv/route";
import { GET as trainingCsv } from "@/app/(app)/app/(admin)/usersurveyTrainigApp/csv/route";
import { mayOpenPath } from "@/lib/auth/areas";
import { ROLE } from "@/lib/auth/roles";
import { listSignupAnswers, listTrainingAnswers } from "@/lib/survey-answers/queries";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { NextRequest } from "next/server";

describe.each(DRIVERS)("survey answers (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    if (!tokens[username]) {
      const req = new NextRequest("http://localhost/api/v1/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, password: "demo-pass-2026" }) });
      tokens[username] = ((await (await loginRoute(req, { params: Promise.resolve({}) })).json()) as { token: string }).token;
    }
    return tokens[username];
  };
  const get = async (route: typeof signupCsv, path: string, username?: string) => {
    const headers = new Headers(username ? { authorization: `Bearer ${await tokenOf(username)}` } : {});
    return route(new NextRequest(new URL(path, "http://localhost"), { headers }), { params: Promise.resolve({}) });
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("only the administrator opens the answer pages", () => {
    expect(mayOpenPath(ROLE.admin, "/app/usersurvey")).toBe(true);
    expect(mayOpenPath(ROLE.admin, "/app/usersurveyTrainigApp")).toBe(true);
    for (const role of [ROLE.user, ROLE.manager, ROLE.director, ROLE.secretary]) {
      expect(mayOpenPath(role, "/app/usersurvey")).toBe(false);
      expect(mayOpenPath(role, "/app/usersurveyTrainigApp")).toBe(false);
    }
  });

  it("sign-up answers: one row per user with name and email, per-question counts over the range, paged", async () => {
    const all = await listSignupAnswers(conn.db, { page: 1 });
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.rows[0]).toMatchObject({ name: expect.any(String), email: expect.stringContaining("@") });
    expect(all.rows[0].createdAt.getTime()).toBeGreaterThanOrEqual(all.rows.at(-1)!.createdAt.getTime());
    expect(all.summary.heardFrom.colleague).toBeGreaterThanOrEqual(2);
    expect(Object.values(all.summary.schoolLevel).reduce((s, n) => s + n, 0)).toBe(all.total);
    const today = new Date().toISOString().slice(0, 10);
    const none = await listSignupAnswers(conn.db, { from: today, to: today, page: 1 });
    expect(none.total).toBeLessThan(all.total);
  });

  it("training answers are read back from the /trainingsurvey contact messages: counts and averages", async () => {
    const data = await listTrainingAnswers(conn.db, { page: 1 });
    expect(data.total).toBeGreaterThanOrEqual(4);
    expect(data.rows.every((r) => r.answers.satisfaction !== null && r.answers.nextStep !== null)).toBe(true);
    expect(data.summary.nextStep.trial).toBeGreaterThanOrEqual(2);
    expect(data.summary.satisfactionAverage).toBeGreaterThan(3);
  });

  it("the CSV exports: UTF-8 with BOM, the questions as headings in the language asked, admins only", async () => {
    const res = await get(signupCsv, "/app/usersurvey/csv?lang=it", "admin");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\r\n")[0]).toContain("Come ci hai conosciuto?");
    const training = await (await get(trainingCsv, "/app/usersurveyTrainigApp/csv?lang=en", "admin")).text();
    expect(training).toContain("Start a free trial");
    for (const user of ["counselor", "manager"]) {
      expect((await get(signupCsv, "/app/usersurvey/csv", user)).status).toBe(403);
      expect((await get(trainingCsv, "/app/usersurveyTrainigApp/csv", user)).status).toBe(403);
    }
    expect((await get(signupCsv, "/app/usersurvey/csv")).status).toBe(401);
    // A malformed date is dropped rather than answered with an error.
    expect((await get(signupCsv, "/app/usersurvey/csv?from=2026-02-31", "admin")).status).toBe(200);
  });
});
