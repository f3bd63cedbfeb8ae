import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { dataAnalysisItems, events, targets, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { POST as targetCreate } from "@/app/api/v1/targets/route";
import { PUT as targetPut } from "@/app/api/v1/targets/[id]/route";
import { POST as eventCreate } from "@/app/api/v1/calendar/route";
import { PUT as eventPut } from "@/app/api/v1/calendar/[id]/route";
import { apiAlertFor } from "@/components/shell/api-error-rules";
import { schoolYearExpiredFor } from "@/lib/users/school-year-expired";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// The 'Save Goal' alert (404 relevantReq) and the end-of-school-year alert (404 EOSYExpired) are
// the server's decisions: the client only shows them.

const iso = (d: Date) => d.toISOString().slice(0, 10);
const daysFromToday = (n: number) => iso(new Date(Date.now() + n * 86_400_000));

describe.each(DRIVERS)("alerts the server answers (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    await conn.db.update(users).set({ language: "it" }).where(eq(users.username, "hscounselor"));
    for (const u of ["counselor", "hscounselor"]) {
      tokens[u] = (await call(loginRoute, { body: { username: u, password: "demo-pass-2026" } })).json.token as string;
      ids[u] = (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, u)))[0].id;
    }
  }, 120_000);
  afterAll(async () => conn.close());

  it("a target marked relevant to the data priority with no priority is refused with the 'Save Goal' alert (404 relevantReq, HTML), and nothing is written", async () => {
    const before = (await conn.db.select({ n: count() }).from(targets))[0].n;
    const res = await call(targetCreate, { token: tokens.counselor, body: { name: "Fewer tardies", relevant: true } });
    expect(res.status).toBe(404);
    expect(res.json.error?.[0].code).toBe("relevantReq");
    expect(res.json.error?.[0].message).toContain("<b>relevant to the data priority</b>");
    expect(apiAlertFor({ status_code: 404, error: res.json.error })).toMatchObject({ kind: "relevantReq" });
    expect((await conn.db.select({ n: count() }).from(targets))[0].n).toBe(before);
  });

  it("the relevantReq text is in the reader's language", async () => {
    const res = await call(targetCreate, { token: tokens.hscounselor, body: { name: "Meno ritardi", relevant: true } });
    expect(res.json.error?.[0].message).toContain("<b>pertinente alla priorità dei dati</b>");
  });

  it("a relevant target with its data priority saves, and un-ticking relevant is always allowed; an edit to relevant without one is refused", async () => {
    const [{ id: priority }] = await conn.db.insert(dataAnalysisItems).values({ userId: ids.counselor, name: "Tardies", type: "attendance" }).returning({ id: dataAnalysisItems.id });
    const ok = await call(targetCreate, { token: tokens.counselor, body: { name: "Fewer tardies", relevant: true, dataAnalysis_id: priority } });
    expect(ok.status).toBe(201);
    const id = (ok.json.data as { id: number }).id;
    const plain = await call(targetCreate, { token: tokens.counselor, body: { name: "Not tied to a priority", relevant: false } });
    expect(plain.status).toBe(201);
    const edit = await call(targetPut, { token: tokens.counselor, method: "PUT", params: { id: String(id) }, body: { name: "Fewer tardies", relevant: true } });
    expect(edit.status).toBe(404);
    expect(edit.json.error?.[0].code).toBe("relevantReq");
    expect((await conn.db.select({ d: targets.dataAnalysisId }).from(targets).where(eq(targets.id, id)))[0].d).toBe(priority);
  });

  it("the school year has ended when its end is set, today is past it and the event falls after it", () => {
    expect(schoolYearExpiredFor("2026-06-10", "2026-08-20", "2026-08-21")).toBe(true);
    expect(schoolYearExpiredFor("2026-06-10", "2026-08-20", "2026-06-09")).toBe(false);
    expect(schoolYearExpiredFor("2026-06-10", "2026-05-01", "2026-06-20")).toBe(false);
    expect(schoolYearExpiredFor(null, "2026-08-20", "2026-08-21")).toBe(false);
  });

  it("an event after the end of a school year that has ended is refused with EOSYExpired (404) and nothing is written; one inside it is recorded", async () => {
    const end = daysFromToday(-20);
    await conn.db
      .update(users)
      .set({ startOfSy: daysFromToday(-300), endOfSy: end })
      .where(eq(users.id, ids.counselor));
    const body = { title: "Check-in", date: daysFromToday(1), time: "09:00", duration: 30, category_id: 3 };
    const before = (await conn.db.select({ n: count() }).from(events).where(eq(events.userId, ids.counselor)))[0].n;
    const refused = await call(eventCreate, { token: tokens.counselor, body });
    expect(refused.status).toBe(404);
    expect(refused.json.error?.[0].code).toBe("EOSYExpired");
    expect(apiAlertFor({ status_code: 404, error: refused.json.error })).toMatchObject({ kind: "eosyExpired" });
    expect((await conn.db.select({ n: count() }).from(events).where(eq(events.userId, ids.counselor)))[0].n).toBe(before);

    const inside = await call(eventCreate, { token: tokens.counselor, body: { ...body, date: daysFromToday(-25) } });
    expect(inside.status).toBe(200);
    const eventId = (inside.json.data as { id: number }[])[0].id;
    const moved = await call(eventPut, { token: tokens.counselor, method: "PUT", params: { id: String(eventId) }, body: { date: daysFromToday(2) } });
    expect(moved.status).toBe(404);
    expect(moved.json.error?.[0].code).toBe("EOSYExpired");
  });

  it("with the new school year's dates set, the same event is recorded", async () => {
    await conn.db
      .update(users)
      .set({ startOfSy: daysFromToday(-10), endOfSy: daysFromToday(300) })
      .where(eq(users.id, ids.counselor));
    const res = await call(eventCreate, { token: tokens.counselor, body: { title: "Check-in", date: daysFromToday(1), time: "09:00", duration: 30, category_id: 3 } });
    expect(res.status).toBe(200);
  });
});
