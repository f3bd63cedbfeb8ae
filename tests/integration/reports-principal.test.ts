import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import type { TConnection, TDb } from "@/db/client";
import { clientMembers, clients, dataAnalysisItems, emailOutbox, events, managedUsers, periods, principalContacts, schoolProfiles, smartGoals, specialDates, users, type TUserRow } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as principalRoute } from "@/app/api/v1/report/principal/route";
import { POST as emailRoute } from "@/app/api/v1/report/principal/email/route";
import { GET as oscarRoute, PUT as oscarPut } from "@/app/api/v1/report/principal/oscar/route";
import { zeroCounts } from "@/lib/clients/rules";
import { principalReport } from "@/lib/reports/principal/data";
import { PRINCIPAL_EMAIL_LIMIT } from "@/lib/reports/principal/email-principal";
import { ZPrincipalQuery } from "@/lib/reports/principal/schemas";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { grantForTest } from "../support/memberships";
import { call } from "../support/api";
import { NextRequest } from "next/server";

// The principal's one-page report on a hand-made semester 1 of 2026-27 (1 Aug – 31 Dec):
//   D  Instruction       5 × 12 h = 60 h, 250 students   I Consultation  5 × 20 h = 100 h
//   S  Program planning  2 × 12 h = 24 h                 N Testing 3 × 14 h = 42 h, Lunch duty 3 × 18 h = 54 h
//   total 280 h; D+I 160 h = 57 %; a cancelled event and an event on a day closed do not count.
// "hours ÷ the school-day length from periods": 08:00–16:00 = 8 h, so 96 h of duties = 12 school days.
// "the hours × students per D hour": 96 × 250 / 60 = 400 contacts. "max(0, target × total − (D+I))":
// 0.8 × 280 − 160 = 64 h.

const NOW = new Date();
const q = (raw: Record<string, string>) => ZPrincipalQuery.parse(raw);

