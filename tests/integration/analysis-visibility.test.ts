import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gte, lte } from "drizzle-orm";
import { NextRequest } from "next/server";
import { extractText } from "unpdf";
import type { TConnection, TDb } from "@/db/client";
import { clients, events, users, type TUserRow } from "@/db/schema";
import { CLIENT_COUNT_FIELDS, type TClientCounts } from "@/db/schema/client-counts";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as analysisRoute } from "@/app/api/v1/analysis/route";
import { GET as analysisPdfRoute } from "@/app/api/v1/analysis/pdf/route";
import { openCounselorDashboard, UPCOMING_DAYS } from "@/lib/analysis/dashboard";
import { teamKindOf, teamMembers } from "@/lib/analysis/scope";
import { mayReadConfidential, resolveSubject } from "@/lib/calendar/scope";
import { canSeeEventDetails, visibleDetails } from "@/lib/analysis/visibility";
import { DEMO_PASSWORD } from "@/db/seed/demo";
import { addDaysIso, todayIn } from "@/lib/users/rules";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// "A state manager (and anyone whose analysis scope is wider than their calendar
// scope) gets counselors' student names and event titles in the dashboard HTML, hidden only on the
// client." The server decides (lib/analysis/visibility.ts); the eye only hides on top of it.

const STUDENT = "Quillon Verdigris";
const TITLE = "Check-in about the Verdigris family move";

const zeroCounts = () => Object.fromEntries(CLIENT_COUNT_FIELDS.map((f) => [f, 0])) as TClientCounts;

