import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TConnection, TDb } from "@/db/client";
import type { TUserRow } from "@/db/schema";
import { updateSchool } from "@/lib/account/profile";
import { openCounselorDashboard } from "@/lib/analysis/dashboard";
import { resolveAnalysisSubject, teamMembers } from "@/lib/analysis/scope";
import { listAppointmentCounselors, listBusyBlocks } from "@/lib/appointments/queries";
import { resolveSubject } from "@/lib/calendar/scope";
import { openMembershipsOf } from "@/lib/memberships/queries";
import { ZReportQuery } from "@/lib/reports/period";
import { runReport } from "@/lib/reports/run";
import { listManagedUsers } from "@/lib/users/queries";
import { addDaysIso, todayIn } from "@/lib/users/rules";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { OTHER_EVENT_TITLE, OTHER_LEAID, OTHER_SCHOOL, OTHER_STUDENT, actorOf, seedOtherDistrict, userNamed } from "../support/other-district";

// A person's school and district on their profile are what they say, not what they are granted:
// picking a school of another district asks that district to take them in (a pending request) and
// opens none of its team, event titles, students' demographics or calendars until it approves.

const NOW = new Date();
const q = (raw: Record<string, string>) => ZReportQuery.parse(raw);

describe.each(DRIVERS)("a person who picks another district's school on their profile reads nothing of it (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let other: { director: TUserRow; counselor: TUserRow };
  const pickOtherSchool = async (username: string) => {
    const user = await userNamed(db, username);
    await updateSchool(db, actorOf(user), { zipcode: OTHER_SCHOOL.zip, NCESSCH: OTHER_SCHOOL.ncessch, school_name: "" }, NOW);
    return userNamed(db, username);
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    other = await seedOtherDistrict(db, NOW);
  });
  afterAll(async () => conn?.close());

  it("a director who picks another district's school reads none of its team", async () => {
    const director = await pickOtherSchool("director");
    // The profile now names the other district; the membership is only a request.
    expect(director.leaid).toBe(OTHER_LEAID);
    const open = await openMembershipsOf(db, director.id);
    expect(open.find((m) => m.leaid === OTHER_LEAID)?.status).toBe("pending");
    // The team: neither the panel, nor the users list, nor opening the counselor by id.
    expect((await teamMembers(db, director)).map((m) => m.username)).not.toContain("fwcounselor");
    expect((await listManagedUsers(db, director, { page: 1, perPage: 500 })).data.map((u) => u.username)).not.toContain("fwcounselor");
    await expect(resolveAnalysisSubject(db, director, other.counselor.id)).rejects.toMatchObject({ status: 404 });
    // Event titles: the counselor's dashboard and the annual calendar are closed.
    await expect(openCounselorDashboard(db, director, other.counselor.id, NOW)).rejects.toMatchObject({ status: 404 });
    await expect(runReport(db, director, "annualCalendar", q({ user_id: String(other.counselor.id) }), NOW, "en")).rejects.toMatchObject({ status: 404 });
    // Single-student demographics: the equity report of that counselor is closed, and the team's holds none of them.
    await expect(runReport(db, director, "reportStats", q({ user_id: String(other.counselor.id) }), NOW, "en")).rejects.toMatchObject({ status: 404 });
    const team = await runReport(db, director, "reportStats", q({ scope: "team" }), NOW, "en");
    expect(JSON.stringify(team.result)).not.toContain(OTHER_STUDENT);
    expect(JSON.stringify(team.result)).not.toContain("Warde");
    // Until a decision, the director keeps the district they were granted.
    expect((await teamMembers(db, director)).map((m) => m.username)).toContain("counselor");
  });

  it("a director of the other district reads its counselor: the data exists, only the switch is refused", async () => {
    const subject = await resolveAnalysisSubject(db, other.director, other.counselor.id);
    expect(subject.id).toBe(other.counselor.id);
    const opened = await openCounselorDashboard(db, other.director, other.counselor.id, NOW);
    expect(JSON.stringify(opened)).toContain(OTHER_EVENT_TITLE);
  });

  it("a secretary who picks another district's school reads none of its calendars", async () => {
    const secretary = await pickOtherSchool("secretary");
    const actor = actorOf(secretary);
    await expect(resolveSubject(db, actor, other.counselor.id)).rejects.toMatchObject({ status: 404 });
    const today = todayIn("America/Los_Angeles", NOW);
    await expect(listBusyBlocks(db, actor, { counselorId: other.counselor.id, start: addDaysIso(today, -1), end: addDaysIso(today, 1) })).rejects.toMatchObject({ status: 404 });
    // The calendar-type reports a secretary reads of her school's counselors: not this one.
    await expect(runReport(db, secretary, "annualCalendar", q({ user_id: String(other.counselor.id) }), NOW, "en")).rejects.toMatchObject({ status: 404 });
    const calendars = (await listAppointmentCounselors(db, actor)).map((c) => c.id);
    expect(calendars).not.toContain(other.counselor.id);
    // Her own school's counselors stay hers until the request is decided.
    expect(calendars).toContain((await userNamed(db, "counselor")).id);
  });
});
