import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { clients, events, periods, ratings, specialDates, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listDatesRoute, POST as createDatesRoute } from "@/app/api/v1/special-date/route";
import { DELETE as deleteDateRoute, GET as getDateRoute, POST as overrideDateRoute, PUT as putDateRoute } from "@/app/api/v1/special-date/[id]/route";
import { GET as listPeriodsRoute, POST as createPeriodRoute } from "@/app/api/v1/periods/route";
import { GET as listTagsRoute, POST as createTagRoute } from "@/app/api/v1/tags/route";
import { GET as listDaysClosedRoute, POST as createDayClosedRoute } from "@/app/api/v1/daysclosed/route";
import { DELETE as deletePeriodRoute, POST as overridePeriodRoute } from "@/app/api/v1/periods/[id]/route";
import { GET as listRatingsRoute, POST as createRatingRoute } from "@/app/api/v1/rating/route";
import { GET as getRatingRoute, POST as overrideRatingRoute } from "@/app/api/v1/rating/[id]/route";
import { POST as statisticsRoute } from "@/app/api/v1/rating/statistics/route";
import type { TActor } from "@/lib/auth/current-user";
import { findPublicTagDates, listClosedDays, listPeriods } from "@/lib/student-days/queries";
import { saveSpecialDates } from "@/lib/student-days/save-special-date";
import { timesheetFor } from "@/lib/student-days/timesheet";
import { useOfTime } from "@/lib/analysis/use-of-time";
import type { TPeriodJson, TRatingJson, TRatingStatistics, TSaveSpecialDatesResult, TSpecialDateJson } from "@/lib/student-days/schemas";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// Tags, days closed, periods and ratings: several dates at once, weekends refused,
// duplicates ignored, the method-override of the generic resources, and whose data a caller reaches.

// Weekdays far from the demo data (which sits around today): 2031-03-03 is a Monday, 03-08/09 the weekend.
const MON = "2031-03-03";
const TUE = "2031-03-04";
const WED = "2031-03-05";
const SAT = "2031-03-08";
const SUN = "2031-03-09";

