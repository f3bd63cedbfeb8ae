import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { NextRequest } from "next/server";
import { extractText } from "unpdf";
import type { TConnection, TDb } from "@/db/client";
import { eventSeries, events, managedUsers, schoolDistricts, specialDates, useOfTimeCategories, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as analysisRoute } from "@/app/api/v1/analysis/route";
import { GET as analysisPdfRoute } from "@/app/api/v1/analysis/pdf/route";
import { useOfTime } from "@/lib/analysis/use-of-time";
import { useOfTimeByCounselor } from "@/lib/analysis/by-counselor";
import { teamUseOfTime } from "@/lib/analysis/team";
import { setDistrictPublished } from "@/lib/analysis/publish";
import { publicDistrictAnalysis } from "@/lib/analysis/public-district";
import { addDaysIso } from "@/lib/users/rules";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// The arithmetic of the one use-of-time aggregation, pinned on a hand-made week (Monday 2 March to
// Sunday 8 March 2026), and who may read whose analysis.
const WEEK = { from: "2026-03-02", to: "2026-03-08" };
const DEMO_LEAID = "5307710";

type TEv = Partial<typeof events.$inferInsert> & { date: string; time: string; durationMinutes: number; categoryId: number | null };

async function makeUser(db: TDb, username: string, leaid: string | null = null): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ username, email: `${username}@analysis.test`, roleId: 1, active: true, expires: "2030-07-31", leaid, firstName: username, lastName: "Test" })
    .returning({ id: users.id });
  return row.id;
}

async function addEvents(db: TDb, userId: number, rows: TEv[]): Promise<number[]> {
  const inserted = await db
    .insert(events)
    .values(rows.map((r) => ({ title: "x", status: "done" as const, ...r, userId })))
    .returning({ id: events.id });
  return inserted.map((r) => r.id);
}