describe.each(DRIVERS)("reports: the principal's one-page report (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let pat: TUserRow;
  let other: TUserRow;
  let manager: TUserRow;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string, password = "demo-pass-2026") => (tokens[username] ??= (await call(loginRoute, { body: { username, password } })).json.token as string);

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    [manager] = await db.select().from(users).where(eq(users.username, "manager"));
    const [counselor] = await db.select().from(users).where(eq(users.username, "counselor"));
    // Pat logs in with the demo password (a copy of the demo counselor's hash).
    [pat] = await db
      .insert(users)
      .values({
        username: "pat_principal",
        email: "pat@principal-school.org",
        passwordHash: counselor.passwordHash,
        roleId: 1,
        active: true,
        expires: "2030-07-31",
        firstName: "Pat",
        lastName: "Rivera",
        timezone: "America/New_York",
      })
      .returning();
    [other] = await db
      .insert(users)
      .values({ username: "other_principal", email: "other@principal.test", roleId: 1, active: true, expires: "2030-07-31", firstName: "Olive", lastName: "Other" })
      .returning();
    await db.insert(managedUsers).values({ managerId: manager.id, userId: pat.id });
    // Pat is a member of the manager's district: a team holds only members of it.
    await grantForTest(db, pat.id, 1, { leaid: manager.leaid as string });
    await db.insert(periods).values([
      { userId: pat.id, period: 1, start: "08:00:00", end: "12:00:00" },
      { userId: pat.id, period: 2, start: "12:30:00", end: "16:00:00" },
    ]);
    await db.insert(schoolProfiles).values({ userId: pat.id, caseload: 6 });
    const student = (name: string) => ({ userId: pat.id, type: "student" as const, name, studentNumber: name, counts: zeroCounts() });
    const [a, b, c] = await db
      .insert(clients)
      .values([student("Ana"), student("Ben"), student("Cy")])
      .returning();
    const [group] = await db.insert(clients).values({ userId: pat.id, type: "group", name: "Group", counts: zeroCounts() }).returning();
    await db.insert(clientMembers).values([
      { groupId: group.id, studentId: a.id },
      { groupId: group.id, studentId: b.id },
    ]);
    const ev = (date: string, durationMinutes: number, categoryId: number, extra: Partial<typeof events.$inferInsert> = {}) => ({
      userId: pat.id,
      title: "x",
      date,
      time: "00:00:00",
      durationMinutes,
      categoryId,
      status: "done" as const,
      ...extra,
    });
    await db.insert(events).values([
      ev("2026-10-05", 720, 1, { studentsCount: 50, clientId: a.id }),
      ev("2026-10-06", 720, 1, { studentsCount: 50, clientId: group.id }),
      ev("2026-10-07", 720, 1, { studentsCount: 50 }),
      ev("2026-10-08", 720, 1, { studentsCount: 50 }),
      ev("2026-10-09", 720, 1, { studentsCount: 50 }),
      ...[12, 13, 14, 15, 16].map((d) => ev(`2026-10-${d}`, 1200, 4, d === 12 ? { clientId: c.id } : {})),
      ev("2026-11-02", 720, 7),
      ev("2026-11-03", 720, 7),
      ...[9, 10, 11].map((d) => ev(`2026-11-${d}`, 840, 10)),
      ...[16, 17, 18].map((d) => ev(`2026-11-${d}`, 1080, 11)),
      // Not counted: a cancelled event, an event on a day closed, an event of semester 2.
      ev("2026-11-19", 600, 11, { status: "cancelled" }),
      ev("2026-11-20", 600, 11),
      ev("2027-01-12", 600, 11),
    ]);
    await db.insert(specialDates).values({ userId: pat.id, kind: "closed", date: "2026-11-20" });
    // SMART goals with a result in the semester: met first, then the largest progress; the CTG one labelled.
    const [ctg] = await db.insert(dataAnalysisItems).values({ userId: pat.id, name: "Chronic absence, grade 9", type: "attendance", closingTheGap: true }).returning();
    const goal = (target: string, baselineValue: string, targetValue: string, resultValue: string, dataAnalysisId: number | null = null) => ({
      userId: pat.id,
      target,
      baselineValue,
      targetValue,
      resultValue,
      resultDate: "2026-12-15",
      dataAnalysisId,
    });
    await db
      .insert(smartGoals)
      .values([
        goal("Homework completion", "0", "100", "25"),
        goal("Absences of grade 9", "30", "10", "20", ctg.id),
        goal("Attendance rate", "10", "20", "22"),
        goal("Office referrals", "0", "10", "-1"),
      ]);
  });
  afterAll(async () => conn?.close());

  it("96 h of duties at 8 h a day = 12 school days, about 400 contacts not made; 64 h to move reach 80 %", async () => {
    const r = await principalReport(db, pat, q({ date: "2026-10-15" }), NOW, "en");
    expect(r.period).toBe("semester");
    expect(r.range).toEqual({ from: "2026-08-01", to: "2026-12-31" });
    expect(r.minutes).toMatchObject({ D: 3600, I: 6000, S: 1440, N: 5760, total: 16800 });
    expect(r.directIndirectPercent).toBe(57);
    expect(r.shares).toEqual({ D: 21, I: 36, S: 9, N: 34 });
    expect(r.target).toBe(80);
    expect(r.schoolDayMinutes).toBe(480);
    expect([r.dutyHours, r.dutyDays, r.contacts, r.hoursToMove]).toEqual([96, 12, 400, 64]);
    // The duty table: hours and school days of each duty, the largest first (54 / 8 = 6.75 → 7).
    expect(r.duties.map((d) => [d.name, d.hours, d.days])).toEqual([
      ["Lunch/bus/hall duty", 54, 7],
      ["Testing coordination", 42, 5],
    ]);
    // The request, pre-filled from the largest duty; semester 1 asks for "this spring".
    expect(r.request).toEqual({ duty: "Lunch/bus/hall duty", hours: 54, when: "spring" });
  });

  it("reach: 3 unique students seen (a student, a group's members, another student) = 50 % of a caseload of 6, exact on her own screen only", async () => {
    const own = await principalReport(db, pat, q({ date: "2026-10-15" }), NOW, "en", { onOwnScreen: true });
    expect(own.reach).toMatchObject({ studentsSeen: 3, caseload: 6, caseloadPercent: 50, lessonsTaught: 0 });
    expect(own.smallCells).toBe(false);
    // Anywhere else (the API, the PDF, the e-mail, her manager's screen) the small-cell rule applies.
    const out = await principalReport(db, pat, q({ date: "2026-10-15" }), NOW, "en");
    expect(out.reach).toMatchObject({ studentsSeen: "<5", caseload: 6, caseloadPercent: "—", lessonsTaught: 0 });
    expect(out.smallCells).toBe(true);
    const managers = await principalReport(db, manager, q({ date: "2026-10-15", user_id: String(pat.id) }), NOW, "en", { onOwnScreen: true });
    expect(managers.reach.studentsSeen).toBe("<5");
  });

  it("top 3 outcomes: 'met SMART goals first, then the largest progress toward target, with CTG labelled'", async () => {
    const r = await principalReport(db, pat, q({ date: "2026-10-15" }), NOW, "en");
    expect(r.reachOnly).toBe(false);
    expect(r.outcomes.map((o) => (o.kind === "goal" ? [o.goal.name, o.met, o.goal.ctg] : o.kind))).toEqual([
      ["Attendance rate", true, false],
      ["Absences of grade 9", false, true],
      ["Homework completion", false, false],
    ]);
    const json = await call(principalRoute, { token: await tokenOf("pat_principal"), path: "/api/v1/report/principal?date=2026-10-15" });
    expect(json.status).toBe(200);
    const words = (json.json.data as { words: { outcomes: string[]; headline: string; cost: string; gap: string; request: string } }).words;
    expect(words.outcomes[1]).toBe("Closing the gap: Absences of grade 9 went from 30 to 20, 50 % of the way to the target of 10.");
    expect(words.cost).toBe("These 96 h are 12 school days, about 400 student contacts not made.");
    expect(words.gap).toBe("Moving 64 h from duties to students reaches 80 %.");
    expect(words.request).toBe("Please reassign Lunch/bus/hall duty (54 h) this spring.");
  });

  it("the PDF is one Letter page without the students' names, with the edited request", async () => {
    const token = await tokenOf("pat_principal");
    const req = new NextRequest(new URL("/api/v1/report/principal?date=2026-10-15&format=pdf&request=Please+free+my+Mondays.", "http://localhost"), { headers: { authorization: `Bearer ${token}` } });
    const res = await principalRoute(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const pdf = await getDocumentProxy(bytes.slice());
    expect(pdf.numPages).toBe(1);
    const page = await pdf.getPage(1);
    const [, , w, h] = page.view;
    expect([Math.round(w), Math.round(h)]).toEqual([612, 792]);
    const { text } = await extractText(bytes.slice(), { mergePages: true });
    expect(text).toContain("Please free my Mondays.");
    expect(text).toContain("12");
    for (const name of ["Ana", "Ben", "Cy"]) expect(text).not.toMatch(new RegExp(`\\b${name}\\b`));
  });

  it("a counselor asking for another counselor's report → 404", async () => {
    const res = await call(principalRoute, { token: await tokenOf("pat_principal"), path: `/api/v1/report/principal?user_id=${other.id}` });
    expect(res.status).toBe(404);
  });

  it("a manager reads it for one counselor of the team (never 'All'); a counselor outside the team → 404", async () => {
    const r = await principalReport(db, manager, q({ date: "2026-10-15", user_id: String(pat.id) }), NOW, "en");
    expect(r.subject).toMatchObject({ id: pat.id, name: "Pat Rivera", isSelf: false });
    expect(r.hoursToMove).toBe(64);
    expect(r.members.some((m) => m.id === pat.id)).toBe(true);
    const res = await call(principalRoute, { token: await tokenOf("manager"), path: `/api/v1/report/principal?user_id=${other.id}` });
    expect(res.status).toBe(404);
  });

  it("the email sends one mail with the PDF to the principal who confirmed; the 11th within the hour is refused (429)", async () => {
    const token = await tokenOf("pat_principal");
    // The principal of Pat's school is on file and confirmed (lib/principal-contacts).
    await grantForTest(db, pat.id, 1, { leaid: "5307710", ncessch: "530771001249" });
    await db.insert(principalContacts).values({ ncessch: "530771001249", name: "Head", email: "head@principal-school.org", status: "confirmed", addedBy: pat.id, confirmedAt: new Date() });
    const before = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to, "head@principal-school.org"));
    const res = await call(emailRoute, { token, path: "/api/v1/report/principal/email", body: { to: "head@principal-school.org", date: "2026-10-15", request: "Please free my Mondays." } });
    expect(res.json.error ?? []).toEqual([]);
    expect(res.status).toBe(200);
    const after = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "head@principal-school.org"), eq(emailOutbox.kind, "principal_report")));
    expect(after.length - before.length).toBe(1);
    expect(after[0].subject).toContain("Pat Rivera");
    expect(after[0].text).toContain("Please free my Mondays.");
    expect(after[0].text).toMatch(/Attachments: principal-report-2026-08-01-2026-12-31\.pdf/);
    // Figures that leave the counselor are under the small-cell rule: 3 students seen read "<5".
    expect(after[0].text).toContain("<5 students seen.");
    for (let i = 1; i < PRINCIPAL_EMAIL_LIMIT.max; i++) {
      expect((await call(emailRoute, { token, path: "/api/v1/report/principal/email", body: { to: "head@principal-school.org" } })).status).toBe(200);
    }
    const refused = await call(emailRoute, { token, path: "/api/v1/report/principal/email", body: { to: "head@principal-school.org" } });
    expect(refused.status).toBe(429);
    const sent = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to, "head@principal-school.org"));
    expect(sent.length - before.length).toBe(PRINCIPAL_EMAIL_LIMIT.max);
  });

  it("the OSCAR brochure needs the RAMP add-on (403 without it); with it, two Letter pages built from the same figures", async () => {
    const token = await tokenOf("pat_principal");
    const path = "/api/v1/report/principal/oscar?date=2026-10-15";
    const refused = await call(oscarRoute, { token, path: `${path}&format=json` });
    expect(refused.status).toBe(403);
    expect(refused.json.error?.[0]?.code).toBe("ramp_addon_required");
    const message = { date: "2026-10-15", message: "Welcome to our counseling program." };
    const put = (body: unknown) => call(oscarPut, { token, path: "/api/v1/report/principal/oscar", body });
    expect((await put(message)).status).toBe(403);
    await db.update(users).set({ rampAddon: true }).where(eq(users.id, pat.id));
    // The placeholder until a message is saved; the message is saved for the school year, never sent in a URL.
    expect(((await call(oscarRoute, { token, path: `${path}&format=json` })).json.data as { message: string }).message).not.toContain("Welcome");
    expect((await put({ ...message, message: "a\u0007b" })).status).toBe(422);
    const saved = await put(message);
    expect(saved.status).toBe(200);
    expect(saved.json.data).toEqual({ message: "Welcome to our counseling program.", school_year: 2026 });
    const json = await call(oscarRoute, { token, path: `${path}&format=json` });
    expect(json.status).toBe(200);
    const content = json.json.data as { message: string; results: string[]; future: string[]; activities: string[] };
    expect(content.message).toBe("Welcome to our counseling program.");
    // The brochure reads the principal report's figures for the school year at the same clock: January's
    // lunch duty counts once it has happened (recorded time: figures-recorded-time.test.ts pins the rule).
    const year = await principalReport(db, pat, q({ date: "2026-10-15", period: "schoolYear" }), new Date(), "en");
    expect(content.future[0]).toBe(`Moving ${year.hoursToMove} h from duties to students reaches 80 %.`);
    expect(content.activities[0]).toBe("Consultation: 100 h, 0 students.");
    expect(content.results).toHaveLength(3);
    const req = new NextRequest(new URL(path, "http://localhost"), { headers: { authorization: `Bearer ${token}` } });
    const res = await oscarRoute(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect((await getDocumentProxy(bytes.slice())).numPages).toBe(2);
    const { text } = await extractText(bytes.slice(), { mergePages: true });
    expect(text).toContain("Welcome to our counseling program.");
    for (const name of ["Ana", "Ben", "Cy"]) expect(text).not.toMatch(new RegExp(`\\b${name}\\b`));
  });

  it("a bad address and a request with control characters are refused (422)", async () => {
    const token = await tokenOf("manager");
    expect((await call(emailRoute, { token, path: "/api/v1/report/principal/email", body: { to: "not-an-address", user_id: pat.id } })).status).toBe(422);
    expect((await call(emailRoute, { token, path: "/api/v1/report/principal/email", body: { to: "p@example.org", user_id: pat.id, request: "a\u0007b" } })).status).toBe(422);
  });
});