describe.each(DRIVERS)("student days (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const token = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  const actorOf = async (username: string): Promise<TActor> => {
    const [user] = await conn.db.select().from(users).where(eq(users.username, username)).limit(1);
    return { user, sessionId: "test", via: "bearer" };
  };
  const countDates = async (userId: number, kind: "closed" | "tag") =>
    (
      await conn.db
        .select({ id: specialDates.id })
        .from(specialDates)
        .where(and(eq(specialDates.userId, userId), eq(specialDates.kind, kind)))
    ).length;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    for (const u of ["counselor", "expiring", "manager", "secretary", "admin"]) ids[u] = (await actorOf(u)).user.id;
  });
  afterAll(async () => conn.close());

  describe("days closed and tags", () => {
    it("several dates are added at once, and a second time the same dates are ignored as duplicates", async () => {
      const first = await call(createDatesRoute, { token: await token("counselor"), body: { kind: "closed", dates: [TUE, MON], label: "Spring break" } });
      expect(first.status).toBe(200);
      const data = first.json.data as TSaveSpecialDatesResult;
      expect(data.created.map((c) => c.date)).toEqual([MON, TUE]);
      expect(data.duplicates).toEqual([]);

      const again = await call(createDatesRoute, { token: await token("counselor"), body: { kind: "closed", dates: [MON, WED] } });
      expect(again.json.data).toMatchObject({ created: [{ date: WED, kind: "closed" }], duplicates: [MON] });
    });

    it("a weekend is refused with a clear error and nothing of the request is written", async () => {
      const before = await countDates(ids.counselor, "tag");
      const res = await call(createDatesRoute, { token: await token("counselor"), body: { kind: "tag", dates: ["2031-03-10", SAT, SUN] } });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0]).toMatchObject({ code: "weekend_date", field: "dates" });
      expect(res.json.error?.[0].message).toContain(SAT);
      expect(res.json.error?.[0].message).toContain(SUN);
      expect(await countDates(ids.counselor, "tag")).toBe(before);
    });

    it("a malformed date is a 422 with an error per field", async () => {
      const res = await call(createDatesRoute, { token: await token("counselor"), body: { kind: "tag", dates: ["2031-02-30"] } });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0].field).toBe("dates.0");
    });

    it("GET ?kind=closed&start&end lists the days closed of the range only", async () => {
      const res = await call(listDatesRoute, { token: await token("counselor"), path: `/api/v1/special-date?kind=closed&start=${MON}&end=${TUE}` });
      expect((res.json.data as TSpecialDateJson[]).map((d) => [d.date, d.kind, d.label])).toEqual([
        [MON, "closed", "Spring break"],
        [TUE, "closed", "Spring break"],
      ]);
      const closed = await listClosedDays(conn.db, await actorOf("counselor"), { start: MON, end: WED });
      expect(closed.map((d) => d.date)).toEqual([MON, TUE, WED]);
    });

    it("method-override: POST {_method: PUT} moves a date, POST {_method: DELETE} removes it", async () => {
      const [row] = await listClosedDays(conn.db, await actorOf("counselor"), { start: WED, end: WED });
      const path = `/api/v1/special-date/${row.id}`;
      const put = await call(overrideDateRoute, { token: await token("counselor"), path, params: { id: String(row.id) }, body: { _method: "PUT", date: "2031-03-06", label: "Staff day" } });
      expect(put.status).toBe(200);
      expect(put.json.data).toEqual({ id: row.id, kind: "closed", date: "2031-03-06", label: "Staff day" });

      const toWeekend = await call(overrideDateRoute, { token: await token("counselor"), path, params: { id: String(row.id) }, body: { _method: "put", date: SAT } });
      expect(toWeekend.status).toBe(422);
      expect(toWeekend.json.error?.[0].code).toBe("weekend_date");

      const onOther = await call(overrideDateRoute, { token: await token("counselor"), path, params: { id: String(row.id) }, body: { _method: "PUT", date: MON } });
      expect(onOther.status).toBe(409);
      expect(onOther.json.error?.[0].code).toBe("duplicate_date");

      const unknownMethod = await call(overrideDateRoute, { token: await token("counselor"), path, params: { id: String(row.id) }, body: { _method: "PATCH" } });
      expect(unknownMethod.status).toBe(422);

      const del = await call(overrideDateRoute, { token: await token("counselor"), path, params: { id: String(row.id) }, body: { _method: "DELETE" } });
      expect(del.status).toBe(200);
      const gone = await call(getDateRoute, { token: await token("counselor"), path, params: { id: String(row.id) } });
      expect(gone.status).toBe(404);
    });

    it("the override also works from an HTML form (x-www-form-urlencoded)", async () => {
      const [row] = await listClosedDays(conn.db, await actorOf("counselor"), { start: TUE, end: TUE });
      const req = new NextRequest(new URL(`/api/v1/special-date/${row.id}`, "http://localhost"), {
        method: "POST",
        headers: { authorization: `Bearer ${await token("counselor")}`, "content-type": "application/x-www-form-urlencoded" },
        body: "_method=PUT&label=Snow+day",
      });
      const res = await overrideDateRoute(req, { params: Promise.resolve({ id: String(row.id) }) });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: TSpecialDateJson }).data.label).toBe("Snow day");
    });

    it("counselor-cannot-read-other-counselors-special-dates: another counselor gets 404 for reading, changing or deleting them", async () => {
      const [row] = await listClosedDays(conn.db, await actorOf("counselor"), { start: MON, end: MON });
      const other = await token("expiring");
      const params = { id: String(row.id) };
      expect((await call(getDateRoute, { token: other, params })).status).toBe(404);
      expect((await call(putDateRoute, { token: other, params, method: "PUT", body: { label: "x" } })).status).toBe(404);
      expect((await call(deleteDateRoute, { token: other, params, method: "DELETE" })).status).toBe(404);
      expect((await call(overrideDateRoute, { token: other, params, body: { _method: "DELETE" } })).status).toBe(404);
      expect((await call(listDatesRoute, { token: other, path: `/api/v1/special-date?user_id=${ids.counselor}` })).status).toBe(404);
      expect((await call(createDatesRoute, { token: other, body: { kind: "closed", date: "2031-03-11", user_id: ids.counselor } })).status).toBe(404);
      // Still there, unchanged.
      const [still] = await conn.db.select().from(specialDates).where(eq(specialDates.id, row.id));
      expect(still.label).toBe("Spring break");
    });

    it("a manager reads and adds the days closed of a counselor they manage", async () => {
      const res = await call(listDatesRoute, { token: await token("manager"), path: `/api/v1/special-date?kind=closed&start=${MON}&end=${TUE}&user_id=${ids.counselor}` });
      expect(res.status).toBe(200);
      expect((res.json.data as TSpecialDateJson[]).map((d) => d.date)).toEqual([MON, TUE]);
      const add = await saveSpecialDates(conn.db, await actorOf("manager"), { kind: "tag", date: "2031-03-11", user_id: ids.counselor });
      expect(add.created).toHaveLength(1);
      expect((await conn.db.select().from(specialDates).where(eq(specialDates.id, add.created[0].id)))[0].userId).toBe(ids.counselor);
    });

    it("the public timesheet finds a tag's dates only under its owner's username", async () => {
      // A study is the tag dates that share a label.
      const study = await saveSpecialDates(conn.db, await actorOf("counselor"), { kind: "tag", dates: ["2031-05-05", "2031-05-13"], label: "Spring study" });
      await saveSpecialDates(conn.db, await actorOf("counselor"), { kind: "tag", dates: ["2031-05-06"], label: "Another study" });
      const tag = study.created[1];
      const found = await findPublicTagDates(conn.db, "counselor", tag.id);
      expect(found).toMatchObject({ userId: ids.counselor, label: "Spring study", dates: ["2031-05-05", "2031-05-13"] });
      expect(await findPublicTagDates(conn.db, "expiring", tag.id)).toBeNull();
      const [closed] = await conn.db
        .select()
        .from(specialDates)
        .where(and(eq(specialDates.userId, ids.counselor), eq(specialDates.kind, "closed")))
        .limit(1);
      expect(await findPublicTagDates(conn.db, "counselor", closed.id)).toBeNull();
    });
  });

  describe("the public timesheet", () => {
    it("adds up the use of time of the study days, whether they follow each other or not", async () => {
      const days = [...new Set((await conn.db.select({ date: events.date }).from(events).where(eq(events.userId, ids.counselor))).map((e) => e.date))].sort();
      // Two consecutive days with events and one further away.
      const i = days.findIndex((d, k) => k + 1 < days.length && new Date(`${days[k + 1]}T00:00:00Z`).getTime() - new Date(`${d}T00:00:00Z`).getTime() === 86_400_000);
      const picked = [days[i], days[i + 1], days[i + 10]];
      const study = await saveSpecialDates(conn.db, await actorOf("counselor"), { kind: "tag", dates: picked, label: "Sum study" });
      const sheet = await timesheetFor(conn.db, "counselor", study.created[0].id);
      const each = await Promise.all(picked.map((d) => useOfTime(conn.db, { userIds: [ids.counselor], from: d, to: d })));
      expect(sheet?.dates).toEqual(picked);
      expect(sheet?.useOfTime.totalMinutes).toBe(each.reduce((a, u) => a + u.totalMinutes, 0));
      expect(sheet?.useOfTime.eventsCount).toBe(each.reduce((a, u) => a + u.eventsCount, 0));
      expect(sheet?.useOfTime.totalMinutes).toBeGreaterThan(0);
      expect(sheet?.useOfTime.groups.reduce((a, g) => a + g.percent, 0)).toBe(100);
      expect(sheet?.target).toBe(80);
      // Aggregates only: no student or group named, no event title, no note.
      const text = JSON.stringify(sheet);
      const names = await conn.db.select({ name: clients.name }).from(clients).where(eq(clients.userId, ids.counselor));
      expect(names.length).toBeGreaterThan(0);
      for (const { name } of names) expect(text).not.toContain(name);
      expect(text).not.toMatch(/"(title|notes?|client_name|clientId|time)"/);
    });

    it("is not found under another username or for a day closed", async () => {
      const [closed] = await conn.db
        .select()
        .from(specialDates)
        .where(and(eq(specialDates.userId, ids.counselor), eq(specialDates.kind, "closed")))
        .limit(1);
      expect(await timesheetFor(conn.db, "counselor", closed.id)).toBeNull();
      expect(await timesheetFor(conn.db, "nobody-here", closed.id)).toBeNull();
    });
  });

  // "POST /api/v1/tags (date YYYY-MM-DD), /daysclosed, /periods (start and end HH:mm:ss)".
  // The two are names for /special-date with the kind fixed: the same use-case, one date each.
  describe("POST /api/v1/tags (date YYYY-MM-DD), /daysclosed", () => {
    const JUN_MON = "2031-06-02";
    const JUN_TUE = "2031-06-03";
    const JUN_SAT = "2031-06-07";
    const JUN_SUN = "2031-06-08";
    const aliases = [
      { name: "tags", kind: "tag" as const, list: listTagsRoute, create: createTagRoute },
      { name: "daysclosed", kind: "closed" as const, list: listDaysClosedRoute, create: createDayClosedRoute },
    ];

    it.each(aliases)("POST /api/v1/$name {date} adds one date of its kind, and GET /api/v1/$name lists only that kind", async ({ kind, list, create }) => {
      const res = await call(create, { token: await token("counselor"), body: { date: JUN_MON } });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ kind, date: JUN_MON, label: "" });
      const [row] = await conn.db
        .select()
        .from(specialDates)
        .where(eq(specialDates.id, (res.json.data as TSpecialDateJson).id));
      expect(row).toMatchObject({ userId: ids.counselor, kind, date: JUN_MON });

      const listed = await call(list, { token: await token("counselor"), path: `/api/v1/x?start=${JUN_MON}&end=${JUN_TUE}` });
      expect(listed.status).toBe(200);
      expect((listed.json.data as TSpecialDateJson[]).map((d) => [d.date, d.kind])).toEqual([[JUN_MON, kind]]);
    });

    it.each(aliases)("POST /api/v1/$name refuses a bad date, a weekend and a duplicate with the error envelope, writing nothing", async ({ kind, create }) => {
      const t = await token("counselor");
      const before = await countDates(ids.counselor, kind);

      for (const date of ["2031-02-30", "03/06/2031", "2031-6-3", ""]) {
        const bad = await call(create, { token: t, body: { date } });
        expect(bad.status, date).toBe(422);
        expect(bad.json).toMatchObject({ status_code: 422, error: [{ code: "invalid_date", field: "date" }] });
        expect(typeof bad.json.error?.[0].message).toBe("string");
      }
      const missing = await call(create, { token: t, body: {} });
      expect(missing.status).toBe(422);
      expect(missing.json.error?.[0].field).toBe("date");

      for (const date of [JUN_SAT, JUN_SUN]) {
        const weekend = await call(create, { token: t, body: { date } });
        expect(weekend.status).toBe(422);
        expect(weekend.json).toMatchObject({ status_code: 422, error: [{ code: "weekend_date", field: "date" }] });
        expect(weekend.json.error?.[0].message).toContain(date);
      }

      const duplicate = await call(create, { token: t, body: { date: JUN_MON, label: "again" } });
      expect(duplicate.status).toBe(409);
      expect(duplicate.json).toMatchObject({ status_code: 409, error: [{ code: "duplicate_date", field: "date" }] });
      expect(duplicate.json.error?.[0].message).toContain(JUN_MON);

      expect(await countDates(ids.counselor, kind)).toBe(before);
      const [kept] = await conn.db
        .select()
        .from(specialDates)
        .where(and(eq(specialDates.userId, ids.counselor), eq(specialDates.kind, kind), eq(specialDates.date, JUN_MON)));
      expect(kept.label).toBe("");
    });

    it.each(aliases)("POST /api/v1/$name: a manager adds for a counselor they manage; another counselor gets 404 and nothing is written", async ({ kind, list, create }) => {
      const byManager = await call(create, { token: await token("manager"), body: { date: JUN_TUE, user_id: ids.counselor } });
      expect(byManager.status).toBe(200);
      const [row] = await conn.db
        .select()
        .from(specialDates)
        .where(eq(specialDates.id, (byManager.json.data as TSpecialDateJson).id));
      expect(row).toMatchObject({ userId: ids.counselor, kind, date: JUN_TUE });
      const managerList = await call(list, { token: await token("manager"), path: `/api/v1/x?start=${JUN_MON}&end=${JUN_TUE}&user_id=${ids.counselor}` });
      expect((managerList.json.data as TSpecialDateJson[]).map((d) => d.date)).toEqual([JUN_MON, JUN_TUE]);

      const before = await countDates(ids.counselor, kind);
      const other = await token("expiring");
      const denied = await call(create, { token: other, body: { date: "2031-06-04", user_id: ids.counselor } });
      expect(denied.status).toBe(404);
      expect(denied.json.error?.[0].code).toBe("not_found");
      expect((await call(list, { token: other, path: `/api/v1/x?user_id=${ids.counselor}` })).status).toBe(404);
      expect(await countDates(ids.counselor, kind)).toBe(before);
      expect(await conn.db.select().from(specialDates).where(eq(specialDates.date, "2031-06-04"))).toEqual([]);
    });

    it("POST /special-date and the aliases share one path: a date added through one is a duplicate through the other", async () => {
      const viaSpecial = await call(createDatesRoute, { token: await token("counselor"), body: { kind: "tag", dates: [JUN_MON, "2031-06-05"] } });
      expect(viaSpecial.json.data).toMatchObject({ created: [{ date: "2031-06-05" }], duplicates: [JUN_MON] });
      const viaAlias = await call(createTagRoute, { token: await token("counselor"), body: { date: "2031-06-05" } });
      expect(viaAlias.status).toBe(409);
    });

    it("an anonymous caller gets 401", async () => {
      expect((await call(createTagRoute, { body: { date: JUN_MON } })).status).toBe(401);
      expect((await call(listDaysClosedRoute, {})).status).toBe(401);
    });
  });

  describe("periods", () => {
    it("a user without periods gets the default period 0 from 08:00 to 16:00", async () => {
      const res = await call(listPeriodsRoute, { token: await token("admin") });
      expect(res.json.data).toEqual([{ id: null, period: 0, start: "08:00", end: "16:00" }]);
    });

    it("a period must end after it starts", async () => {
      const res = await call(createPeriodRoute, { token: await token("counselor"), body: { period: 3, start: "12:00", end: "11:00" } });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0].field).toBe("end");
    });

    it("a period that overlaps another is refused and nothing is written", async () => {
      const before = (await listPeriods(conn.db, await actorOf("counselor"))).length;
      const res = await call(createPeriodRoute, { token: await token("counselor"), body: { period: 3, start: "11:30", end: "12:45" } });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0].code).toBe("period_overlap");
      expect((await listPeriods(conn.db, await actorOf("counselor"))).length).toBe(before);
    });

    it("a period in the free time is added, changed with _method PUT and removed with _method DELETE", async () => {
      const created = await call(createPeriodRoute, { token: await token("counselor"), body: { period: 3, start: "11:45", end: "12:30" } });
      expect(created.status).toBe(200);
      const p = created.json.data as TPeriodJson;
      expect(p).toMatchObject({ period: 3, start: "11:45", end: "12:30" });
      const params = { id: String(p.id) };
      const put = await call(overridePeriodRoute, { token: await token("counselor"), params, body: { _method: "PUT", period: 3, start: "11:50", end: "12:20" } });
      expect(put.json.data).toMatchObject({ id: p.id, start: "11:50", end: "12:20" });
      // Changing a period does not clash with itself, but still with its neighbours.
      const clash = await call(overridePeriodRoute, { token: await token("counselor"), params, body: { _method: "PUT", period: 3, start: "11:00", end: "12:20" } });
      expect(clash.status).toBe(422);
      expect((await call(deletePeriodRoute, { token: await token("expiring"), params, method: "DELETE" })).status).toBe(404);
      const del = await call(overridePeriodRoute, { token: await token("counselor"), params, body: { _method: "DELETE" } });
      expect(del.status).toBe(200);
      expect(await conn.db.select().from(periods).where(eq(periods.id, p.id!))).toEqual([]);
    });

    it("POST /api/v1/periods takes start and end as HH:mm:ss as well as HH:mm", async () => {
      const created = await call(createPeriodRoute, { token: await token("counselor"), body: { period: 4, start: "16:00:00", end: "17:30:00" } });
      expect(created.status).toBe(200);
      const p = created.json.data as TPeriodJson;
      expect(p).toMatchObject({ period: 4, start: "16:00", end: "17:30" });
      const [row] = await conn.db.select().from(periods).where(eq(periods.id, p.id!));
      expect([row.start, row.end]).toEqual(["16:00:00", "17:30:00"]);
      const bad = await call(createPeriodRoute, { token: await token("counselor"), body: { period: 5, start: "17:30:00", end: "18:00:61" } });
      expect(bad.status).toBe(422);
      expect(bad.json.error?.[0].field).toBe("end");
      await call(overridePeriodRoute, { token: await token("counselor"), params: { id: String(p.id) }, body: { _method: "DELETE" } });
    });

    it("counselor-cannot-read-other-counselors-periods", async () => {
      expect((await call(listPeriodsRoute, { token: await token("expiring"), path: `/api/v1/periods?user_id=${ids.counselor}` })).status).toBe(404);
    });
  });

  describe("ratings", () => {
    let dayRating: TRatingJson;

    it("rating a day, then the same day again, changes the one rating of that day", async () => {
      const first = await call(createRatingRoute, { token: await token("counselor"), body: { value: 2, date: MON, note: "Good groups" } });
      expect(first.status).toBe(200);
      dayRating = first.json.data as TRatingJson;
      const again = await call(createRatingRoute, { token: await token("counselor"), body: { value: -1, date: MON, note: "Fire drill" } });
      expect(again.json.data).toMatchObject({ id: dayRating.id, value: -1, note: "Fire drill", event_id: null });
      dayRating = again.json.data as TRatingJson;
    });

    it("a rating outside -3..3 is refused", async () => {
      const res = await call(createRatingRoute, { token: await token("counselor"), body: { value: 4, date: MON } });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0].field).toBe("value");
    });

    it("an event is rated on its own date, and only the subject's own events can be rated", async () => {
      const [own] = await conn.db.select().from(events).where(eq(events.userId, ids.counselor)).limit(1);
      const res = await call(createRatingRoute, { token: await token("counselor"), body: { value: 3, date: MON, event_id: own.id } });
      expect(res.json.data).toMatchObject({ value: 3, date: own.date, event_id: own.id, event_title: own.title });
      const [theirs] = await conn.db.select().from(events).where(eq(events.userId, ids.expiring)).limit(1);
      const foreign = await call(createRatingRoute, { token: await token("counselor"), body: { value: 3, date: MON, event_id: theirs.id } });
      expect(foreign.status).toBe(404);
    });

    it("method-override on /rating/{id}: PUT changes the value, DELETE removes it", async () => {
      const created = (await call(createRatingRoute, { token: await token("counselor"), body: { value: 1, date: TUE } })).json.data as TRatingJson;
      const params = { id: String(created.id) };
      const put = await call(overrideRatingRoute, { token: await token("counselor"), params, body: { _method: "PUT", value: 3 } });
      expect(put.json.data).toMatchObject({ id: created.id, value: 3 });
      const bad = await call(overrideRatingRoute, { token: await token("counselor"), params, body: { _method: "PUT", value: -7 } });
      expect(bad.status).toBe(422);
      const del = await call(overrideRatingRoute, { token: await token("counselor"), params, body: { _method: "DELETE" } });
      expect(del.status).toBe(200);
      expect(await conn.db.select().from(ratings).where(eq(ratings.id, created.id))).toEqual([]);
    });

    it("statistics count per value, average and per month over the range", async () => {
      await call(createRatingRoute, { token: await token("counselor"), body: { value: 3, date: "2031-04-01" } });
      const res = await call(statisticsRoute, { token: await token("counselor"), body: { start: "2031-03-01", end: "2031-04-30" } });
      const s = res.json.data as TRatingStatistics;
      expect(s.count).toBe(2);
      expect(s.average).toBe(1);
      expect(s.counts.find((c) => c.value === -1)?.count).toBe(1);
      expect(s.counts.find((c) => c.value === 3)?.count).toBe(1);
      expect(s.months).toEqual([
        { month: "2031-03", count: 1, average: -1 },
        { month: "2031-04", count: 1, average: 3 },
      ]);
    });

    it("counselor-cannot-read-other-counselors-ratings: 404 on the rating, the list, the statistics and the override", async () => {
      const other = await token("expiring");
      const params = { id: String(dayRating.id) };
      expect((await call(getRatingRoute, { token: other, params })).status).toBe(404);
      expect((await call(overrideRatingRoute, { token: other, params, body: { _method: "PUT", value: 3 } })).status).toBe(404);
      expect((await call(overrideRatingRoute, { token: other, params, body: { _method: "DELETE" } })).status).toBe(404);
      expect((await call(listRatingsRoute, { token: other, path: `/api/v1/rating?start=2031-01-01&end=2031-12-31&user_id=${ids.counselor}` })).status).toBe(404);
      expect((await call(statisticsRoute, { token: other, body: { start: "2031-01-01", end: "2031-12-31", user_id: ids.counselor } })).status).toBe(404);
      const own = await call(listRatingsRoute, { token: other, path: "/api/v1/rating?start=2031-01-01&end=2031-12-31" });
      expect(own.json.data).toEqual([]);
      const [still] = await conn.db.select().from(ratings).where(eq(ratings.id, dayRating.id));
      expect(still.value).toBe(-1);
    });

    it("the manager of the counselor reads their statistics; a secretary sees values but not the notes", async () => {
      const res = await call(statisticsRoute, { token: await token("manager"), body: { start: "2031-03-01", end: "2031-04-30", user_id: ids.counselor } });
      expect(res.status).toBe(200);
      expect((res.json.data as TRatingStatistics).count).toBe(2);
      const sec = await call(listRatingsRoute, { token: await token("secretary"), path: `/api/v1/rating?start=${MON}&end=${MON}&user_id=${ids.counselor}` });
      expect(sec.status).toBe(200);
      const list = sec.json.data as TRatingJson[];
      expect(list.find((r) => r.id === dayRating.id)).toMatchObject({ value: -1, note: "" });
    });
  });
});
