import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { clients, events, studentAccessLog, useOfTimeCategories, users, type TUserRow } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as logsRoute } from "@/app/api/v1/logs/route";
import type { TActor } from "@/lib/auth/current-user";
import { createEvent } from "@/lib/calendar/create-event";
import { zeroCounts } from "@/lib/clients/rules";
import { csvCell } from "@/lib/logs/csv";
import { nowRounded } from "@/lib/logs/rules";
import { flushAccessLog } from "@/lib/privacy/access-log";
import { exportLogsCsv } from "@/lib/logs/export-csv";
import { listLogs } from "@/lib/logs/queries";
import type { TLogRow, TLogsFilterInput } from "@/lib/logs/schemas";
import { schoolYearOf, todayIn } from "@/lib/users/rules";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { NextRequest } from "next/server";

// /app/logs and GET /api/v1/logs: every recorded activity and contact log of a
// calendar, filtered, sorted and paged in SQL, with totals and a CSV file; private to the
// counselor and who manages them.

// A week of the counselor's own, far from the demo data, so the figures are exact.
const WEEK = { from: "2030-01-07", to: "2030-01-11" };
/** The school year (1 August - 31 July) of today in a time zone. */
const schoolYearIn = (timezone: string) => {
  const year = schoolYearOf(todayIn(timezone, new Date()));
  return { from: year.start, to: year.end };
};

