import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { events, memberships, schoolDistricts, users, type TUserRow } from "@/db/schema";
import { DEMO_DISTRICT_LEAID, DEMO_SCHOOL_NCESSCH } from "@/db/seed/data/schools";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as usersRoute } from "@/app/api/v1/users/route";
import { openCounselorDashboard, teamDashboard } from "@/lib/analysis/dashboard";
import { districtPublishState } from "@/lib/analysis/publish";
import { publicDistrictAnalysis } from "@/lib/analysis/public-district";
import { resolveAnalysisSubject, teamMembers } from "@/lib/analysis/scope";
import { addDaysIso, todayIn } from "@/lib/users/rules";
import { approveMembership } from "@/lib/memberships/approve-membership";
import { requestMembership } from "@/lib/memberships/request-membership";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// "The public district page counts people the district does not see: /sd/{LEAID}
// says '10 school counselors' while the director's own panel says 6 — trial sign-ups who picked a
// school of the district are included, and are listed by name on the state manager's table.
// Published and managed figures count only counselors with an active membership of the district
// (granted, or a request the district approved), the same set everywhere."

describe.each(DRIVERS)("the district's counselors are one set: /sd, the director's panel, the state manager's table (%s)", (driver) => {
  let conn: TConnection;
  let trial: TUserRow;
  const NOW = new Date();
  const userNamed = async (username: string) => (await conn.db.select().from(users).where(eq(users.username, username)))[0];
  const published = async () => {
    const pub = await publicDistrictAnalysis(conn.db, DEMO_DISTRICT_LEAID, NOW);
    if (pub?.status !== "published") throw new Error(`the demo district is not published: ${pub?.status}`);
    return pub;
  };
  const stateManagerListed = async () => {
    const token = (await call(loginRoute, { body: { username: "statemanager", password: "demo-pass-2026" } })).json.token as string;
    const res = await call(usersRoute, { token, path: "/api/v1/users?page=1&per_page=100" });
    return (res.json.data as { username: string }[]).map((u) => u.username);
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    await conn.db.update(schoolDistricts).set({ publishUseOfTime: true }).where(eq(schoolDistricts.leaid, DEMO_DISTRICT_LEAID));
    const counselor = await userNamed("counselor");
    // A trial sign-up (AppID 0) who picked one of the district's schools, and recorded time this week.
    [trial] = await conn.db
      .insert(users)
      .values({
        username: "trialsignup",
        email: "trialsignup@example.org",
        firstName: "Terry",
        lastName: "Trialson",
        roleId: 1,
        appId: 0,
        active: true,
        ncessch: DEMO_SCHOOL_NCESSCH,
        schoolName: counselor.schoolName,
        leaid: DEMO_DISTRICT_LEAID,
        state: counselor.state,
        zipcode: counselor.zipcode,
        timezone: counselor.timezone,
        expires: addDaysIso(todayIn(counselor.timezone, NOW), 30),
      })
      .returning();
    const today = todayIn(counselor.timezone, NOW);
    await conn.db.insert(events).values({ userId: trial.id, title: "Trial session", date: today, time: "09:00:00", durationMinutes: 45, categoryId: 3, studentsCount: 2, status: "done" });
  });
  afterAll(async () => conn.close());

  it("a trial sign-up who picked a district school is not counted on /sd/{LEAID}, not in the director's panel, not on the state manager's table", async () => {
    const director = await userNamed("director");
    const stateManager = await userNamed("statemanager");
    const directorPanel = await teamMembers(conn.db, director);
    const pub = await published();
    // The published count and the director's panel are the same number, of the same people.
    expect(pub.counselorCount).toBe(directorPanel.length);
    expect(directorPanel.map((m) => m.username)).not.toContain("trialsignup");
    expect(JSON.stringify(pub)).not.toContain("Trialson");
    // The state manager's dashboard table and users list: no trial sign-up by name.
    const stateTeam = await teamDashboard(conn.db, stateManager, NOW);
    expect(stateTeam?.members.map((m) => m.username)).not.toContain("trialsignup");
    expect(
      Object.values(stateTeam?.counselors ?? {})
        .flat()
        .map((r) => r.lastName),
    ).not.toContain("Trialson");
    expect(await stateManagerListed()).not.toContain("trialsignup");
    // Nor can their figures be opened by id.
    await expect(resolveAnalysisSubject(conn.db, stateManager, trial.id)).rejects.toMatchObject({ status: 404 });
    await expect(resolveAnalysisSubject(conn.db, director, trial.id)).rejects.toMatchObject({ status: 404 });
  });

  it("the director's panel holds every counselor the district manages (its manager's team too), as /sd counts them", async () => {
    const director = await userNamed("director");
    const names = (await teamMembers(conn.db, director)).map((m) => m.username).sort();
    expect(names).toEqual(["counselor", "dunlapcounselor", "emersoncounselor", "expired", "expiring", "hscounselor", "renewer"]);
    expect((await published()).counselorCount).toBe(7);
    const stateNames = (await teamMembers(conn.db, await userNamed("statemanager"))).map((m) => m.username).sort();
    expect(stateNames).toEqual(names);
    // The renewing user is in the district through its manager's team: the director reads their
    // figures, not what their events are about (that stays with whoever reads their calendar).
    const renewer = await userNamed("renewer");
    const opened = await openCounselorDashboard(conn.db, director, renewer.id, NOW);
    expect(opened.detailsWithheld).toBe(true);
    expect(opened.upcoming.every((e) => e.title === null && e.clientName === null)).toBe(true);
    expect((await openCounselorDashboard(conn.db, director, (await userNamed("counselor")).id, NOW)).detailsWithheld).toBe(false);
  });

  it("the publish switch's 'counselors with recorded time' ignores the trial sign-up's time", async () => {
    const state = await districtPublishState(conn.db, await userNamed("director"), NOW);
    const before = state?.counselorsWithTime;
    await conn.db.delete(events).where(eq(events.userId, trial.id));
    expect((await districtPublishState(conn.db, await userNamed("director"), NOW))?.counselorsWithTime).toBe(before);
    await conn.db
      .insert(events)
      .values({ userId: trial.id, title: "Trial session", date: todayIn(trial.timezone, NOW), time: "09:00:00", durationMinutes: 45, categoryId: 3, studentsCount: 2, status: "done" });
  });

  it("once the district approves the sign-up's request, they count everywhere at once", async () => {
    const director = await userNamed("director");
    // The sign-up asks from their profile (a pending request): still counted nowhere.
    const asked = await requestMembership(conn.db, { user: trial, sessionId: "t", via: "bearer" }, { ncessch: DEMO_SCHOOL_NCESSCH }, NOW);
    expect(asked.status).toBe("pending");
    expect((await teamMembers(conn.db, director)).map((m) => m.username)).not.toContain("trialsignup");
    await approveMembership(conn.db, { user: director, sessionId: "t", via: "bearer" }, asked.membership?.id, NOW);
    const directorPanel = (await teamMembers(conn.db, director)).map((m) => m.username);
    expect(directorPanel).toContain("trialsignup");
    expect((await published()).counselorCount).toBe(directorPanel.length);
    expect(await stateManagerListed()).toContain("trialsignup");
    await conn.db.delete(memberships).where(eq(memberships.userId, trial.id));
  });
});
