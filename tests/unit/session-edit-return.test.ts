import { describe, expect, it } from "vitest";
import { sessionReturnPath, sessionsListPath } from "@/lib/university/rules";

// "Assignment and session edit return to the course-assignments screen or the
// university-course-assignments screen, depending on whether the page parameter is present."

describe("the session edit returns where its page parameter says", () => {
  it("a session edit with page 1 returns to the course-assignments screen of the university and course", () => {
    expect(sessionReturnPath("1", 236939, 12)).toBe("/app/courseAssignments/236939/12");
  });

  it("a session edit with page 0 (or an empty placeholder) returns to the university-course-assignments screen", () => {
    expect(sessionReturnPath("0", 236939, 12)).toBe("/app/universityCourseAssignment/12");
    expect(sessionReturnPath("", 236939, 12)).toBe("/app/universityCourseAssignment/12");
  });

  it("a session edit opened from the sessions list alone (no page) returns to that list", () => {
    expect(sessionReturnPath(undefined, 236939, 12)).toBe("/app/universityCoursesSession/12");
    expect(sessionReturnPath(null, 236939, 12)).toBe("/app/universityCoursesSession/12");
  });

  it("the sessions list opened from either assignments screen says which one, so its edit links carry the page", () => {
    expect(sessionsListPath(12, true)).toBe("/app/universityCoursesSession/12?from=1");
    expect(sessionsListPath(12, false)).toBe("/app/universityCoursesSession/12?from=0");
  });
});
