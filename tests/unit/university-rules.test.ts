import { describe, expect, it } from "vitest";
import { mayManageUniversity, scopeUniversity } from "@/lib/university/access";
import { DEFAULT_CREDITS, DEFAULT_LABELS, DEFAULT_POINTS, LOCAL_IPEDSID_START } from "@/lib/university/constants";
import { assignmentReturnPath, editAssignmentPath, isPagePresent, levelsFrom, newAssignmentPath, withLevelDefaults } from "@/lib/university/rules";
import { ZAssignmentInput, ZCourseInput, ZRubricInput, ZUniversityInput } from "@/lib/university/schemas";

describe("the defaults of the university programme", () => {
  it('"University: IPEDSID (default 0)" – 0 means no IPEDS id yet; a local id is taken from 9,000,000 up, beyond every six-digit IPEDS UnitID', () => {
    expect(ZUniversityInput.parse({ name: "X", state: "fl", zip: "32816" }).ipedsid).toBe(0);
    expect(LOCAL_IPEDSID_START).toBeGreaterThan(999_999);
  });

  it('"University course: IPEDSID, courseID, credits (default 3)"', () => {
    expect(DEFAULT_CREDITS).toBe(3);
    expect(ZCourseInput.parse({ ipedsid: 132903, courseCode: "COUN 6800", name: "Practicum" }).credits).toBe(3);
    expect(ZCourseInput.parse({ ipedsid: 132903, courseCode: "COUN 6800", name: "Practicum", credits: "" }).credits).toBe(3);
  });

  it("\"Defaults: L1 'Did Not Submit/ Complete', L2 'Needs Improvement', L3 'Meets Expectations', L4 'Exceeds Expectations'; points 0, 19, 23, 25, 0\"", () => {
    expect(DEFAULT_LABELS).toEqual({ l1: "Did Not Submit/ Complete", l2: "Needs Improvement", l3: "Meets Expectations", l4: "Exceeds Expectations" });
    expect(Object.values(DEFAULT_POINTS)).toEqual([0, 19, 23, 25, 0]);
    expect(levelsFrom(null)).toEqual({ ...DEFAULT_LABELS, ...DEFAULT_POINTS });
  });

  it("a new assignment starts from the university's rubric; what the form gives wins field by field", () => {
    const rubric = levelsFrom({ l2: "Developing", l2Points: 10 });
    expect(rubric).toMatchObject({ l1: "Did Not Submit/ Complete", l2: "Developing", l2Points: 10, l3Points: 23 });
    expect(withLevelDefaults({ l3: "Solid", l5Points: 2 }, rubric)).toMatchObject({ l2: "Developing", l3: "Solid", l5Points: 2, l4Points: 25 });
  });

  it("points are whole numbers from 0 to 1000: 'abc', 1.5, -1 and 1001 are refused; '19' is 19", () => {
    const base = { ipedsid: 1, l1: "a", l2: "b", l3: "c", l4: "d", l1Points: 0, l2Points: 19, l3Points: 23, l4Points: 25, l5Points: 0 };
    expect(ZRubricInput.parse({ ...base, l2Points: "19" }).l2Points).toBe(19);
    for (const bad of ["abc", 1.5, -1, 1001, "1e2"]) expect(ZRubricInput.safeParse({ ...base, l2Points: bad }).success).toBe(false);
    expect(ZAssignmentInput.safeParse({ name: "X", l4Points: "abc" }).success).toBe(false);
  });
});

describe("the navigation rules of the assignment forms", () => {
  it('"Assignment and session edit return to the course-assignments screen or the university-course-assignments screen, depending on whether the page parameter is present."', () => {
    // Present: a {page} segment other than '', '0' and '-' → /app/courseAssignments/{universityID}/{universityCourseID}.
    expect(assignmentReturnPath("1", 132903, 7)).toBe("/app/courseAssignments/132903/7");
    expect(assignmentReturnPath("2", 132903, 7)).toBe("/app/courseAssignments/132903/7");
    // Absent ('0', '-', empty) → /app/universityCourseAssignment/{universityCourseID}.
    for (const absent of ["0", "-", "", " ", null, undefined]) expect(assignmentReturnPath(absent, 132903, 7)).toBe("/app/universityCourseAssignment/7");
    expect(isPagePresent("1")).toBe(true);
    expect(isPagePresent("0")).toBe(false);
  });

  it("each list links to the forms with its own page parameter, so the form comes back to it", () => {
    expect(newAssignmentPath(7, 132903, true)).toBe("/app/universityCourseAssignment-create/new/7/1/132903/7");
    expect(newAssignmentPath(7, 132903, false)).toBe("/app/universityCourseAssignment-create/new/7/0/132903/7");
    expect(editAssignmentPath(9, 7, 132903, true)).toBe("/app/universityCourseAssignment-create/edit/9/1/132903/7");
    const page = editAssignmentPath(9, 7, 132903, false).split("/")[5];
    expect(assignmentReturnPath(page, 132903, 7)).toBe("/app/universityCourseAssignment/7");
  });
});

describe("who manages a university's courses", () => {
  it("administrators any university; faculty (22) only their own; everybody else none", () => {
    expect(mayManageUniversity({ roleId: 3, universityId: null }, 132903)).toBe(true);
    expect(mayManageUniversity({ roleId: 22, universityId: 132903 }, 132903)).toBe(true);
    expect(mayManageUniversity({ roleId: 22, universityId: 132903 }, 134130)).toBe(false);
    expect(mayManageUniversity({ roleId: 22, universityId: null }, 132903)).toBe(false);
    for (const roleId of [1, 2, 21]) expect(mayManageUniversity({ roleId, universityId: 132903 }, 132903)).toBe(false);
  });

  it("lists: faculty always see their own university, whatever they ask for; admins the one they filter by or all", () => {
    expect(scopeUniversity({ roleId: 22, universityId: 132903 }, 134130)).toBe(132903);
    expect(scopeUniversity({ roleId: 3, universityId: null }, 134130)).toBe(134130);
    expect(scopeUniversity({ roleId: 3, universityId: null }, undefined)).toBeNull();
    expect(scopeUniversity({ roleId: 1, universityId: 132903 }, undefined)).toBe(-1);
  });
});
