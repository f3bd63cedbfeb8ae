import { DEMO_DISTRICT_LEAID } from "@/db/seed/data/schools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { clientMembers, clients, companies, curricula, curriculumGrades, curriculumLessons, events, lessons, lessonStandards, managedUsers, standards, users, type TUserRow } from "@/db/schema";
import type { TClientCounts } from "@/db/schema/calendar";
import type { TActor } from "@/lib/auth/current-user";
import { createEvent } from "@/lib/calendar/create-event";
import { getEvent } from "@/lib/calendar/queries";
import { updateEvent } from "@/lib/calendar/update-event";
import { zeroCounts } from "@/lib/clients/rules";
import { addDaysIso } from "@/lib/users/rules";
import { AppError } from "@/lib/http/errors";
import { runReport } from "@/lib/reports/run";
import { ZReportQuery } from "@/lib/reports/period";
import type { TReportResult } from "@/lib/reports/types";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { grantForTest } from "../support/memberships";

// The services and tiers reports on a hand-made March 2026 of one fresh counselor,
// every figure computed by hand from the rules of section 0 ("Tier", "Domain") and the family's own
// (lib/reports/services-rules.ts); the role matrix; "student" names withheld under "All".

const NOW = new Date();
const MARCH = { period: "custom", from: "2026-03-01", to: "2026-03-31" };
const q = (raw: Record<string, string>) => ZReportQuery.parse(raw);
const counts = (...set: string[]): TClientCounts => ({ ...zeroCounts(), ...Object.fromEntries(set.map((k) => [k, 1])) });
const kpi = (r: TReportResult, key: string) => r.kpis.find((k) => k.key === key)?.value;

