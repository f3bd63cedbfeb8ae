import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractText } from "unpdf";
import { NextRequest } from "next/server";
import type { TConnection, TDb } from "@/db/client";
import {
  advisoryCouncilMembers,
  advisoryMeetings,
  annualConferences,
  clients,
  dataAnalysisItems,
  events,
  lessonEvents,
  lessons,
  managedUsers,
  memberships,
  schoolDistricts,
  schoolProfiles,
  smartGoalGroups,
  smartGoals,
  users,
  type TUserRow,
} from "@/db/schema";
import { hashPassword } from "@/lib/auth/crypto";
import { zeroCounts } from "@/lib/clients/rules";
import { schoolYearLabel, schoolYearStart } from "@/lib/program/rules";
import { rampWorkspace } from "@/lib/ramp/queries";
import { todayIn } from "@/lib/users/rules";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as packRoute } from "@/app/api/v1/ramp/pack/route";
import { GET as componentGet, PUT as componentPut } from "@/app/api/v1/ramp/[type]/route";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { actorOf } from "../support/other-district";

// The RAMP workspace and pack on one hand-made school year of Rita, a
// counselor with the RAMP add-on, in the current school year (the API reads the real clock):
//   vision written, mission empty; SMART goals G1 (closing the gap, for the student Ana Lopez) and G2;
//   a lesson delivered (→ mbActionPlan, the annual calendar and the timesheet have rows) and a
//   check-in titled with Ana Lopez's name; the year's administrative conference; an advisory council
//   of one member and ONE meeting (ASCA asks for two); no lesson measured pre and post; no texts.
// Tom has no add-on (edition 2), Tia is on a trial (edition 0), Mia manages Rita (not Olga).

const PASSWORD = "ramp-pass-2026";
const STUDENT = "Ana Lopez";
const NOW = new Date();
const SY = schoolYearStart(todayIn("America/New_York", NOW));
const day = (md: string) => `${md >= "08" ? SY : SY + 1}-${md}`;

