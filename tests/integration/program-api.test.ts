import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { extractText, getDocumentProxy } from "unpdf";
import type { TConnection } from "@/db/client";
import { companies, pdfLinks, schoolProfiles, smartGoals, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as profileGet, PUT as profilePut } from "@/app/api/v1/schoolProfile/route";
import { GET as schoolDataGet, PUT as schoolDataPut } from "@/app/api/v1/schoolProfile/schoolData/route";
import { GET as districtGet, PUT as districtPut } from "@/app/api/v1/schoolProfile/district/route";
import { GET as advisoryGet, POST as advisoryPost } from "@/app/api/v1/advisory/route";
import { DELETE as advisoryDelete, PUT as advisoryPut } from "@/app/api/v1/advisory/[type]/[id]/route";
import { GET as conferenceGet, PUT as conferencePut } from "@/app/api/v1/annualConference/route";
import { POST as conferencePdf } from "@/app/api/v1/annualConference/pdf/route";
import { GET as openPdfRoute } from "@/app/api/v1/pdf/[token]/route";
import { GET as schoolDataLabelRoute } from "@/app/api/v1/rubric/getSchoolDatalabel/route";
import { GET as fullDetailRoute } from "@/app/api/v1/smartgoals/get/fullDetail/[id]/route";
import type { TSmartGoalFullDetail } from "@/lib/smart-goals/schemas";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { ownHubStatuses } from "@/lib/program/hub";
import { AREA_STATUS, areaStatus } from "@/lib/program/hub-status";
import { schoolYearStart } from "@/lib/program/rules";

// The current school year (1 August - 31 July) and dates inside it, so the file holds whenever it runs.
const Y = schoolYearStart(new Date().toISOString().slice(0, 10));
const yy = String(Y % 100).padStart(2, "0");

// Program planning (mission, vision, beliefs, school data, advisory council, annual conference), the user info
// (starsSchoolData, caseload.other), POST /api/v1/advisory; access: a counselor reads and writes their own,
// a manager reads the counselors they manage and changes none of it, anyone else 404.