describe.each(DRIVERS)("logs (%s)", (driver) => {
  let conn: TConnection;
  let jordanId: number;
  let subId: number;
  const row = async (username: string): Promise<TUserRow> => (await conn.db.select().from(users).where(eq(users.username, username)).limit(1))[0];
  const actorOf = async (username: string): Promise<TActor> => ({ user: await row(username), sessionId: "test", via: "bearer" });
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  let counselorZone = "America/New_York";
  const schoolYear = () => schoolYearIn(counselorZone);
  const list = async (username: string, filter: Partial<TLogsFilterInput> = {}) => listLogs(conn.db, await actorOf(username), { ...WEEK, ...filter });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    const counselor = await row("counselor");
    counselorZone = counselor.timezone;
    [{ id: jordanId }] = await conn.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.userId, counselor.id), eq(clients.name, "Jordan Lee")));
    [{ id: subId }] = await conn.db.insert(useOfTimeCategories).values({ id: 9001, groupId: 1, parentId: 3, name: "Grief group", leaid: counselor.leaid }).returning();
    const base = { userId: counselor.id, maleCount: 0, femaleCount: 0 };
    await conn.db.insert(events).values([
      { ...base, title: "Classroom lesson", date: "2030-01-07", time: "08:30:00", durationMinutes: 50, categoryId: 1, studentsCount: 28, status: "done" },
      { ...base, title: "Check-in", date: "2030-01-07", time: "10:00:00", durationMinutes: 20, categoryId: 3, clientId: jordanId, studentsCount: 1, notes: "Talked about exam stress", status: "done" },
      { ...base, title: "Grief session", date: "2030-01-08", time: "11:00:00", durationMinutes: 45, categoryId: subId, studentsCount: 5, location: "Room 12", status: "done" },
      { ...base, title: "Lunch duty", date: "2030-01-09", time: "12:00:00", durationMinutes: 30, categoryId: 11, status: "cancelled" },
      { ...base, title: '=HYPERLINK("x") 100% sure', date: "2030-01-10", time: "14:00:00", durationMinutes: 15, categoryId: 4, notes: 'Line one\nline "two", three', status: "planned" },
      { ...base, title: "Out of range", date: "2030-01-12", time: "09:00:00", durationMinutes: 60, categoryId: 1, studentsCount: 9, status: "done" },
    ]);
    // Another counselor's activity on the same days.
    const other = await row("expiring");
    await conn.db
      .insert(events)
      .values({ userId: other.id, title: "Other counselor's secret", date: "2030-01-08", time: "09:00:00", durationMinutes: 30, categoryId: 3, notes: "private", status: "done" });
  });
  afterAll(async () => {
    // A CSV's access-log entries are written after its answer: let them land before the database closes.
    await flushAccessLog(conn.db);
    await conn.close();
  });

  describe("filters, totals, sorting and paging", () => {
    it("a date range includes both ends; totals count minutes and students of every matching row except cancelled ones", async () => {
      const page = await list("counselor");
      expect(page.total).toBe(5);
      expect(page.rows.map((r) => r.title)).toEqual(['=HYPERLINK("x") 100% sure', "Lunch duty", "Grief session", "Check-in", "Classroom lesson"]);
      expect(page.totals).toEqual({ minutes: 50 + 20 + 45 + 15, students: 28 + 1 + 5 });
      expect(page.confidential).toBe(true);
    });

    it("a category includes its sub-categories; the sub-category names its parent", async () => {
      const page = await list("counselor", { categoryId: 3 });
      expect(page.rows.map((r) => r.title).sort()).toEqual(["Check-in", "Grief session"]);
      expect(page.rows.find((r) => r.title === "Grief session")).toMatchObject({ category_name: "Grief group", parent_category_name: "Counseling", group_key: "direct" });
      expect((await list("counselor", { categoryId: subId })).rows.map((r) => r.title)).toEqual(["Grief session"]);
    });

    it("student or group, status and free text (title, notes, location; wildcards taken literally) narrow the rows", async () => {
      expect((await list("counselor", { clientId: jordanId })).rows).toMatchObject([{ title: "Check-in", client_name: "Jordan Lee", client_type: "student", notes: "Talked about exam stress" }]);
      expect((await list("counselor", { status: "cancelled" })).rows.map((r) => r.title)).toEqual(["Lunch duty"]);
      expect((await list("counselor", { status: "cancelled" })).totals).toEqual({ minutes: 0, students: 0 });
      expect((await list("counselor", { q: "EXAM" })).rows.map((r) => r.title)).toEqual(["Check-in"]);
      expect((await list("counselor", { q: "room 1" })).rows.map((r) => r.title)).toEqual(["Grief session"]);
      expect((await list("counselor", { q: "100%" })).total).toBe(1);
      expect((await list("counselor", { q: "%" })).total).toBe(1);
      expect((await list("counselor", { q: "_" })).total).toBe(0);
    });

    it("sorts by any column either way and pages with the total of all pages", async () => {
      const byDuration = await list("counselor", { sort: "duration", dir: "asc" });
      expect(byDuration.rows.map((r) => r.duration)).toEqual([15, 20, 30, 45, 50]);
      const byCategory = await list("counselor", { sort: "category", dir: "asc" });
      // A sub-category sorts under its parent.
      expect(byCategory.rows.map((r) => r.category_name)).toEqual(["Consultation", "Counseling", "Grief group", "Instruction", "Lunch/bus/hall duty"]);
      expect((await list("counselor", { sort: "category", dir: "desc" })).rows[0].category_name).toBe("Lunch/bus/hall duty");
      const first = await list("counselor", { pageSize: 10, sort: "date", dir: "asc" });
      expect(first.rows[0].title).toBe("Classroom lesson");
      // The demo counselor's weeks: ten rows on page 2, and the total of all pages.
      const demo = await listLogs(conn.db, await actorOf("counselor"), { ...schoolYear(), pageSize: 10, page: 2 });
      expect(demo.rows).toHaveLength(10);
      expect(demo.total).toBeGreaterThan(100);
      const all = await listLogs(conn.db, await actorOf("counselor"), { ...schoolYear(), pageSize: 100, page: 1 });
      expect(all.rows.slice(10, 20).map((r) => r.id)).toEqual(demo.rows.map((r) => r.id));
    });

    it("sorts the categories by their names in the reader's language (a sub-category still under its parent)", async () => {
      const counselor = await actorOf("counselor");
      const german = { ...counselor, user: { ...counselor.user, language: "de" } };
      // Beratung (Counseling) and its sub-category, Konsultation, Pausen-/Bus-/Fluraufsicht, Unterricht (Instruction).
      expect((await listLogs(conn.db, german, { ...WEEK, sort: "category", dir: "asc" })).rows.map((r) => r.category_id)).toEqual([3, subId, 4, 11, 1]);
      expect((await listLogs(conn.db, german, { ...WEEK, sort: "category", dir: "desc" })).rows[0].category_id).toBe(1);
    });

    it("bad filters are refused with an error per field", async () => {
      const counselor = await actorOf("counselor");
      await expect(listLogs(conn.db, counselor, { from: "2030-02-30", to: "2030-01-01" })).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ["from"] })] });
      await expect(listLogs(conn.db, counselor, { from: "2030-01-10", to: "2030-01-01" })).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ["to"] })] });
      await expect(listLogs(conn.db, counselor, { ...WEEK, pageSize: 7 })).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ["pageSize"] })] });
    });
  });

  describe("counselor-cannot-read-other-counselors-logs", () => {
    it("another counselor's logs are a 404 for a counselor, and never among their own rows", async () => {
      const other = await row("expiring");
      await expect(list("counselor", { userId: other.id })).rejects.toMatchObject({ status: 404, code: "not_found" });
      expect((await list("counselor", { q: "secret" })).total).toBe(0);
      const res = await call(logsRoute, { token: await tokenOf("counselor"), path: `/api/v1/logs?from=${WEEK.from}&to=${WEEK.to}&user_id=${other.id}` });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.json)).not.toContain("secret");
      const csv = await call(logsRoute, { token: await tokenOf("counselor"), path: `/api/v1/logs?from=${WEEK.from}&to=${WEEK.to}&user_id=${other.id}&format=csv` });
      expect(csv.status).toBe(404);
    });

    it("their manager reads them with names and notes", async () => {
      const counselor = await row("counselor");
      const page = await list("manager", { userId: counselor.id, clientId: jordanId });
      expect(page.rows).toMatchObject([{ client_name: "Jordan Lee", notes: "Talked about exam stress" }]);
      expect(page.confidential).toBe(true);
    });

    it("a secretary of the school sees the activities but no names or notes, and cannot search the notes", async () => {
      const counselor = await row("counselor");
      const page = await list("secretary", { userId: counselor.id });
      expect(page.total).toBe(5);
      expect(page.confidential).toBe(false);
      expect(page.rows.every((r: TLogRow) => r.client_name === null && r.notes === null && r.client_id === null)).toBe(true);
      expect((await list("secretary", { userId: counselor.id, q: "exam" })).total).toBe(0);
      const csv = await exportLogsCsv(conn.db, await actorOf("secretary"), { ...WEEK, userId: counselor.id });
      const header = csv.csv.replace(/^\uFEFF/, "").split("\r\n")[0];
      expect(header).not.toMatch(/Student or group|Notes/);
      expect(csv.csv).not.toContain("Jordan Lee");
      expect(csv.csv).not.toContain("exam stress");
    });
  });

  describe("CSV", () => {
    it("the confidentiality eye masks student names and notes in the logs CSV as on the page", async () => {
      const owner = await actorOf("counselor");
      const file = await exportLogsCsv(conn.db, { ...owner, user: { ...owner.user, hideConfidential: true } }, { ...WEEK, sort: "date", dir: "asc" });
      const lines = file.csv.slice(1).split("\r\n");
      expect(lines[2]).toBe("2030-01-07,10:00,20,Check-in,Counseling,,Direct student services,•••••,1,0,0,,Done,Calendar,•••••");
      expect(file.csv).not.toContain("Jordan Lee");
      expect(file.csv).not.toContain("exam stress");
    });

    it("holds every filtered row (not one page) with names and notes for the owner, quoted and formula-safe", async () => {
      const file = await exportLogsCsv(conn.db, await actorOf("counselor"), { ...WEEK, pageSize: 10, sort: "date", dir: "asc" });
      expect(file.filename).toBe("logs-2030-01-07-to-2030-01-11.csv");
      expect(file.rows).toBe(5);
      const text = file.csv;
      expect(text.startsWith("\uFEFF")).toBe(true);
      const lines = text.slice(1).split("\r\n");
      expect(lines[0]).toBe("Date,Time,Duration (minutes),Title,Category,Sub-category,Group,Student or group,Students,Male,Female,Location,Status,Source,Notes");
      expect(lines[1]).toBe("2030-01-07,08:30,50,Classroom lesson,Instruction,,Direct student services,,28,0,0,,Done,Calendar,");
      expect(lines[2]).toBe("2030-01-07,10:00,20,Check-in,Counseling,,Direct student services,Jordan Lee,1,0,0,,Done,Calendar,Talked about exam stress");
      expect(lines[3]).toContain("Grief session,Counseling,Grief group,Direct student services");
      expect(text).toContain(`"'=HYPERLINK(""x"") 100% sure"`);
      expect(text).toContain(`"Line one\nline ""two"", three"`);
    });

    it("cells: plain values stay plain, formulas become text", () => {
      expect(csvCell("abc")).toBe("abc");
      expect(csvCell(-5)).toBe("-5");
      expect(csvCell("-5")).toBe("'-5");
      expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
      expect(csvCell(null)).toBe("");
    });

    it("a file that names a student writes one 'csv' access-log entry per student named; a group, the eye on or a secretary's file writes none", async () => {
      const counselor = await actorOf("counselor");
      const days = { from: "2030-02-04", to: "2030-02-08" };
      const [student, group] = await conn.db
        .insert(clients)
        .values([
          { userId: counselor.user.id, type: "student" as const, name: "Casey Csvread", gradeId: 9, counts: { ...zeroCounts(), male: 1 }, count: 1 },
          { userId: counselor.user.id, type: "group" as const, name: "Csv study group", gradeId: 9, counts: { ...zeroCounts(), male: 6 }, count: 6 },
        ])
        .returning({ id: clients.id });
      const base = { userId: counselor.user.id, time: "09:00:00", durationMinutes: 20, categoryId: 3, status: "done" as const };
      await conn.db.insert(events).values([
        { ...base, title: "Check-in one", date: "2030-02-04", clientId: student.id, studentsCount: 1 },
        { ...base, title: "Check-in two", date: "2030-02-05", clientId: student.id, studentsCount: 1 },
        { ...base, title: "Study group", date: "2030-02-06", clientId: group.id, studentsCount: 6 },
      ]);
      const written = async () => {
        await flushAccessLog(conn.db);
        return conn.db
          .select()
          .from(studentAccessLog)
          .where(and(eq(studentAccessLog.channel, "csv"), inArray(studentAccessLog.clientId, [student.id, group.id])));
      };
      // The eye on, or the school's secretary (names withheld): the file names no student.
      const masked = await exportLogsCsv(conn.db, { ...counselor, user: { ...counselor.user, hideConfidential: true } }, days);
      expect(masked.rows).toBe(3);
      const secretary = await exportLogsCsv(conn.db, await actorOf("secretary"), { ...days, userId: counselor.user.id });
      expect(secretary.rows).toBe(3);
      expect(await written()).toEqual([]);
      const file = await exportLogsCsv(conn.db, counselor, days);
      expect(file.csv).toContain("Casey Csvread");
      const rows = await written();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ clientId: student.id, ownerId: counselor.user.id, readerId: counselor.user.id, channel: "csv", detail: "logs csv" });
    });

    it("is headed in the user's language", async () => {
      const counselor = await actorOf("counselor");
      const file = await exportLogsCsv(conn.db, { ...counselor, user: { ...counselor.user, language: "de" } }, WEEK);
      expect(file.csv.slice(1).split("\r\n")[0]).toMatch(/^Datum,/);
    });
  });

  describe("GET /api/v1/logs", () => {
    it("answers {status_code, data, total, totals} for the filters", async () => {
      const res = await call(logsRoute, { token: await tokenOf("counselor"), path: `/api/v1/logs?from=${WEEK.from}&to=${WEEK.to}&category_id=3&sort=date&dir=asc` });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ status_code: 200, total: 2, totals: { minutes: 65, students: 6 } });
      expect((res.json.data as TLogRow[]).map((r) => [r.date, r.time, r.title])).toEqual([
        ["2030-01-07", "10:00", "Check-in"],
        ["2030-01-08", "11:00", "Grief session"],
      ]);
    });

    it("without dates it shows the current school year", async () => {
      const res = await call(logsRoute, { token: await tokenOf("counselor"), path: "/api/v1/logs?page_size=10" });
      expect(res.status).toBe(200);
      expect(res.json.total as number).toBeGreaterThan(100);
      const { from, to } = schoolYear();
      expect((res.json.data as TLogRow[]).every((r) => r.date >= from && r.date <= to)).toBe(true);
    });

    it("?format=csv is a text/csv attachment of the filtered rows", async () => {
      // call() reads JSON: build the request by hand to read the file.
      const res = await logsRoute(
        new NextRequest(`http://localhost/api/v1/logs?from=${WEEK.from}&to=${WEEK.to}&status=done&format=csv`, { headers: { authorization: `Bearer ${await tokenOf("counselor")}` } }),
        { params: Promise.resolve({}) },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="logs-2030-01-07-to-2030-01-11.csv"');
      const lines = (await res.text()).slice(1).trim().split("\r\n");
      expect(lines).toHaveLength(4);
      expect(lines.slice(1).every((l) => l.includes(",Done,"))).toBe(true);
    });

    it("bad filters are a 422 naming the API's field; no token is a 401", async () => {
      const bad = await call(logsRoute, { token: await tokenOf("counselor"), path: "/api/v1/logs?from=2030-01-01&to=2030-01-10&category_id=x&page_size=3" });
      expect(bad.status).toBe(422);
      expect(bad.json.error?.map((e) => e.field).sort()).toEqual(["category_id", "page_size"]);
      const reversed = await call(logsRoute, { token: await tokenOf("counselor"), path: "/api/v1/logs?from=2030-01-10&to=2030-01-01" });
      expect(reversed.status).toBe(422);
      expect(reversed.json.error).toMatchObject([{ field: "to", code: "invalid_to" }]);
      expect((await call(logsRoute, { path: "/api/v1/logs" })).status).toBe(401);
    });
  });

  it("a quick contact log saved through the calendar's createEvent (source 'contact') is listed as a contact", async () => {
    const counselor = await actorOf("counselor");
    await createEvent(
      conn.db,
      counselor,
      { title: "Parent phone call", date: "2030-01-09", time: "15:05", duration: 15, category_id: 4, client_id: jordanId, notes: "Called mum", status: "done" },
      new Date(),
      { source: "contact" },
    );
    const page = await list("counselor", { q: "phone" });
    expect(page.rows).toMatchObject([{ source: "contact", client_name: "Jordan Lee", duration: 15, status: "done", time: "15:05" }]);
  });
});

describe("quick entry defaults", () => {
  it("the time now is rounded to the nearest 5 minutes in the user's zone, never past 23:55", () => {
    expect(nowRounded(new Date("2026-11-22T15:07:29Z"), "America/New_York")).toEqual({ date: "2026-11-22", time: "10:05" });
    expect(nowRounded(new Date("2026-11-22T15:08:00Z"), "America/New_York")).toEqual({ date: "2026-11-22", time: "10:10" });
    expect(nowRounded(new Date("2026-11-23T04:58:00Z"), "America/New_York")).toEqual({ date: "2026-11-22", time: "23:55" });
    expect(nowRounded(new Date("2026-11-22T23:30:00Z"), "Europe/Rome")).toEqual({ date: "2026-11-23", time: "00:30" });
  });
});