describe("the principal report's PDF holds on one page at its fullest", () => {
  it("ten duties (six lines), three long outcomes and a request of 500 characters: still one Letter page", async () => {
    const { renderPrincipalPdf } = await import("@/lib/reports/principal/pdf");
    const { principalWords } = await import("@/lib/reports/principal/sentences");
    const { reportStrings } = await import("@/lib/reports/export");
    const t = await reportStrings("de");
    const long = "Sehr lange Bezeichnung einer beratungsfremden Aufgabe mit vielen Wörtern";
    const report = {
      subject: { id: 1, name: "Maximiliane Mustermann-Schmidt", isSelf: true },
      school: "Theodor-Heuss-Gesamtschule mit gymnasialer Oberstufe",
      period: "schoolYear" as const,
      range: { from: "2026-08-01", to: "2027-07-31" },
      target: 80,
      minutes: { D: 60000, I: 30000, S: 20000, N: 40000, U: 0, total: 150000 },
      directIndirectPercent: 60,
      shares: { D: 40, I: 20, S: 13, N: 27 },
      schoolDayMinutes: 480,
      services: [],
      duties: Array.from({ length: 10 }, (_, i) => ({ name: `${long} ${i + 1}`, minutes: 4000 - i * 10, hours: 67, days: 8 })),
      dutyHours: 667,
      dutyDays: 83,
      contacts: 12345,
      hoursToMove: 500,
      reach: { studentsSeen: 1234, caseload: 2000, caseloadPercent: 62, lessonsTaught: 345, lessonStudents: 9876, directHours: 1000 },
      outcomes: [1, 2, 3].map((i) => ({
        kind: "lesson" as const,
        change: 62,
        lesson: { name: `${long} ${i}`, grades: "Klasse 5, Klasse 6, Klasse 7, Klasse 8", deliveries: 14, students: 1120, pre: 2.1, post: 3.4 },
      })),
      reachOnly: false,
      request: { duty: long, hours: 67, when: "spring" as const },
      smallCells: false,
    };
    const words = principalWords(report, t, "de", "x".repeat(60).concat(" ").repeat(8).slice(0, 500));
    const pdf = await renderPrincipalPdf(report, words, t, "de", "2027-06-01");
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    expect(doc.numPages).toBe(1);
    const [, , w, h] = (await doc.getPage(1)).view;
    expect([Math.round(w), Math.round(h)]).toEqual([612, 792]);
  });
});