describe.each(DRIVERS)("program planning API (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const as = (who: string, opts: Parameters<typeof call>[1] = {}) => ({ token: tokens[who], ...opts });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    for (const u of ["counselor", "hscounselor", "manager", "secretary"]) {
      tokens[u] = (await call(loginRoute, { body: { username: u, password: "demo-pass-2026" } })).json.token as string;
      ids[u] = (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, u)))[0].id;
    }
  }, 120_000);
  afterAll(async () => conn.close());

  it("a counselor writes the mission as rich text: a script is removed, bold kept, and GET reads it back", async () => {
    const res = await call(profilePut, as("counselor", { method: "PUT", body: { field: "mission", text: '<p>Every <b>student</b><script>alert(1)</script></p><img src=x onerror="alert(2)">' } }));
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Saved.");
    const got = await call(profileGet, as("counselor"));
    const data = got.json.data as { mission: string; vision: string };
    expect(data.mission).toBe("<p>Every <b>student</b></p>");
    expect(data.vision).toBe("");
    const bad = await call(profilePut, as("counselor", { method: "PUT", body: { field: "motto", text: "x" } }));
    expect(bad.status).toBe(422);
    expect(bad.json.error?.[0].field).toBe("field");
  });

  it("a form of another counselor is refused: counselor ↔ counselor 404, the manager reads their counselor (403 on writes) and not another's", async () => {
    expect((await call(profileGet, as("hscounselor", { path: `/x?user_id=${ids.counselor}` }))).status).toBe(404);
    const managerRead = await call(profileGet, as("manager", { path: `/x?user_id=${ids.counselor}` }));
    expect(managerRead.status).toBe(200);
    expect((managerRead.json.data as { mission: string }).mission).toContain("student");
    expect((await call(profileGet, as("manager", { path: `/x?user_id=${ids.hscounselor}` }))).status).toBe(404);
    const managerWrite = await call(profilePut, as("manager", { method: "PUT", path: `/x?user_id=${ids.counselor}`, body: { field: "mission", text: "<p>Mine now</p>" } }));
    expect(managerWrite.status).toBe(403);
    const counselorWrite = await call(profilePut, as("hscounselor", { method: "PUT", path: `/x?user_id=${ids.counselor}`, body: { field: "mission", text: "<p>x</p>" } }));
    expect(counselorWrite.status).toBe(404);
    const [row] = await conn.db.select().from(schoolProfiles).where(eq(schoolProfiles.userId, ids.counselor));
    expect(row.mission).toBe("<p>Every <b>student</b></p>");
    // A role outside the planners (the secretary) is refused outright.
    expect((await call(profileGet, as("secretary"))).status).toBe(403);
  });

  it("a manager writes the district's vision, which their counselor reads above their own; a counselor cannot write one", async () => {
    const put = await call(districtPut, as("manager", { method: "PUT", body: { field: "vision", text: "<p>District vision</p>" } }));
    expect(put.status).toBe(200);
    expect(((await call(districtGet, as("manager"))).json.data as { vision: string }).vision).toBe("<p>District vision</p>");
    const counselor = (await call(profileGet, as("counselor"))).json.data as { districtTexts: { vision: { managerName: string; text: string }[] } };
    expect(counselor.districtTexts.vision).toEqual([{ managerName: "Morgan Reyes", text: "<p>District vision</p>" }]);
    const other = (await call(profileGet, as("hscounselor"))).json.data as { districtTexts: { vision: unknown[] } };
    expect(other.districtTexts.vision).toEqual([]);
    expect((await call(districtPut, as("counselor", { method: "PUT", body: { field: "vision", text: "<p>x</p>" } }))).status).toBe(403);
  });

  it("the school data prefills the school's name from the reference data, refuses a percentage over 100, and its stars (0-5) count the parts filled", async () => {
    const before = (await call(schoolDataGet, as("counselor"))).json.data as { schoolData: { schoolName: string }; starsSchoolData: number; reference: { schoolName: string } | null };
    expect(before.starsSchoolData).toBe(0);
    expect(before.reference?.schoolName).toBeTruthy();
    expect(before.schoolData.schoolName).toBe(before.reference?.schoolName);
    const bad = await call(schoolDataPut, as("counselor", { method: "PUT", body: { attendanceRatePct: 150, enrollment: "many" } }));
    expect(bad.status).toBe(422);
    expect(bad.json.error?.map((e) => e.field).sort()).toEqual(["attendanceRatePct", "enrollment"]);
    const partial = await call(schoolDataPut, as("counselor", { method: "PUT", body: { enrollment: "640", caseload: 320, attendanceRatePct: 94.5 } }));
    expect(partial.status).toBe(200);
    expect((partial.json.data as { starsSchoolData: number }).starsSchoolData).toBe(2);
  });

  it("the SMART goal rating rises after the school data is saved (part A reads the stars, part E the caseload 'other')", async () => {
    await conn.db.delete(schoolProfiles).where(eq(schoolProfiles.userId, ids.counselor));
    const [goal] = await conn.db.insert(smartGoals).values({ userId: ids.counselor }).returning({ id: smartGoals.id });
    const detail = async () => (await call(fullDetailRoute, as("counselor", { params: { id: String(goal.id) } }))).json.data as TSmartGoalFullDetail;
    const before = await detail();
    expect(before.rating).toMatchObject({ a: 0, e: 0 });
    expect(before.userInfo).toEqual({ starsSchoolData: 0, caseload: { other: "" } });
    const saved = await call(
      schoolDataPut,
      as("counselor", {
        method: "PUT",
        body: {
          enrollment: 640,
          caseload: 320,
          caseloadOther: "Shared caseload: 9th-grade academy",
          freeReducedLunchPct: 48,
          englishLearnersPct: 12,
          attendanceRatePct: 94.5,
          disciplineReferrals: 210,
          readingProficiencyPct: 61,
        },
      }),
    );
    expect((saved.json.data as { starsSchoolData: number }).starsSchoolData).toBe(5);
    const after = await detail();
    expect(after.userInfo).toEqual({ starsSchoolData: 5, caseload: { other: "Shared caseload: 9th-grade academy" } });
    expect(after.rating).toMatchObject({ a: 1, e: 1 });
    expect(after.rating.total).toBe(before.rating.total + 2);
    expect(after.rating.stars).toBeGreaterThan(before.rating.stars);
    const label = await call(schoolDataLabelRoute, as("counselor"));
    expect(label.json.schoolSummaryLabel).toMatchObject({ stars: 5, max: 5, caseloadOther: "Shared caseload: 9th-grade academy" });
    await conn.db.delete(smartGoals).where(eq(smartGoals.id, goal.id));
  });

  it("POST /api/v1/advisory adds members and meetings; fewer than two meetings this school year is flagged; another's row is a 404", async () => {
    const member = await call(advisoryPost, as("counselor", { body: { type: "member", name: "Pat Rivera", role: "parent" } }));
    expect(member.status).toBe(201);
    expect(member.json.message).toBe("Created.");
    const memberId = (member.json.data as { id: number }).id;
    expect((await call(advisoryPost, as("counselor", { body: { type: "member", name: "X", role: "janitor" } }))).status).toBe(422);
    expect((await call(advisoryPost, as("counselor", { body: { type: "member", name: "", role: "teacher" } }))).json.error?.[0].field).toBe("name");
    expect((await call(advisoryPost, as("counselor", { body: { type: "meeting", date: "2026-13-40" } }))).status).toBe(422);
    const first = await call(advisoryPost, as("counselor", { body: { type: "meeting", date: `${Y}-10-05`, agenda: "<p>Goals</p><script>x()</script>", minutes: "<p>Agreed</p>" } }));
    expect(first.status).toBe(201);
    expect((first.json.data as { agenda: string }).agenda).toBe("<p>Goals</p>");
    // A meeting of the last school year does not count for this one.
    await call(advisoryPost, as("counselor", { body: { type: "meeting", date: `${Y}-05-01` } }));
    let council = (await call(advisoryGet, as("counselor"))).json.data as {
      members: unknown[];
      meetings: { id: number; date: string }[];
      meetingsThisYear: number;
      missingMeetings: number;
      schoolYear: number;
    };
    expect(council.schoolYear).toBe(Y);
    expect(council.members).toEqual([{ id: memberId, name: "Pat Rivera", role: "parent" }]);
    expect(council.meetings.map((m) => m.date)).toEqual([`${Y}-10-05`, `${Y}-05-01`]);
    expect(council).toMatchObject({ meetingsThisYear: 1, missingMeetings: 1 });
    await call(advisoryPost, as("counselor", { body: { type: "meeting", date: `${Y + 1}-03-10` } }));
    council = (await call(advisoryGet, as("counselor"))).json.data as typeof council;
    expect(council).toMatchObject({ meetingsThisYear: 2, missingMeetings: 0 });

    const meetingId = (first.json.data as { id: number }).id;
    expect((await call(advisoryPut, as("hscounselor", { method: "PUT", params: { type: "meeting", id: String(meetingId) }, body: { date: `${Y}-10-06` } }))).status).toBe(404);
    expect((await call(advisoryDelete, as("hscounselor", { method: "DELETE", params: { type: "member", id: String(memberId) } }))).status).toBe(404);
    expect((await call(advisoryGet, as("hscounselor", { path: `/x?user_id=${ids.counselor}` }))).status).toBe(404);
    const managerView = await call(advisoryGet, as("manager", { path: `/x?user_id=${ids.counselor}` }));
    expect((managerView.json.data as { members: unknown[] }).members).toHaveLength(1);
    expect((await call(advisoryPost, as("manager", { path: `/x?user_id=${ids.counselor}`, body: { type: "member", name: "Y", role: "teacher" } }))).status).toBe(403);

    const edited = await call(advisoryPut, as("counselor", { method: "PUT", params: { type: "member", id: String(memberId) }, body: { name: "Pat Rivera-Lee", role: "community" } }));
    expect(edited.json.data).toEqual({ id: memberId, name: "Pat Rivera-Lee", role: "community" });
    expect((await call(advisoryPut, as("counselor", { method: "PUT", params: { type: "board", id: "1" }, body: {} }))).status).toBe(404);
    expect((await call(advisoryDelete, as("counselor", { method: "DELETE", params: { type: "member", id: String(memberId) } }))).status).toBe(200);
    expect(((await call(advisoryGet, as("counselor"))).json.data as { members: unknown[] }).members).toEqual([]);
  });

  it("the annual administrative conference: 80 % by default, an end before a start and another's goal refused, then saved and printed as a PDF", async () => {
    const empty = await call(conferenceGet, as("counselor"));
    expect(empty.json.data).toMatchObject({ id: null, schoolYear: Y, directIndirectPct: 80, caseload: 320, startDate: `${Y}-08-01`, endDate: `${Y + 1}-07-31` });
    expect((await call(conferencePdf, as("counselor", { body: {} }))).status).toBe(404);
    const [own] = await conn.db.insert(smartGoals).values({ userId: ids.counselor, target: "days absent" }).returning({ id: smartGoals.id });
    const [theirs] = await conn.db.insert(smartGoals).values({ userId: ids.hscounselor }).returning({ id: smartGoals.id });
    const body = {
      caseload: 310,
      directIndirectPct: 85,
      nonCounselingDuties: "<p>No test coordination</p>",
      smartGoalIds: [own.id],
      goals: "<p>Attendance first</p>",
      professionalDevelopment: "<p>ASCA annual conference</p>",
      conferenceDate: `${Y}-09-15`,
      startDate: `${Y}-08-20`,
      endDate: `${Y + 1}-06-10`,
      signedDate: `${Y}-09-16`,
      principalName: "Dr. Alma Whitfield",
    };
    const backwards = await call(conferencePut, as("counselor", { method: "PUT", body: { ...body, endDate: `${Y}-08-01` } }));
    expect(backwards.status).toBe(422);
    expect(backwards.json.error?.[0].field).toBe("endDate");
    expect((await call(conferencePut, as("counselor", { method: "PUT", body: { ...body, directIndirectPct: 120 } }))).status).toBe(422);
    expect((await call(conferencePut, as("counselor", { method: "PUT", body: { ...body, smartGoalIds: [theirs.id] } }))).json.error?.[0].code).toBe("invalid_goal");
    const saved = await call(conferencePut, as("counselor", { method: "PUT", body }));
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ schoolYear: Y, caseload: 310, directIndirectPct: 85, smartGoalIds: [own.id], principalName: "Dr. Alma Whitfield" });
    const again = await call(conferencePut, as("counselor", { method: "PUT", body: { ...body, directIndirectPct: 80 } }));
    expect((again.json.data as { id: number }).id).toBe((saved.json.data as { id: number }).id);
    expect((await call(conferencePut, as("manager", { method: "PUT", path: `/x?user_id=${ids.counselor}`, body }))).status).toBe(403);
    expect((await call(conferencePdf, as("hscounselor", { body: { user_id: ids.counselor } }))).status).toBe(404);

    const res = await call(conferencePdf, as("manager", { body: { user_id: ids.counselor } }));
    expect(res.status).toBe(200);
    const link = res.json.link as string;
    const token = link.split("/").pop() as string;
    const [stored] = await conn.db.select().from(pdfLinks).where(eq(pdfLinks.token, token));
    expect(stored).toMatchObject({ kind: "annual_conference", userId: ids.manager });
    const opened = await openPdfRoute(new NextRequest(new URL(link, "http://localhost")), { params: Promise.resolve({ token }) });
    expect(opened.status).toBe(200);
    const bytes = Buffer.from(await opened.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain("Annual administrative conference");
    expect(text).toContain("Dr. Alma Whitfield");
    expect(text).toContain("No test coordination");
    expect(text).toContain("80%");
    expect(text).toContain(`09/16/${yy}`);
  });
  it("the /app/re hub: each page's status (written / not yet, the stars, how many saved), and the other areas' counts through their status functions", async () => {
    // The rating test above started from no profile: the mission is gone, the school data is saved.
    await call(profilePut, as("counselor", { method: "PUT", body: { field: "beliefs", text: "<p>Every student can succeed</p>" } }));
    const own = await ownHubStatuses(conn.db, ids.counselor, Y);
    expect(own).toMatchObject({
      mission: { kind: "notYet" },
      vision: { kind: "notYet" },
      beliefs: { kind: "written" },
      schoolData: { kind: "stars", stars: 5 },
      annualConference: { kind: "written" },
    });
    expect(own.advisoryCouncil).toEqual({ kind: "count", count: 3 });
    expect(Object.keys(AREA_STATUS).sort()).toEqual(["companies", "curriculum", "pbis", "schedule"]);
    // The demo counselors have their community partners (the referral agencies of the demo seed).
    const [{ n: partners }] = await conn.db.select({ n: count() }).from(companies).where(eq(companies.userId, ids.hscounselor));
    expect(partners).toBeGreaterThan(0);
    expect(await areaStatus(conn.db, "companies", ids.hscounselor)).toEqual({ kind: "count", count: partners });
    expect(await areaStatus(conn.db, "groups", ids.counselor)).toBeNull();
  });
});
