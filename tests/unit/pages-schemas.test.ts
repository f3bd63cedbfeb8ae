import { describe, expect, it } from "vitest";
import { ZAppointmentRequest, ZDemoRequest, ZFeedback, ZFundingZip, ZPageSurvey, ZQrQuery, stepIssues } from "@/lib/pages/schemas";

const who = { requesterRole: "student", name: "Jamie Rivera", email: "", phone: "", studentName: "", grade: "" };

describe("the appointment wizard's steps", () => {
  it("step 1: a student needs only a name", () => {
    expect(stepIssues("who", who)).toEqual({});
    expect(Object.keys(stepIssues("who", { ...who, name: " " }))).toEqual(["name"]);
  });

  it("step 1: a parent names the student and the grade, and gives an email or a phone", () => {
    expect(Object.keys(stepIssues("who", { ...who, requesterRole: "parent" })).sort()).toEqual(["contact", "grade", "studentName"]);
    expect(stepIssues("who", { ...who, requesterRole: "parent", studentName: "Sam Rivera", grade: "7", phone: "555 0100" })).toEqual({});
  });

  it("step 1: a staff member gives an email or a phone", () => {
    expect(Object.keys(stepIssues("who", { ...who, requesterRole: "staff" }))).toEqual(["contact"]);
    expect(stepIssues("who", { ...who, requesterRole: "staff", email: "T.Lee@School.org" })).toEqual({});
  });

  it.each([
    [{ email: "not-an-email" }, "email"],
    [{ phone: "call me" }, "phone"],
    [{ grade: "13" }, "grade"],
    [{ requesterRole: "teacher" }, "requesterRole"],
  ])("step 1 rejects %j", (change, field) => {
    expect(Object.keys(stepIssues("who", { ...who, ...change }))).toContain(field);
  });

  it("step 2: an appointment needs a date and a time; a drop-in is now", () => {
    expect(Object.keys(stepIssues("when", { kind: "appointment" })).sort()).toEqual(["date", "time"]);
    expect(Object.keys(stepIssues("when", { kind: "appointment", date: "2026-11-25", time: "10:15" }))).toEqual(["time"]);
    expect(stepIssues("when", { kind: "appointment", date: "2026-11-25", time: "10:30" })).toEqual({});
    expect(stepIssues("when", { kind: "dropin" })).toEqual({});
  });

  it("step 3: a reason of 3 to 1000 characters", () => {
    expect(Object.keys(stepIssues("why", { reason: "hi" }))).toEqual(["reason"]);
    expect(stepIssues("why", { reason: "Exam stress" })).toEqual({});
    expect(Object.keys(stepIssues("why", { reason: "x".repeat(1001) }))).toEqual(["reason"]);
  });

  it("the whole request checks every step and needs the counselor's username", () => {
    const ok = ZAppointmentRequest.safeParse({ username: "counselor", kind: "dropin", ...who, reason: "Need to talk" });
    expect(ok.success).toBe(true);
    const bad = ZAppointmentRequest.safeParse({ username: "", kind: "appointment", ...who, requesterRole: "parent", reason: "" });
    expect(bad.success).toBe(false);
    const fields = bad.success ? [] : bad.error.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["username", "reason", "studentName", "grade", "contact", "date", "time"]));
  });
});

describe("demo and training requests", () => {
  const demo = { type: 1, name: "Pat Demo", email: " Pat@Example.ORG ", date: "2026-12-01", time: "14:30", timeZone: "America/Chicago" };

  it("cleans the email and defaults phone and message", () => {
    const v = ZDemoRequest.parse(demo);
    expect(v.email).toBe("pat@example.org");
    expect(v.phone).toBe("");
    expect(v.message).toBe("");
  });

  it.each([
    [{ type: 3 }, "type"],
    [{ type: "2" }, null],
    [{ name: "P" }, "name"],
    [{ email: "pat" }, "email"],
    [{ date: "2026-02-30" }, "date"],
    [{ time: "25:00" }, "time"],
    [{ timeZone: "Mars/Olympus" }, "timeZone"],
    [{ message: "x".repeat(2001) }, "message"],
  ])("%j → invalid field %s", (change, field) => {
    const parsed = ZDemoRequest.safeParse({ ...demo, ...change });
    if (field === null) expect(parsed.success).toBe(true);
    else expect(parsed.success ? [] : parsed.error.issues.map((i) => i.path[0])).toContain(field);
  });
});

describe("feedback, surveys, funding and QR inputs", () => {
  it("feedback needs a topic, a name, an email and a sentence", () => {
    const parsed = ZFeedback.safeParse({ topic: "", name: "", email: "x", message: "short" });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.path[0]).sort()).toEqual(["email", "message", "name", "topic"]);
    expect(ZFeedback.safeParse({ topic: "idea", name: "Robin", email: "r@example.org", message: "Please add a weekly email." }).success).toBe(true);
  });

  it("a survey needs two ratings from 1 to 5 and a next step; name and email are optional", () => {
    expect(ZPageSurvey.safeParse({ type: "D", satisfaction: "5", usefulness: 4, nextStep: "trial" }).success).toBe(true);
    expect(ZPageSurvey.safeParse({ type: "T", satisfaction: 6, usefulness: 0, nextStep: "trial" }).success).toBe(false);
    expect(ZPageSurvey.safeParse({ type: "X", satisfaction: 5, usefulness: 5, nextStep: "trial" }).success).toBe(false);
    expect(ZPageSurvey.safeParse({ type: "D", satisfaction: 5, usefulness: 5, nextStep: "trial", email: "nope" }).success).toBe(false);
  });

  it.each([
    ["98118", "98118"],
    ["98118-1234", "98118"],
  ])("the funding zip %j is looked up as %s", (zip, expected) => {
    expect(ZFundingZip.parse(zip)).toBe(expected);
  });

  it.each(["9811", "abcde", ""])("the funding zip %j is rejected", (zip) => {
    expect(ZFundingZip.safeParse(zip).success).toBe(false);
  });

  it("the QR field is validated", () => {
    expect(ZQrQuery.safeParse({ field: "dropin", username: "counselor" }).success).toBe(true);
    expect(ZQrQuery.safeParse({ field: "calendar", username: "counselor" }).success).toBe(false);
    expect(ZQrQuery.safeParse({ field: "website", username: "" }).success).toBe(false);
  });
});
