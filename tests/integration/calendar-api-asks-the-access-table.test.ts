import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { GET as calendarGet, POST as calendarPost } from "@/app/api/v1/calendar/route";
import { GET as clientsGet, POST as clientsPost } from "@/app/api/v1/client/route";
import { GET as logsGet } from "@/app/api/v1/logs/route";
import { GET as daysClosedGet } from "@/app/api/v1/daysclosed/route";
import { GET as periodsGet } from "@/app/api/v1/periods/route";
import { GET as ratingsGet } from "@/app/api/v1/rating/route";
import { GET as filesGet } from "@/app/api/v1/files/route";
import { GET as analysisGet } from "@/app/api/v1/analysis/route";
import { GET as reportGet } from "@/app/api/v1/report/[key]/route";
import { createSession } from "@/lib/auth/sessions";
import type { TApiHandler } from "@/lib/http/with-api";
import { call } from "../support/api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// The calendar, students, logs, days closed, periods, ratings, files, analysis and report routes
// each ask an action of the access table (calendar.event.*, student.*, calendar.log.read,
// calendar.day.*, file.*, dashboard.read, report.*.read) instead of being open to every signed-in
// user. The quote-only user (role 6) has billing and their own account only.
const NOW = new Date("2026-09-02T15:00:00Z");
const RANGE = "start=2026-09-01&end=2026-09-30";

describe.each(DRIVERS)("the calendar API asks the access table (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const byName: Record<string, TUserRow> = {};

  const get = (who: string, handler: TApiHandler, path: string, params: Record<string, string> = {}) => call(handler, { token: tokens[who], method: "GET", path, params });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    for (const u of ["counselor", "secretary", "quoteuser"]) {
      [byName[u]] = await conn.db.select().from(users).where(eq(users.username, u));
      tokens[u] = (await createSession(conn.db, { userId: byName[u].id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
    }
  });
  afterAll(async () => conn.close());

  it("a quote-only user gets 403 on the calendar, clients and logs API, reads and writes alike", async () => {
    const refused = [
      await get("quoteuser", calendarGet, `/api/v1/calendar?${RANGE}`),
      await get("quoteuser", clientsGet, "/api/v1/client"),
      await get("quoteuser", logsGet, "/api/v1/logs"),
      await call(calendarPost, { token: tokens.quoteuser, method: "POST", path: "/api/v1/calendar", body: { title: "Mine", date: "2026-09-14", time: "09:00", duration: 30, category_id: 3 } }),
      await call(clientsPost, { token: tokens.quoteuser, method: "POST", path: "/api/v1/client", body: { type: "student", first_name: "Ann", last_name: "Lee" } }),
    ];
    for (const res of refused) {
      expect(res.status, JSON.stringify(res.json)).toBe(403);
      expect(res.json.error?.[0]).toMatchObject({ code: "forbidden" });
    }
  });

  it("a quote-only user gets 403 on days closed, periods, ratings, files, the use-of-time analysis and the reports", async () => {
    const refused = [
      await get("quoteuser", daysClosedGet, `/api/v1/daysclosed?${RANGE}`),
      await get("quoteuser", periodsGet, "/api/v1/periods"),
      await get("quoteuser", ratingsGet, `/api/v1/rating?${RANGE}`),
      await get("quoteuser", filesGet, "/api/v1/files"),
      await get("quoteuser", analysisGet, "/api/v1/analysis?from=2026-09-01&to=2026-09-30"),
      await get("quoteuser", reportGet, "/api/v1/report/monthlyUseofTimeAnalysis", { key: "monthlyUseofTimeAnalysis" }),
    ];
    for (const res of refused) expect(res.status, JSON.stringify(res.json)).toBe(403);
  });

  it("a counselor still reads their own calendar, students and logs", async () => {
    for (const res of [await get("counselor", calendarGet, `/api/v1/calendar?${RANGE}`), await get("counselor", clientsGet, "/api/v1/client"), await get("counselor", logsGet, "/api/v1/logs")]) {
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    }
  });

  it("a secretary still reads the calendar of a counselor of her school, but no contact logs or students", async () => {
    const calendar = await get("secretary", calendarGet, `/api/v1/calendar?${RANGE}&user_id=${byName.counselor.id}`);
    expect(calendar.status, JSON.stringify(calendar.json)).toBe(200);
    expect((await get("secretary", logsGet, "/api/v1/logs")).status).toBe(403);
    expect((await get("secretary", clientsGet, `/api/v1/client?user_id=${byName.counselor.id}`)).status).toBe(403);
  });
});
