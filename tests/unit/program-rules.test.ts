import { describe, expect, it } from "vitest";
import { advisoryMeetingsMissing, schoolDataStars, schoolYearLabel, schoolYearRange, schoolYearStart } from "@/lib/program/rules";
import { ZAdvisoryPostBody, ZAnnualConferenceBody, ZProfileTextBody, ZSchoolDataBody } from "@/lib/program/schemas";

describe("program planning rules", () => {
  it("school-data stars: one for each part with figures (enrolment and caseload, two subgroups, attendance, behaviour, achievement), 0-5", () => {
    expect(schoolDataStars({}, null)).toBe(0);
    expect(schoolDataStars({ enrollment: 640 }, null)).toBe(0);
    expect(schoolDataStars({ enrollment: 640 }, 320)).toBe(1);
    expect(schoolDataStars({ freeReducedLunchPct: 40 }, null)).toBe(0);
    expect(schoolDataStars({ freeReducedLunchPct: 40, minorityPct: 0 }, null)).toBe(1);
    expect(schoolDataStars({ chronicAbsencePct: 12 }, null)).toBe(1);
    expect(schoolDataStars({ suspensions: 0 }, null)).toBe(1);
    expect(schoolDataStars({ mathProficiencyPct: 55 }, null)).toBe(1);
    expect(schoolDataStars({ enrollment: 640, englishLearnersPct: 10, specialEducationPct: 14, attendanceRatePct: 95, disciplineReferrals: 80, graduationRatePct: 91 }, 300)).toBe(5);
  });

  it("at least two advisory council meetings a school year: the missing ones are counted", () => {
    expect(advisoryMeetingsMissing(0)).toBe(2);
    expect(advisoryMeetingsMissing(1)).toBe(1);
    expect(advisoryMeetingsMissing(2)).toBe(0);
    expect(advisoryMeetingsMissing(5)).toBe(0);
  });

  it("the school year runs 1 August - 31 July", () => {
    expect(schoolYearStart("2026-07-31")).toBe(2025);
    expect(schoolYearStart("2026-08-01")).toBe(2026);
    expect(schoolYearRange(2026)).toEqual({ from: "2026-08-01", to: "2027-07-31" });
    expect(schoolYearLabel(2026)).toBe("2026-27");
    expect(schoolYearLabel(2099)).toBe("2099-00");
  });
});

describe("program planning schemas", () => {
  it("rich text with scripts is cleaned: the script and the event handler never reach the database", () => {
    const v = ZProfileTextBody.parse({ field: "beliefs", text: '<p onclick="x()">All <i>can</i> learn<script>steal()</script></p>' });
    expect(v.text).toBe("<p>All <i>can</i> learn</p>");
  });

  it("school-data figures: empty is unknown, numeric text is read, a percentage over 100 or a fractional count is refused", () => {
    const ok = ZSchoolDataBody.parse({ enrollment: "640", attendanceRatePct: "94,5", caseloadOther: "" });
    expect(ok).toMatchObject({ enrollment: 640, attendanceRatePct: 94.5, caseload: null, suspensions: null });
    const bad = ZSchoolDataBody.safeParse({ attendanceRatePct: 101, enrollment: 12.5, caseloadOther: "a\u0000b" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(["attendanceRatePct", "caseloadOther", "enrollment"]);
  });

  it("advisory: a role outside parent, teacher, administrator, community, student is refused; a member needs a name", () => {
    expect(ZAdvisoryPostBody.safeParse({ type: "member", name: "Ana", role: "student" }).success).toBe(true);
    expect(ZAdvisoryPostBody.safeParse({ type: "member", name: "Ana", role: "coach" }).success).toBe(false);
    expect(ZAdvisoryPostBody.safeParse({ type: "member", name: "  ", role: "parent" }).success).toBe(false);
    expect(ZAdvisoryPostBody.safeParse({ type: "meeting", date: "2026-02-30x" }).success).toBe(false);
  });

  it("annual conference: direct + indirect defaults to 80 %, an end before a start is refused", () => {
    expect(ZAnnualConferenceBody.parse({}).directIndirectPct).toBe(80);
    expect(ZAnnualConferenceBody.parse({ directIndirectPct: "" }).directIndirectPct).toBe(80);
    const bad = ZAnnualConferenceBody.safeParse({ startDate: "2026-09-01", endDate: "2026-08-31" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].path).toEqual(["endDate"]);
    expect(ZAnnualConferenceBody.safeParse({ directIndirectPct: 101 }).success).toBe(false);
  });
});