describe.each(DRIVERS)("use-of-time aggregation (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let ana: number;
  let ben: number;
  let subCategoryId: number;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, new Date("2026-03-04T15:00:00Z"));
    db = conn.db;
    ana = await makeUser(db, "ana_uot");
    ben = await makeUser(db, "ben_uot");
    // A district's sub-category of Consultation (indirect). Its own group id is wrong on purpose: the
    // parent's group is the one that counts.
    const [sub] = await db
      .insert(useOfTimeCategories)
      .values({ id: 9001, groupId: 1, parentId: 4, name: "Parent calls", color: "#123456", leaid: DEMO_LEAID })
      .returning({ id: useOfTimeCategories.id });
    subCategoryId = sub.id;
    const [series] = await db
      .insert(eventSeries)
      .values({ userId: ana, rule: { freq: "weekly", interval: 1, weekdays: [3, 4, 5], until: "2026-03-06" } })
      .returning({ id: eventSeries.id });

    await addEvents(db, ana, [
      // Monday: a lesson and a consultation that overlaps it: both count in full.
      { date: "2026-03-02", time: "09:00:00", durationMinutes: 60, categoryId: 1, studentsCount: 25 },
      { date: "2026-03-02", time: "09:30:00", durationMinutes: 30, categoryId: 4 },
      // Tuesday is a day closed: its event does not count.
      { date: "2026-03-03", time: "10:00:00", durationMinutes: 45, categoryId: 3, studentsCount: 4 },
      // A recurring check-in (Wednesday to Friday): each occurrence row counts; they are planned.
      ...["2026-03-04", "2026-03-05", "2026-03-06"].map((date) => ({ date, time: "08:00:00", durationMinutes: 30, categoryId: 3, studentsCount: 1, status: "planned" as const, seriesId: series.id })),
      // Cancelled: does not count.
      { date: "2026-03-04", time: "13:00:00", durationMinutes: 60, categoryId: 10, status: "cancelled" as const, studentsCount: 9 },
      // Across midnight inside the week: all 180 minutes count.
      { date: "2026-03-05", time: "22:00:00", durationMinutes: 180, categoryId: 7 },
      // Across the week's end (Sunday 23:00 for 2 h): 60 minutes inside.
      { date: "2026-03-08", time: "23:00:00", durationMinutes: 120, categoryId: 11 },
      // Across the week's start (the Sunday before, 23:30 for 1.5 h): 60 minutes inside.
      { date: "2026-03-01", time: "23:30:00", durationMinutes: 90, categoryId: 8 },
      // Before and after the week: nothing.
      { date: "2026-03-01", time: "10:00:00", durationMinutes: 60, categoryId: 1, studentsCount: 30 },
      { date: "2026-03-09", time: "00:00:00", durationMinutes: 60, categoryId: 1, studentsCount: 30 },
      // A sub-category event rolls up to its parent's group (indirect).
      { date: "2026-03-06", time: "10:00:00", durationMinutes: 20, categoryId: subCategoryId },
    ]);
    // Recorded as lunch duty, then moved to Collaboration: it counts in the new category only.
    const [moved] = await addEvents(db, ana, [{ date: "2026-03-06", time: "14:00:00", durationMinutes: 40, categoryId: 11 }]);
    await db.update(events).set({ categoryId: 5 }).where(eq(events.id, moved));
    await db.insert(specialDates).values([
      { userId: ana, kind: "closed", date: "2026-03-03" },
      { userId: ana, kind: "tag", date: "2026-03-04" },
      { userId: ana, kind: "closed", date: "2026-03-12" },
    ]);
    // Another counselor's time is not Ana's.
    await addEvents(db, ben, [{ date: "2026-03-04", time: "09:00:00", durationMinutes: 200, categoryId: 11, studentsCount: 3 }]);
    await db.insert(specialDates).values({ userId: ben, kind: "closed", date: "2026-03-05" });
  });
  afterAll(async () => conn.close());

  it("minutes per group: overlaps count in full, closed days and cancelled events do not, midnight and edges are clipped", async () => {
    const r = await useOfTime(db, { userIds: [ana], ...WEEK });
    const minutes = Object.fromEntries(r.groups.map((g) => [g.key, g.minutes]));
    // direct 60 + 3×30; indirect 30 + 40 + 20; support 180 + 60; non-counseling 60.
    expect(minutes).toEqual({ direct: 150, indirect: 90, support: 240, non_counseling: 60 });
    expect(r.totalMinutes).toBe(540);
    expect(r.groups.map((g) => g.key)).toEqual(["direct", "indirect", "support", "non_counseling"]);
  });

  it("group percents are whole and sum to 100 (largest remainder); direct+indirect is rounded from its minutes", async () => {
    const r = await useOfTime(db, { userIds: [ana], ...WEEK });
    // 27.78, 16.67, 44.44, 11.11 → 28, 17, 44, 11.
    expect(r.groups.map((g) => g.percent)).toEqual([28, 17, 44, 11]);
    // 240 of 540 minutes = 44.4 %.
    expect(r.directIndirectPercent).toBe(44);
    expect(r.categories.reduce((a, c) => a + c.percent, 0)).toBe(100);
  });

  it("a category change: the moved event counts in its new category only", async () => {
    const r = await useOfTime(db, { userIds: [ana], ...WEEK });
    const byId = new Map(r.categories.map((c) => [c.id, c]));
    expect(byId.get(5)?.minutes).toBe(40);
    // Lunch duty holds only the 60 minutes of Sunday night.
    expect(byId.get(11)?.minutes).toBe(60);
    expect(byId.get(11)?.events).toBe(1);
  });

  it("sub-categories roll up to their parent category's group", async () => {
    const r = await useOfTime(db, { userIds: [ana], ...WEEK });
    const sub = r.categories.find((c) => c.id === subCategoryId);
    expect(sub).toMatchObject({ name: "Parent calls", groupKey: "indirect", minutes: 20, color: "#123456", shared: false });
    // Seeded ASCA categories are shared (their names are translated on screen).
    expect(r.categories.find((c) => c.id === 1)).toMatchObject({ name: "Instruction", shared: true });
  });

  it("recurring events: each occurrence row counts", async () => {
    const r = await useOfTime(db, { userIds: [ana], ...WEEK });
    expect(r.categories.find((c) => c.id === 3)).toMatchObject({ minutes: 90, events: 3, students: 3 });
  });

  it("students served are the planned and done events' students; events and days closed are counted", async () => {
    const r = await useOfTime(db, { userIds: [ana], ...WEEK });
    expect(r.studentsServed).toBe(28);
    // Monday ×2, check-ins ×3, Thursday night, Sunday night, the Sunday before, sub-category, moved.
    expect(r.eventsCount).toBe(10);
    expect(r.daysClosed).toBe(1);
  });

  it("several users add up; their days closed each count", async () => {
    const r = await useOfTime(db, { userIds: [ana, ben], ...WEEK });
    expect(r.totalMinutes).toBe(740);
    expect(r.groups.find((g) => g.key === "non_counseling")?.minutes).toBe(260);
    expect(r.daysClosed).toBe(2);
  });

  it("a day closed of one user does not hide another user's events that day", async () => {
    await db.insert(specialDates).values({ userId: ben, kind: "closed", date: "2026-03-04" });
    const r = await useOfTime(db, { userIds: [ben], ...WEEK });
    expect(r.totalMinutes).toBe(0);
    const a = await useOfTime(db, { userIds: [ana], ...WEEK });
    expect(a.totalMinutes).toBe(540);
    await db.delete(specialDates).where(eq(specialDates.date, "2026-03-04"));
  });

  it("nothing recorded: every group of the edition at 0, no division by zero", async () => {
    const r = await useOfTime(db, { userIds: [ana], from: "2025-01-01", to: "2025-01-31" });
    expect(r.totalMinutes).toBe(0);
    expect(r.groups.map((g) => [g.key, g.percent])).toEqual([
      ["direct", 0],
      ["indirect", 0],
      ["support", 0],
      ["non_counseling", 0],
    ]);
    expect(r.directIndirectPercent).toBe(0);
    expect(await useOfTime(db, { userIds: [], ...WEEK })).toMatchObject({ totalMinutes: 0, eventsCount: 0 });
  });

  it("one day: an event crossing midnight into it counts from 00:00", async () => {
    const r = await useOfTime(db, { userIds: [ana], from: "2026-03-06", to: "2026-03-06" });
    // Thursday 22:00 + 180 min → 1 h on Friday (00:00-01:00); check-in 30; sub-category 20; moved 40.
    expect(r.totalMinutes).toBe(60 + 30 + 20 + 40);
  });

  it("by counselor: one row per counselor with minutes, direct+indirect percent and students", async () => {
    const rows = await useOfTimeByCounselor(db, { userIds: [ana, ben], ...WEEK });
    const byId = new Map(rows.map((r) => [r.userId, r]));
    expect(byId.get(ana)).toMatchObject({ totalMinutes: 540, directIndirectMinutes: 240, directIndirectPercent: 44, studentsServed: 28, eventsCount: 10 });
    expect(byId.get(ben)).toMatchObject({ totalMinutes: 200, directIndirectPercent: 0, studentsServed: 3 });
  });

  it("a team from one scan gives the same figures as useOfTime and useOfTimeByCounselor", async () => {
    const q = { userIds: [ana, ben], ...WEEK };
    const team = await teamUseOfTime(db, q);
    expect(team.total).toEqual(await useOfTime(db, q));
    expect(team.counselors).toEqual(await useOfTimeByCounselor(db, q));
    expect(await teamUseOfTime(db, { ...q, userIds: [] })).toMatchObject({ counselors: [], total: { totalMinutes: 0 } });
  });

  it("by counselor: a counselor with nothing recorded still has a row", async () => {
    const rows = await useOfTimeByCounselor(db, { userIds: [ana, ben], from: "2025-01-01", to: "2025-01-07" });
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.totalMinutes === 0 && r.directIndirectPercent === 0)).toBe(true);
  });
});