describe.each(DRIVERS)("RAMP workspace (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let rita: TUserRow;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    db = conn.db;
    const passwordHash = await hashPassword(PASSWORD);
    const person = (username: string, roleId: number, firstName: string, extra: Partial<typeof users.$inferInsert> = {}) => ({
      username,
      email: `${username}@ramp.test`,
      roleId,
      active: true,
      expires: "2030-07-31",
      firstName,
      lastName: "Ramp",
      passwordHash,
      timezone: "America/New_York",
      schoolName: "Lincoln High",
      ...extra,
    });
    const rows = await db
      .insert(users)
      .values([
        person("rita_ramp", 1, "Rita", { rampAddon: true }),
        person("tom_ramp", 1, "Tom"),
        person("tia_ramp", 1, "Tia", { appId: 0 }),
        person("mia_ramp", 2, "Mia", { rampAddon: true }),
        person("olga_ramp", 1, "Olga", { rampAddon: true }),
      ])
      .returning();
    rita = rows[0];
    const [, , , mia] = rows;
    await db.insert(managedUsers).values({ managerId: mia.id, userId: rita.id });
    // A manager's team is the counselors assigned to them who are active members of the manager's district.
    const [{ leaid }] = await db.select({ leaid: schoolDistricts.leaid }).from(schoolDistricts).limit(1);
    await db.insert(memberships).values([rita, mia].map((u) => ({ userId: u.id, leaid, roleId: u.roleId, status: "active" as const, source: "admin" as const })));
    for (const u of rows) {
      const login = await call(loginRoute, { body: { username: u.username, password: PASSWORD } });
      tokens[u.firstName] = String(login.json.token);
    }
    await db.insert(schoolProfiles).values({ userId: rita.id, vision: "<p>Every student thrives.</p>", mission: "<p></p>" });
    const [ana] = await db.insert(clients).values({ userId: rita.id, type: "student", name: STUDENT, gradeId: 9, counts: zeroCounts(), count: 1 }).returning();
    const [lesson] = await db.insert(lessons).values({ userId: rita.id, name: "Study habits", academic: true }).returning();
    const [delivered] = await db
      .insert(events)
      .values([
        { userId: rita.id, title: "Study habits lesson", date: day("10-06"), time: "09:00:00", durationMinutes: 60, categoryId: 1, status: "done", studentsCount: 25, gradeId: 9, lessonId: lesson.id },
        { userId: rita.id, title: `Check-in with ${STUDENT}`, date: day("10-07"), time: "10:00:00", durationMinutes: 30, categoryId: 3, status: "done", studentsCount: 1, clientId: ana.id },
      ])
      .returning();
    // The outcome the counselor wrote for the delivery is rich text, as the editor saves it.
    await db.insert(lessonEvents).values({ eventId: delivered.id, dcpOutcome: "<p>Homework handed in rose.</p><p>Fewer late &amp; missing tasks.</p>" });
    const [da] = await db.insert(dataAnalysisItems).values({ userId: rita.id, name: "Attendance", type: "attendance", typeName: "Attendance", closingTheGap: true }).returning();
    const [g1] = await db
      .insert(smartGoals)
      .values([
        { userId: rita.id, target: "attendance rate", baselineValue: "88", targetValue: "92", resultValue: "93", changeValue: 5, dateTarget: day("05-15"), dataAnalysisId: da.id },
        {
          userId: rita.id,
          target: "office referrals",
          baselineValue: "40",
          targetValue: "25",
          dateTarget: day("04-01"),
          byThe: "By the 4/1, grade 9 students will decrease their office referrals by 38% from 40 to 25.",
        },
      ])
      .returning();
    await db.insert(smartGoalGroups).values({ smartGoalId: g1.id, clientId: ana.id });
    await db.insert(annualConferences).values({ userId: rita.id, schoolYear: SY, caseload: 300, directIndirectPct: 80, principalName: "Dr. Hale", smartGoalIds: [g1.id] });
    await db.insert(advisoryCouncilMembers).values([
      { userId: rita.id, name: "Pat Parent", role: "parent" },
      { userId: rita.id, name: STUDENT, role: "student" },
    ]);
    await db.insert(advisoryMeetings).values({ userId: rita.id, date: day("09-20"), agenda: "<p>Goals</p>", minutes: `<p>${STUDENT} presented.</p>` });
  });
  afterAll(async () => conn?.close());

  const statusOf = async () => Object.fromEntries((await rampWorkspace(db, actorOf(rita), NOW, "en")).rows.map((r) => [r.key, r.status]));

  it("statuses: texts by hand (written → generated, empty → needsText), data parts generated when they have rows, ctg needs its text, a council with members and a minuted meeting is ready", async () => {
    expect(await statusOf()).toEqual({
      vision: "generated",
      mission: "needsText",
      goals: "generated",
      mbActionPlan: "generated",
      ctg: "needsText",
      adminConference: "generated",
      useOfTime: "generated",
      calendars: "generated",
      advisoryCouncil: "generated",
      mbResults: "missing",
      reflection: "needsText",
    });
  });

  it("a goal sentence says the direction its baseline and target take (40 → 25 decrease, 88 → 92 increase), built from the figures, the student's name redacted", async () => {
    const { data } = await rampWorkspace(db, actorOf(rita), NOW, "en");
    expect(data.goals.map((g) => g.ctg)).toEqual([false, true]); // G2 is due 1 April, G1 15 May
    expect(data.goals[0].sentence).toBe(`By 04/01/${String(SY + 1).slice(2)}, students will decrease their office referrals from 40 to 25.`);
    expect(data.goals[1].sentence).toBe(`By 05/15/${String(SY + 1).slice(2)}, [student] students will increase their attendance rate by 5% from 88 to 92.`);
    expect(data.goals.map((g) => g.sentence).join(" ")).not.toMatch(/increase, decrease|not change/);
    const it = await rampWorkspace(db, actorOf(rita), NOW, "it");
    expect(it.data.goals[0].sentence).toBe(`Entro il 01/04/${String(SY + 1).slice(2)}, gli studenti porteranno office referrals da 40 a 25.`);
    const de = await rampWorkspace(db, actorOf(rita), NOW, "de");
    expect(de.data.goals[1].sentence).toBe(`Bis zum 15.05.${String(SY + 1).slice(2)} steigern die Schülerinnen und Schüler von [student] den Wert „attendance rate“ um 5 % von 88 auf 92.`);
  });

  it("the use-of-time assessment lists the school year's days with recorded time (not the first week of August), so 'Ready' has figures", async () => {
    const { data, rows } = await rampWorkspace(db, actorOf(rita), NOW, "en");
    const table = data.reports.timesheetSummaryView?.table;
    expect(rows.find((r) => r.key === "useOfTime")?.status).toBe("generated");
    expect(table?.rows.map((r) => [r.day, r.total])).toEqual([
      [day("10-06"), 60],
      [day("10-07"), 30],
    ]);
  });

  it("the action plan's rich-text outcome reads as text, one paragraph a line, never as '<p>' markup", async () => {
    const { data } = await rampWorkspace(db, actorOf(rita), NOW, "en");
    const rows = data.reports.mbActionPlan?.table.rows ?? [];
    expect(rows.map((r) => r.outcome)).toEqual(["Homework handed in rose.\nFewer late & missing tasks."]);
  });

  it("PUT /api/v1/ramp/{type}: the text and the self-scores are saved in one call; the reflection and the CTG then read generated", async () => {
    const put = (type: string, body: unknown, who = "Rita", path = `/api/v1/ramp/${type}`) => call(componentPut, { method: "PUT", path, token: tokens[who], body, params: { type } });
    const r = await put("reflection", { text: "Our attendance work paid off.\nNext year: more groups.", scores: [{ item: "reflection.strengths", score: 3 }] });
    expect(r.status).toBe(200);
    expect((await put("ctg", { text: "Attendance rose past the target." })).status).toBe(200);
    const s = await statusOf();
    expect([s.reflection, s.ctg]).toEqual(["generated", "generated"]);
    const g = await call(componentGet, { path: "/api/v1/ramp/reflection", token: tokens.Rita, params: { type: "reflection" } });
    expect(g.json.data).toMatchObject({ status: "generated", score: 3, max: 9, text: "Our attendance work paid off.\nNext year: more groups.", read_only: false });
    // A score is 0-3, and belongs to the component it is saved on; a text only where the component has one.
    expect((await put("vision", { scores: [{ item: "vision.future", score: 4 }] })).status).toBe(422);
    expect((await put("vision", { scores: [{ item: "mission.purpose", score: 2 }] })).status).toBe(422);
    expect((await put("vision", { text: "A vision lives on the school profile." })).status).toBe(422);
    expect((await put("vision", { text: "bad\u0007bell" })).status).toBe(422);
    expect((await put("oscar", { scores: [{ item: "oscar.results", score: 2 }] })).status).toBe(200);
  });

  it("an unknown type is a 404 (GET and PUT)", async () => {
    expect((await call(componentGet, { path: "/api/v1/ramp/brochure", token: tokens.Rita, params: { type: "brochure" } })).status).toBe(404);
    expect((await call(componentPut, { method: "PUT", path: "/api/v1/ramp/brochure", token: tokens.Rita, body: { text: "x" }, params: { type: "brochure" } })).status).toBe(404);
  });

  it("a user without the RAMP add-on is refused (403 ramp_addon_required); a trial user may", async () => {
    const tom = await call(componentGet, { path: "/api/v1/ramp/vision", token: tokens.Tom, params: { type: "vision" } });
    expect(tom.status).toBe(403);
    expect(tom.json.error?.[0].code).toBe("ramp_addon_required");
    const pack = await packRoute(new NextRequest(new URL("http://localhost/api/v1/ramp/pack"), { headers: { authorization: `Bearer ${tokens.Tom}` } }), { params: Promise.resolve({}) });
    expect(pack.status).toBe(403);
    const tia = await call(componentGet, { path: "/api/v1/ramp/vision", token: tokens.Tia, params: { type: "vision" } });
    expect(tia.status).toBe(200);
    expect(tia.json.data).toMatchObject({ status: "needsText", read_only: false });
  });

  it("a manager reads a managed counselor's workspace read-only and cannot save; a counselor outside the team is a 404", async () => {
    const read = await call(componentGet, { path: `/api/v1/ramp/ctg?user_id=${rita.id}`, token: tokens.Mia, params: { type: "ctg" } });
    expect(read.status).toBe(200);
    expect(read.json.data).toMatchObject({ user_id: rita.id, read_only: true, status: "generated", text: "Attendance rose past the target." });
    const save = await call(componentPut, { method: "PUT", path: `/api/v1/ramp/ctg?user_id=${rita.id}`, token: tokens.Mia, body: { text: "Overwritten" }, params: { type: "ctg" } });
    expect(save.status).toBe(403);
    const [olga] = await db
      .select()
      .from(users)
      .where((await import("drizzle-orm")).eq(users.username, "olga_ramp"));
    expect((await call(componentGet, { path: `/api/v1/ramp/ctg?user_id=${olga.id}`, token: tokens.Mia, params: { type: "ctg" } })).status).toBe(404);
    // A counselor naming another counselor reads nothing either.
    expect((await call(componentGet, { path: `/api/v1/ramp/ctg?user_id=${olga.id}`, token: tokens.Rita, params: { type: "ctg" } })).status).toBe(404);
    const after = await rampWorkspace(db, actorOf(rita), NOW, "en");
    expect(after.data.texts.ctg).toBe("Attendance rose past the target.");
  });

  it("the pack: a cover (school, counselor, school year), the contents, the components in ASCA order, the missing page; no student name anywhere", async () => {
    const res = await packRoute(new NextRequest(new URL("http://localhost/api/v1/ramp/pack"), { headers: { authorization: `Bearer ${tokens.Rita}` } }), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const buf = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(buf, { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("RAMP application");
    expect(flat).toContain("Lincoln High");
    expect(flat).toContain("Rita Ramp");
    expect(flat).toContain(`School year ${schoolYearLabel(SY)}`);
    expect(flat).toContain("Contents");
    const order = [
      "1. Vision statement",
      "2. Mission statement",
      "3. Annual student outcome goals",
      "4. Classroom and group",
      "5. Closing-the-gap",
      "6. Annual administrative conference",
      "7. Use-of-time assessment",
      "8. Annual and weekly calendars",
      "9. Advisory council",
      "10. Classroom and group mindsets & behaviors results",
      "11. Program reflection",
      "12. What is missing",
    ];
    const body = flat.slice(flat.indexOf("Every student thrives"));
    let at = 0;
    for (const h of order.slice(2)) {
      const i = body.indexOf(h, at);
      expect(i, h).toBeGreaterThan(-1);
      at = i;
    }
    expect(flat).toContain("Every student thrives.");
    expect(flat).toContain("Our attendance work paid off.");
    expect(flat).toContain("Student member");
    expect(flat).toContain("Missing: there is no data for this component yet.");
    expect(flat).not.toMatch(/Ana|Lopez/i);
    // The action plan prints its rich text as text.
    expect(flat).toContain("Homework handed in rose.");
    expect(flat).not.toMatch(/<\/?p>|&amp;/);
    // The advisory council prints its members and the minuted meeting, and is not flagged missing.
    const council = body.slice(body.indexOf("9. Advisory council"), body.indexOf("10. Classroom and group mindsets"));
    expect(council).toContain("Pat Parent");
    expect(council).toContain("[student] presented.");
    expect(council).toContain("ASCA asks for two meetings a school year: 1 is recorded.");
    expect(council).not.toContain("Missing:");
    // The conference's goals are the SMART goals it agreed, the ones its "Goals 1/1" line counts.
    const conference = body.slice(body.indexOf("6. Annual administrative conference"), body.indexOf("7. Use-of-time assessment"));
    expect(conference).toContain("SMART goals agreed");
    expect(conference).toContain("will increase their attendance rate by 5% from 88 to 92. (met)");
    expect(conference).not.toContain("Goals Nothing yet");
    // Goal sentences carry one direction.
    expect(flat).toContain("will decrease their office referrals from 40 to 25.");
    expect(flat).not.toMatch(/increase, decrease/);
    // The use-of-time assessment prints the recorded days it is ready with.
    const time = body.slice(body.indexOf("7. Use-of-time assessment"), body.indexOf("8. Annual and weekly calendars"));
    expect(time).toContain(`10/06/${String(SY).slice(2)}`);
    expect(time).not.toContain("Missing:");
  });
});