describe.each(DRIVERS)("reports: services and tiers (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let rita: TUserRow;
  let olga: TUserRow;
  let mia: TUserRow;
  let quinn: TUserRow;
  let hope: number;
  let elsewhere: number;
  const actor = (user: TUserRow): TActor => ({ user, sessionId: "test", via: "bearer" });
  const run = (who: TUserRow, key: string, extra: Record<string, string> = {}, opts: { onOwnScreen?: boolean } = {}) => runReport(db, who, key, q({ ...MARCH, ...extra }), NOW, "en", opts);

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    const person = (username: string, roleId: number, firstName: string) => ({ username, email: `${username}@services.test`, roleId, active: true, expires: "2030-07-31", firstName, lastName: "Svc" });
    [rita, olga, mia, quinn] = await db
      .insert(users)
      .values([person("rita_services", 1, "Rita"), person("olga_services", 1, "Olga"), person("mia_services", 2, "Mia"), person("quinn_services", 6, "Quinn")])
      .returning();
    await db.insert(managedUsers).values({ managerId: mia.id, userId: rita.id });
    // Mia and her counselor are members of one district: a team holds only members of the manager's district.
    for (const u of [mia, rita]) await grantForTest(db, u.id, u.roleId, { leaid: DEMO_DISTRICT_LEAID });
    [{ id: hope }] = await db.insert(companies).values({ userId: rita.id, name: "Hope Clinic", type: "clinic" }).returning({ id: companies.id });
    [{ id: elsewhere }] = await db.insert(companies).values({ userId: olga.id, name: "Olga's partner", type: "agency" }).returning({ id: companies.id });

    const student = (name: string, gradeId: number, c: TClientCounts) => ({ userId: rita.id, type: "student" as const, name, gradeId, counts: c, count: 1 });
    const [s1, s2, s3, s4, s5] = await db
      .insert(clients)
      .values([
        student("Ava Stone", 9, counts("female", "esl", "hif")),
        student("Ben Lake", 9, counts("male", "frl", "whm")),
        student("Cal Reed", 10, counts("male", "esl", "him")),
        student("Dee Park", 10, counts("female", "frl", "asf")),
        student("Eli Fox", 9, counts("male", "frl", "blm")),
      ])
      .returning();
    const [g1, g2] = await db
      .insert(clients)
      .values([
        { userId: rita.id, type: "group", name: "Grief group", gradeId: null, counts: zeroCounts(), count: 3 },
        { userId: rita.id, type: "group", name: "Grade 9 advisory", gradeId: 9, counts: zeroCounts(), count: 25 },
      ])
      .returning();
    await db.insert(clientMembers).values([s1, s2, s5].map((s) => ({ groupId: g1.id, studentId: s.id })));

    const [l1, l2] = await db
      .insert(lessons)
      .values([
        { userId: rita.id, name: "Study skills", academic: true, social: true },
        { userId: rita.id, name: "Careers day", academic: false, social: false, career: false },
      ])
      .returning();
    const [std] = await db.select({ id: standards.id }).from(standards).limit(1);
    await db.insert(lessonStandards).values({ lessonId: l2.id, standardId: std.id });
    const [c1] = await db.insert(curricula).values({ userId: rita.id, name: "Career plan", career: true }).returning();
    await db.insert(curriculumGrades).values({ curriculumId: c1.id, gradeId: 9 });
    await db.insert(curriculumLessons).values({ curriculumId: c1.id, lessonId: l2.id, plannedDate: "2026-03-20" });

    type TEv = Partial<typeof events.$inferInsert> & { date: string; time: string; durationMinutes: number; categoryId: number };
    const ev = (e: TEv) => ({ userId: rita.id, title: "x", status: "done" as const, ...e });
    await db.insert(events).values([
      // E1: a class of 25 (T1) delivering a lesson flagged academic + social: 30 + 30 minutes.
      ev({ date: "2026-03-02", time: "09:00", durationMinutes: 60, categoryId: 1, studentsCount: 25, lessonId: l1.id }),
      // E2: the grief group of 3 (T2), social.
      ev({ date: "2026-03-03", time: "10:00", durationMinutes: 45, categoryId: 3, clientId: g1.id, studentsCount: 3, domain: "social" }),
      // E3: Ava alone (T3), social.
      ev({ date: "2026-03-04", time: "11:00", durationMinutes: 30, categoryId: 3, clientId: s1.id, studentsCount: 1, domain: "social" }),
      // E4: Cal referred out to Hope Clinic (T3, no domain: unspecified).
      ev({
        date: "2026-03-05",
        time: "09:00",
        durationMinutes: 20,
        categoryId: 6,
        clientId: s3.id,
        studentsCount: 1,
        referralDirection: "out",
        referralCompanyId: hope,
        referralReason: "Mental health",
        referralStatus: "contacted",
        referralFollowUpDate: "2026-03-12",
      }),
      // E5: the follow-up of Cal's referral.
      ev({ date: "2026-03-12", time: "09:00", durationMinutes: 15, categoryId: 6, clientId: s3.id, studentsCount: 1 }),
      // E6: a referral in from a teacher (1 student, T3).
      ev({
        date: "2026-03-06",
        time: "10:00",
        durationMinutes: 30,
        categoryId: 6,
        studentsCount: 1,
        referralDirection: "in",
        referralSource: "Teacher",
        referralReason: "Attendance",
        referralStatus: "open",
      }),
      // E7: the grade 9 advisory of 25 (T1), lesson without flags planned by a career curriculum.
      ev({ date: "2026-03-09", time: "09:00", durationMinutes: 60, categoryId: 1, clientId: g2.id, studentsCount: 25, lessonId: l2.id }),
      // E8: crisis response with Ben, tier 3 set, social.
      ev({ date: "2026-03-10", time: "14:00", durationMinutes: 40, categoryId: 108, clientId: s2.id, studentsCount: 1, tier: 3, domain: "social" }),
      // E9: a consultation without students (system).
      ev({ date: "2026-03-11", time: "10:00", durationMinutes: 30, categoryId: 4 }),
      // E10: program planning (support): not a D+I service.
      ev({ date: "2026-03-13", time: "10:00", durationMinutes: 60, categoryId: 7 }),
      // E11: 12 students of grade 10 marked tier 1, career.
      ev({ date: "2026-03-16", time: "09:00", durationMinutes: 50, categoryId: 1, studentsCount: 12, gradeId: 10, tier: 1, domain: "career" }),
      // E12: cancelled; E13: February (Dee's last contact).
      ev({ date: "2026-03-17", time: "09:00", durationMinutes: 30, categoryId: 3, clientId: s4.id, studentsCount: 1, status: "cancelled" }),
      ev({ date: "2026-02-20", time: "09:00", durationMinutes: 30, categoryId: 3, clientId: s4.id, studentsCount: 1 }),
    ]);
  });
  afterAll(async () => conn?.close());

  it("mtss: tiers of the D+I services — 'a group of 12 or fewer → T2', 'a larger group, class → T1', 'no students → system'", async () => {
    const { result } = await run(rita, "mtss", {}, { onOwnScreen: true });
    expect(result.table.rows).toEqual([
      { tier: "T1", sessions: 3, minutes: 170, percent: 45, students: 62, uniqueStudents: 0, target: 80 },
      { tier: "T2", sessions: 1, minutes: 45, percent: 12, students: 3, uniqueStudents: 3, target: 15 },
      { tier: "T3", sessions: 5, minutes: 135, percent: 36, students: 5, uniqueStudents: 3, target: 5 },
      { tier: "system", sessions: 1, minutes: 30, percent: 8, students: 0, uniqueStudents: 0, target: null },
    ]);
    expect(kpi(result, "directIndirectMinutes")).toBe(380);
    expect(kpi(result, "tier1Share")).toBe(49); // 170 of the 350 tiered minutes
    expect(result.chart!.kind).toBe("horizontalBar");
    expect(result.chart!.data.map((d) => [d.x, d.minutesShare, d.studentsShare, d.mtssTarget])).toEqual([
      ["Tier 3", 39, 7, 5],
      ["Tier 2", 13, 4, 15],
      ["Tier 1", 49, 89, 80],
    ]);
  });

  it("mtmdss: 'events.domain; otherwise the lesson's or curriculum's flags, minutes split evenly; otherwise unspecified'", async () => {
    const { result } = await run(rita, "mtmdss");
    const cell = (tier: string, domain: string) => result.table.rows.find((r) => r.tier === tier && r.domain === domain);
    expect(cell("T1", "academic")).toMatchObject({ sessions: 1, minutes: 30 });
    expect(cell("T1", "social")).toMatchObject({ sessions: 1, minutes: 30 });
    expect(cell("T1", "career")).toMatchObject({ sessions: 2, minutes: 110 });
    expect(cell("T2", "social")).toMatchObject({ sessions: 1, minutes: 45 });
    expect(cell("T3", "social")).toMatchObject({ sessions: 2, minutes: 70 });
    expect(cell("T3", "unspecified")).toMatchObject({ sessions: 3, minutes: 65 });
    expect(cell("system", "unspecified")).toMatchObject({ sessions: 1, minutes: 30 });
    expect(result.table.rows).toHaveLength(16);
    expect(kpi(result, "cellsCovered")).toBe(5);
    expect(kpi(result, "unspecifiedShare")).toBe(25); // 95 of 380 minutes
    expect(result.chart!.kind).toBe("heatmap");
    expect(result.chart!.data[0]).toMatchObject({ x: "Tier 1", academic: 30, career: 110, social: 30, unspecified: 0 });
  });

  it("mtmdsssgrid: the curriculum's planned lesson sits in T1 × career with its delivery; empty tier × domain cells are gaps", async () => {
    const { result } = await run(rita, "mtmdsssgrid");
    expect(result.table.rows.find((r) => r.intervention === "Careers day")).toEqual({ tier: "T1", domain: "career", intervention: "Careers day", grade: "9", planned: 1, delivered: 1, gap: null });
    const gaps = result.table.rows.filter((r) => r.gap === "gap").map((r) => `${r.tier} ${r.domain}`);
    expect(gaps).toEqual(["T2 academic", "T2 career", "T3 academic", "T3 career"]);
    expect(kpi(result, "cellsCovered")).toBe(5);
    expect(kpi(result, "plannedLessons")).toBe(1);
  });

  it("counselingContinuum: crisis first, a referral out, its follow-up, then T1/T2/T3 direct services; a referral in is no stage", async () => {
    const { result } = await run(rita, "counselingContinuum");
    expect(result.table.rows).toEqual([
      { stage: "prevention", sessions: 3, students: 62, minutes: 170, percent: 53 },
      { stage: "smallGroup", sessions: 1, students: 3, minutes: 45, percent: 14 },
      { stage: "individual", sessions: 1, students: 1, minutes: 30, percent: 9 },
      { stage: "crisis", sessions: 1, students: 1, minutes: 40, percent: 13 },
      { stage: "referral", sessions: 1, students: 1, minutes: 20, percent: 6 },
      { stage: "followUp", sessions: 1, students: 1, minutes: 15, percent: 5 },
    ]);
    expect(result.table.totals).toMatchObject({ minutes: 320 });
  });

  it("studentContact: the caseload seen individually, in a group only, or not at all; days since the last contact at the period's end", async () => {
    const { result } = await run(rita, "studentContact", {}, { onOwnScreen: true });
    expect(result.table.rows).toEqual([
      { student: "Dee Park", grade: "10", contactKind: "notSeen", sessions: 0, minutes: 0, lastContact: "2026-02-20", daysSince: 39 },
      { student: "Eli Fox", grade: "9", contactKind: "groupOnly", sessions: 1, minutes: 45, lastContact: "2026-03-03", daysSince: 28 },
      { student: "Ava Stone", grade: "9", contactKind: "individual", sessions: 2, minutes: 75, lastContact: "2026-03-04", daysSince: 27 },
      { student: "Ben Lake", grade: "9", contactKind: "individual", sessions: 2, minutes: 85, lastContact: "2026-03-10", daysSince: 21 },
      { student: "Cal Reed", grade: "10", contactKind: "individual", sessions: 2, minutes: 35, lastContact: "2026-03-12", daysSince: 19 },
    ]);
    expect([kpi(result, "caseload"), kpi(result, "seen"), kpi(result, "seenShare"), kpi(result, "notSeen")]).toEqual([5, 4, 80, 1]);
  });

  it("referrals: out with agency and days to follow-up, in by source; a stacked bar per month by reason", async () => {
    const { result } = await run(rita, "referrals");
    expect(result.table.rows).toEqual([
      { date: "2026-03-05", student: "Cal Reed", direction: "referralOut", agency: "Hope Clinic", reason: "Mental health", status: "referral_contacted", followUp: "2026-03-12", daysToFollowUp: 7 },
      { date: "2026-03-06", student: null, direction: "referralIn", agency: "Teacher", reason: "Attendance", status: "referral_open", followUp: null, daysToFollowUp: null },
      { date: "2026-03-12", student: "Cal Reed", direction: null, agency: "", reason: "", status: null, followUp: null, daysToFollowUp: null },
    ]);
    expect([kpi(result, "referralsOut"), kpi(result, "referralsIn"), kpi(result, "referralsOpen"), kpi(result, "followUpsDue"), kpi(result, "daysToFollowUp")]).toEqual([2, 1, 3, 1, 7]);
    expect(result.chart!.series.map((s) => s.label)).toEqual(["Attendance", "Mental health", "No reason given"]);
    expect(result.chart!.data).toEqual([{ x: "2026-03-01", r0: 1, r1: 1, noReason: 1 }]);
  });

  it("careerCoachMonthlyReport: the career-domain services by activity and month, students by grade", async () => {
    const { result } = await run(rita, "careerCoachMonthlyReport");
    expect(result.table.rows).toEqual([{ month: "2026-03-01", activity: "Instruction", sessions: 2, students: 37, byGrade: "9: 25, 10: 12", hours: 110 }]);
  });

  it("mtssstudentgroup and mtmdssstudentgroup: each group's tier, size, standards and domains", async () => {
    const tiers = (await run(rita, "mtssstudentgroup")).result;
    expect(tiers.table.rows).toEqual([
      { studentGroup: "Grade 9 advisory", tier: "T1", grade: "9", n: 25, sessions: 1, minutes: 60, standards: 1, prePost: null },
      { studentGroup: "Grief group", tier: "T2", grade: "", n: 3, sessions: 1, minutes: 45, standards: 0, prePost: null },
    ]);
    const domains = (await run(rita, "mtmdssstudentgroup")).result;
    expect(domains.table.rows).toEqual([
      { studentGroup: "Grade 9 advisory", tier: "T1", academic: 0, career: 100, social: 0, unspecified: 0, minutes: 60 },
      { studentGroup: "Grief group", tier: "T2", academic: 0, career: 0, social: 100, unspecified: 0, minutes: 45 },
    ]);
  });

  it("reportStats: caseload vs served per subgroup; a gap of 5 points or more links to a closing-the-gap goal; small cells '<5' once they leave the counselor", async () => {
    const own = (await run(rita, "reportStats", {}, { onOwnScreen: true })).result;
    expect(own.table.rows.map((r) => [r.subgroup, r.caseload, r.served, r.caseloadShare, r.servedShare, r.gap, r.closeGap])).toEqual([
      ["sg_male", 3, 3, 60, 75, 15, null],
      ["sg_female", 2, 1, 40, 25, -15, "closeGap"],
      ["sg_esl", 2, 2, 40, 50, 10, null],
      ["sg_frl", 3, 2, 60, 50, -10, "closeGap"],
      ["sg_raceAS", 1, 0, 20, 0, -20, "closeGap"],
      ["sg_raceHI", 2, 2, 40, 50, 10, null],
      ["sg_raceBL", 1, 1, 20, 25, 5, null],
      ["sg_raceWH", 1, 1, 20, 25, 5, null],
    ]);
    expect(own.table.rows[1].closeGapHref).toBe("/app/smartgoals/new?ctg=1&subgroup=female");
    expect([kpi(own, "caseload"), kpi(own, "served"), kpi(own, "gaps")]).toEqual([5, 4, 3]);
    const exported = (await run(rita, "reportStats")).result;
    expect(exported.table.rows[0]).toMatchObject({ caseload: "<5", served: "<5" });
  });

  it("a manager reads one counselor's names, never under All", async () => {
    const one = (await run(mia, "referrals", { user_id: String(rita.id) })).result;
    expect(one.table.rows[0].student).toBe("Cal Reed");
    const all = await run(mia, "mtssstudentgroup", { scope: "team" });
    expect(all.context.subject.kind).toBe("team");
    expect(all.result.table.rows.map((r) => r.studentGroup)).toEqual([null, null]);
    expect(all.result.chart!.data.map((d) => d.x)).toEqual(["Group 1", "Group 2"]);
  });

  it("role matrix: a counselor opening another counselor's report by id is a 404; a role without reports, a secretary for mtss too", async () => {
    await expect(run(olga, "referrals", { user_id: String(rita.id) })).rejects.toMatchObject({ status: 404 });
    await expect(run(quinn, "mtss")).rejects.toMatchObject({ status: 404 });
    const [secretary] = await db.select().from(users).where(eq(users.username, "secretary"));
    await expect(run(secretary, "mtss")).rejects.toMatchObject({ status: 404 });
    await expect(run(mia, "studentContact", { user_id: String(olga.id) })).rejects.toMatchObject({ status: 404 });
  });

  it("the demo counselor's services reports all show real figures (db/seed/demo-calendar.ts)", async () => {
    const [counselor] = await db.select().from(users).where(eq(users.username, "counselor"));
    // The demo's eight weeks back and two ahead, whatever the school year.
    const today = NOW.toISOString().slice(0, 10);
    const year = { period: "custom", from: addDaysIso(today, -70), to: addDaysIso(today, 21) };
    const get = async (key: string) => (await runReport(db, counselor, key, q(year), NOW, "en", { onOwnScreen: true })).result;
    const mtssRows = (await get("mtss")).table.rows;
    for (const tier of ["T1", "T2", "T3"]) expect(Number(mtssRows.find((r) => r.tier === tier)!.minutes)).toBeGreaterThan(0);
    const refs = (await get("referrals")).table.rows;
    expect(refs.some((r) => r.direction === "referralOut" && r.agency)).toBe(true);
    expect(refs.some((r) => r.direction === "referralIn" && r.agency === "School nurse")).toBe(true);
    expect(new Set(refs.map((r) => r.status))).toEqual(new Set(["referral_done", "referral_closed", "referral_contacted", "referral_open"]));
    for (const key of ["mtssstudentgroup", "mtmdss", "mtmdssstudentgroup", "counselingContinuum", "studentContact", "careerCoachMonthlyReport", "reportStats"]) {
      expect((await get(key)).table.rows.length, key).toBeGreaterThan(0);
    }
    expect(Number((await get("mtmdss")).kpis.find((k) => k.key === "cellsCovered")!.value)).toBeGreaterThanOrEqual(5);
  });

  describe("data entry: tier, domain and referral on the event", () => {
    it("saves them with the event and returns them in its JSON; the agency must be the owner's", async () => {
      const [created] = await createEvent(
        db,
        actor(rita),
        {
          title: "Referral to Hope",
          date: "2026-04-01",
          time: "09:00",
          duration: 20,
          category_id: 6,
          tier: "3",
          domain: "social",
          referral_direction: "out",
          referral_company_id: hope,
          referral_reason: "Anxiety",
          referral_status: "open",
          referral_follow_up_date: "2026-04-08",
        },
        NOW,
      );
      expect(created).toMatchObject({
        tier: 3,
        domain: "social",
        referral_direction: "out",
        referral_company_id: hope,
        referral_reason: "Anxiety",
        referral_status: "open",
        referral_follow_up_date: "2026-04-08",
      });
      const [changed] = await updateEvent(db, actor(rita), created.id, { tier: "auto", referral_status: "done" }, "this", NOW);
      expect(changed).toMatchObject({ tier: null, referral_status: "done", referral_company_id: hope });
      expect(await getEvent(db, actor(rita), created.id)).toMatchObject({ tier: null, domain: "social", referral_status: "done" });
      const err = await createEvent(
        db,
        actor(rita),
        { title: "x", date: "2026-04-01", time: "09:00", duration: 20, category_id: 6, referral_direction: "out", referral_company_id: elsewhere },
        NOW,
      ).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ status: 422, code: "invalid_referral_company_id" });
    });

    it("refuses an unknown tier or domain, an impossible follow-up date, and referral details without a direction", async () => {
      const base = { title: "x", date: "2026-04-01", time: "09:00", duration: 20, category_id: 6 };
      for (const bad of [{ tier: 4 }, { domain: "sports" }, { referral_direction: "out", referral_follow_up_date: "2026-02-30" }, { referral_reason: "Anxiety" }]) {
        await expect(createEvent(db, actor(rita), { ...base, ...bad }, NOW)).rejects.toBeTruthy();
      }
      const [plain] = await createEvent(db, actor(rita), base, NOW);
      expect(plain).toMatchObject({ tier: null, domain: null, referral_direction: null, referral_company_id: null, referral_source: "", referral_status: null, referral_follow_up_date: null });
    });
  });
});