describe.each(DRIVERS)("analysis access (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  const idOf = async (username: string) => (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
  // The demo counselors' events run from 8 weeks before the seed's day to 2 weeks after it.
  const today = new Date().toISOString().slice(0, 10);
  const range = `from=${addDaysIso(today, -60)}&to=${addDaysIso(today, 15)}`;
  const NOW = new Date();

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
  });
  afterAll(async () => conn.close());

  it("a counselor gets their own analysis", async () => {
    const res = await call(analysisRoute, { token: await tokenOf("counselor"), path: `/api/v1/analysis?${range}` });
    expect(res.status).toBe(200);
    expect(res.json.totalMinutes).toBeGreaterThan(0);
    expect((res.json.groups as { key: string }[]).map((g) => g.key)).toContain("direct");
  });

  it("counselor-cannot-read-other-counselors-analysis: another counselor's id answers 404", async () => {
    const res = await call(analysisRoute, { token: await tokenOf("counselor"), path: `/api/v1/analysis?${range}&user_id=${await idOf("expiring")}` });
    expect(res.status).toBe(404);
    expect(res.json.error?.[0].code).toBe("not_found");
    const pdf = await call(analysisPdfRoute, { token: await tokenOf("counselor"), path: `/api/v1/analysis/pdf?${range}&user_id=${await idOf("expiring")}` });
    expect(pdf.status).toBe(404);
  });

  it("a counselor asking for the team view is refused", async () => {
    const res = await call(analysisRoute, { token: await tokenOf("counselor"), path: `/api/v1/analysis?${range}&scope=team` });
    expect(res.status).toBe(403);
  });

  it("manager-gets-their-team: the team view lists the counselors they manage and their sum", async () => {
    const res = await call(analysisRoute, { token: await tokenOf("manager"), path: `/api/v1/analysis?${range}&scope=team` });
    expect(res.status).toBe(200);
    const counselors = res.json.counselors as { userId: number; totalMinutes: number }[];
    const ids = counselors.map((c) => c.userId);
    expect(ids).toContain(await idOf("counselor"));
    expect(ids).toContain(await idOf("expiring"));
    expect(ids).not.toContain(await idOf("admin"));
    const total = res.json.total as { totalMinutes: number };
    expect(total.totalMinutes).toBe(counselors.reduce((a, c) => a + c.totalMinutes, 0));
  });

  it("a manager opens one counselor they manage, but not someone they do not manage", async () => {
    const ok = await call(analysisRoute, { token: await tokenOf("manager"), path: `/api/v1/analysis?${range}&user_id=${await idOf("counselor")}` });
    expect(ok.status).toBe(200);
    const mine = await call(analysisRoute, { token: await tokenOf("counselor"), path: `/api/v1/analysis?${range}` });
    expect(ok.json.totalMinutes).toBe(mine.json.totalMinutes);
    const no = await call(analysisRoute, { token: await tokenOf("manager"), path: `/api/v1/analysis?${range}&user_id=${await idOf("secretary")}` });
    expect(no.status).toBe(404);
  });

  it("bad input: a range with the end before the start, or not a date, answers 422", async () => {
    const t = await tokenOf("counselor");
    expect((await call(analysisRoute, { token: t, path: "/api/v1/analysis?from=2026-03-10&to=2026-03-01" })).status).toBe(422);
    expect((await call(analysisRoute, { token: t, path: "/api/v1/analysis?from=2026-02-30&to=2026-03-01" })).status).toBe(422);
    expect((await call(analysisRoute, { token: t, path: "/api/v1/analysis?from=2020-01-01&to=2026-03-01" })).status).toBe(422);
  });

  it("the PDF of one's own analysis is a PDF", async () => {
    const t = await tokenOf("counselor");
    // call() reads JSON: the PDF is read raw.
    const res = await analysisPdfRoute(new NextRequest(`http://localhost/api/v1/analysis/pdf?${range}`, { headers: { authorization: `Bearer ${t}` } }), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain("Use-of-time report");
    expect(text).toContain("Casey Morgan");
    expect(text).toContain("Direct student services");
    expect(text).toContain("at least 80% of time in direct and indirect student services");
  });

  it("publishing: only a manager or director of the district toggles it; the public figures carry no names", async () => {
    const manager = (await conn.db.select().from(users).where(eq(users.username, "manager")))[0];
    const counselor = (await conn.db.select().from(users).where(eq(users.username, "counselor")))[0];
    expect(await publicDistrictAnalysis(conn.db, DEMO_LEAID, NOW)).toBeNull();
    await expect(setDistrictPublished(conn.db, counselor, true)).rejects.toMatchObject({ status: 403 });
    await setDistrictPublished(conn.db, manager, true);
    const [district] = await conn.db.select().from(schoolDistricts).where(eq(schoolDistricts.leaid, DEMO_LEAID));
    expect(district.publishUseOfTime).toBe(true);
    const pub = await publicDistrictAnalysis(conn.db, DEMO_LEAID, NOW);
    // The demo district has five counselors with recorded time, the privacy floor: its figures are
    // published (below the floor a notice instead: analysis-publish-floor.test.ts).
    expect(pub).toMatchObject({ status: "published", minCounselors: 5 });
    if (pub?.status !== "published") throw new Error("not published");
    // A period is shown once five counselors have recorded time in it: the school year always is here;
    // this week (early on a Monday, before anyone recorded) or this month (on its first day) may not be yet.
    const kinds = pub.periods.map((p) => p.kind);
    expect(kinds).toContain("schoolYear");
    expect((["week", "month", "schoolYear"] as const).filter((k) => kinds.includes(k))).toEqual(kinds);
    expect(pub.periods.find((p) => p.kind === "schoolYear")?.current.totalMinutes).toBeGreaterThan(0);
    const text = JSON.stringify(pub);
    for (const secret of ["Jordan Lee", "Avery Kim", "Casey", "Morgan", "Sato", "Okafor", "username", "firstName", "clientName", "Individual counseling"]) expect(text).not.toContain(secret);
    await setDistrictPublished(conn.db, manager, false);
    expect(await publicDistrictAnalysis(conn.db, DEMO_LEAID, NOW)).toBeNull();
  });

  it("the demo team's events are only those of managed users (sanity)", async () => {
    const managed = await conn.db
      .select({ id: managedUsers.userId })
      .from(managedUsers)
      .where(eq(managedUsers.managerId, await idOf("manager")));
    const rows = await conn.db
      .select({ id: events.userId })
      .from(events)
      .where(
        inArray(
          events.userId,
          managed.map((m) => m.id),
        ),
      );
    expect(rows.length).toBeGreaterThan(0);
  });
});