describe.each(DRIVERS)("who sees a counselor's event details on the dashboard (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  const NOW = new Date();
  const userOf = async (username: string): Promise<TUserRow> => (await db.select().from(users).where(eq(users.username, username)))[0];
  let counselor: TUserRow;
  /** Every title and student name of the counselor's next days: none may reach an aggregate-only viewer. */
  let secrets: string[];

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    counselor = await userOf("counselor");
    const today = todayIn(counselor.timezone, NOW);
    const [student] = await db
      .insert(clients)
      .values({ userId: counselor.id, type: "student", name: STUDENT, counts: { ...zeroCounts(), female: 1 }, count: 1 })
      .returning({ id: clients.id });
    await db
      .insert(events)
      .values({ userId: counselor.id, title: TITLE, date: addDaysIso(today, 1), time: "07:05:00", durationMinutes: 30, categoryId: 3, clientId: student.id, studentsCount: 1, notes: "Private note" });
    const upcoming = await db
      .select({ title: events.title, name: clients.name })
      .from(events)
      .leftJoin(clients, eq(clients.id, events.clientId))
      .where(and(eq(events.userId, counselor.id), gte(events.date, today), lte(events.date, addDaysIso(today, UPCOMING_DAYS - 1))));
    secrets = [...new Set(upcoming.flatMap((r) => [r.title, r.name ?? ""]).filter((s) => s.length > 3))];
  });
  afterAll(async () => conn.close());

  it("the state manager's dashboard data for a counselor holds no student name and no event title of that counselor", async () => {
    const viewer = await userOf("statemanager");
    const data = await openCounselorDashboard(db, viewer, counselor.id, NOW);
    expect(data.subject.id).toBe(counselor.id);
    // The figures and the times stay: the state manager reads aggregates.
    expect(data.upcoming.length).toBeGreaterThan(0);
    expect(data.upcoming.every((e) => e.title === null && e.clientName === null)).toBe(true);
    expect(data.detailsWithheld).toBe(true);
    const payload = JSON.stringify(data);
    expect(secrets).toContain(TITLE);
    expect(secrets).toContain(STUDENT);
    for (const s of secrets) expect(payload).not.toContain(s);
  });

  it("the counselor's own dashboard still has their titles and student names (the eye hides them on the client)", async () => {
    const data = await openCounselorDashboard(db, counselor, null, NOW);
    expect(data.detailsWithheld).toBe(false);
    const mine = data.upcoming.find((e) => e.title === TITLE);
    expect(mine).toMatchObject({ title: TITLE, clientName: STUDENT });
  });

  it("a manager who manages the counselor reads the details, as in the calendar", async () => {
    const manager = await userOf("manager");
    expect((await teamMembers(db, manager)).map((m) => m.id)).toContain(counselor.id);
    const data = await openCounselorDashboard(db, manager, counselor.id, NOW);
    expect(data.upcoming.find((e) => e.title === TITLE)).toMatchObject({ clientName: STUDENT });
  });

  it("the rule agrees with the calendar: details exactly where the viewer reads that calendar with names and notes", async () => {
    const all = await db.select().from(users);
    const mismatches: string[] = [];
    let pairs = 0;
    for (const viewer of all.filter((u) => teamKindOf(u))) {
      for (const member of await teamMembers(db, viewer)) {
        pairs++;
        const actor = { user: viewer, sessionId: "test", via: "bearer" as const };
        const calendar = await resolveSubject(db, actor, member.id).then(
          (subject) => mayReadConfidential(actor, subject),
          () => false,
        );
        // The dashboard's own answer: a director's panel is the whole district,
        // wider than the team whose calendars they read, so the rule alone does not decide it.
        const details = !(await openCounselorDashboard(db, viewer, member.id, NOW)).detailsWithheld;
        if (calendar !== details) mismatches.push(`${viewer.username} → ${member.username}`);
      }
    }
    expect(pairs).toBeGreaterThan(5);
    expect(mismatches).toEqual([]);
  });

  it("the analysis API and PDF give the state manager figures only, never a title or a student name", async () => {
    const token = (await call(loginRoute, { body: { username: "statemanager", password: DEMO_PASSWORD } })).json.token as string;
    const today = todayIn(counselor.timezone, NOW);
    const range = `from=${addDaysIso(today, -60)}&to=${addDaysIso(today, 14)}`;
    const api = await call(analysisRoute, { token, path: `/api/v1/analysis?${range}&user_id=${counselor.id}` });
    expect(api.status).toBe(200);
    expect(api.json.eventsCount).toBeGreaterThan(0);
    const team = await call(analysisRoute, { token, path: `/api/v1/analysis?${range}&scope=team` });
    expect(team.status).toBe(200);
    const req = new NextRequest(new URL(`/api/v1/analysis/pdf?${range}&user_id=${counselor.id}`, "http://localhost"), { headers: { authorization: `Bearer ${token}` } });
    const pdf = await analysisPdfRoute(req, { params: Promise.resolve({}) });
    expect(pdf.status).toBe(200);
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true });
    for (const body of [JSON.stringify(api.json), JSON.stringify(team.json), text]) {
      for (const s of secrets) expect(body).not.toContain(s);
    }
  });
});

describe("canSeeEventDetails: the one rule of who reads another user's event details", () => {
  const viewer = (roleId: number, specialUser: string | null = null) => ({ id: 100, roleId, specialUser });

  it("the owner always sees their own details", () => {
    for (const role of [1, 2, 3, 5, 6, 9, 12, 21, 22, 44]) expect(canSeeEventDetails(viewer(role), 100)).toBe(true);
  });

  it.each([
    [3, true],
    [2, true],
    [9, true],
    [5, false],
    [12, false],
    [1, false],
    [4, false],
    [6, false],
  ])("role %i reading a user in its scope → %s", (role, expected) => {
    expect(canSeeEventDetails(viewer(role), 7)).toBe(expected);
  });

  it("a DirSupport user reads the details of the counselors they support", () => {
    expect(canSeeEventDetails(viewer(1, "DirSupport"), 7)).toBe(true);
  });

  it("visibleDetails withholds titles, notes and student names, and keeps the rest", () => {
    const rows = [{ id: 1, title: "t", clientName: "s", notes: "n", minutes: 30 }];
    expect(visibleDetails(viewer(12), 7, rows)).toEqual([{ id: 1, title: null, clientName: null, notes: null, minutes: 30 }]);
    expect(visibleDetails(viewer(2), 7, rows)).toEqual(rows);
  });
});
