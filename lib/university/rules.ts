import { DEFAULT_LABELS, DEFAULT_POINTS } from "./constants";

// Pure rules of the university programme, tested in tests/unit/university-rules.test.ts.

export type TLevels = { l1: string; l2: string; l3: string; l4: string; l1Points: number; l2Points: number; l3Points: number; l4Points: number; l5Points: number };

/** The rubric a new assignment starts from: the university's own when it has one, else the default labels and points. */
export function levelsFrom(rubric: Partial<TLevels> | null | undefined): TLevels {
  const base: TLevels = { ...DEFAULT_LABELS, ...DEFAULT_POINTS };
  if (!rubric) return base;
  return {
    l1: rubric.l1 ?? base.l1,
    l2: rubric.l2 ?? base.l2,
    l3: rubric.l3 ?? base.l3,
    l4: rubric.l4 ?? base.l4,
    l1Points: rubric.l1Points ?? base.l1Points,
    l2Points: rubric.l2Points ?? base.l2Points,
    l3Points: rubric.l3Points ?? base.l3Points,
    l4Points: rubric.l4Points ?? base.l4Points,
    l5Points: rubric.l5Points ?? base.l5Points,
  };
}

/** The text values of the assignment form (server page and client form share them). */
export type TAssignmentFormValue = { name: string; description: string; dueDate: string; sort: string } & { [K in keyof TLevels]: string };

/** The form's values of an empty assignment starting from a rubric (labels and points). */
export function blankAssignment(levels: TLevels): TAssignmentFormValue {
  return {
    name: "",
    description: "",
    dueDate: "",
    sort: "0",
    l1: levels.l1,
    l2: levels.l2,
    l3: levels.l3,
    l4: levels.l4,
    l1Points: String(levels.l1Points),
    l2Points: String(levels.l2Points),
    l3Points: String(levels.l3Points),
    l4Points: String(levels.l4Points),
    l5Points: String(levels.l5Points),
  };
}

/** The values given override the defaults (rubric or spec) one by one. */
export function withLevelDefaults<T extends Partial<TLevels>>(given: T, defaults: TLevels): TLevels {
  const pick = <K extends keyof TLevels>(k: K): TLevels[K] => (given[k] ?? defaults[k]) as TLevels[K];
  return {
    l1: pick("l1"),
    l2: pick("l2"),
    l3: pick("l3"),
    l4: pick("l4"),
    l1Points: pick("l1Points"),
    l2Points: pick("l2Points"),
    l3Points: pick("l3Points"),
    l4Points: pick("l4Points"),
    l5Points: pick("l5Points"),
  };
}

/**
 * The {page} segment of /app/universityCourseAssignment-create/…/{page}/{universityID}/{courseID}.
 * A path segment is always there, so "present" means: it holds something other than the
 * placeholders '', '0' and '-' (the university-course-assignments screen links with '0').
 */
export function isPagePresent(segment: string | null | undefined): boolean {
  const s = (segment ?? "").trim();
  return s !== "" && s !== "0" && s !== "-";
}

/**
 * "Assignment and session edit return to the course-assignments screen or the
 * university-course-assignments screen, depending on whether the page parameter is present."
 * Present: /app/courseAssignments/{universityID}/{universityCourseID}; absent:
 * /app/universityCourseAssignment/{universityCourseID}.
 */
export function assignmentReturnPath(page: string | null | undefined, universityId: number, courseId: number): string {
  return isPagePresent(page) ? `/app/courseAssignments/${universityId}/${courseId}` : `/app/universityCourseAssignment/${courseId}`;
}

/**
 * The same rule for the session edit, whose `page` is a query parameter (?page=1 or ?page=0, carried
 * from the assignments screen through the sessions list): given, the edit returns to the screen it
 * names; not given (the edit was opened from the sessions list alone), it returns to that list.
 */
export function sessionReturnPath(page: string | null | undefined, universityId: number, courseId: number): string {
  return page === null || page === undefined ? `/app/universityCoursesSession/${courseId}` : assignmentReturnPath(page, universityId, courseId);
}

/** The sessions list opened from either assignments screen: '1' from the course-assignments screen, '0' from the other. */
export function sessionsListPath(courseId: number, fromCourseAssignments: boolean): string {
  return `/app/universityCoursesSession/${courseId}?from=${fromCourseAssignments ? "1" : "0"}`;
}

/** The link to the create form from either list: '1' from the course-assignments screen, '0' from the other. */
export function newAssignmentPath(courseId: number, universityId: number, fromCourseAssignments: boolean): string {
  return `/app/universityCourseAssignment-create/new/${courseId}/${fromCourseAssignments ? "1" : "0"}/${universityId}/${courseId}`;
}

export function editAssignmentPath(id: number, courseId: number, universityId: number, fromCourseAssignments: boolean): string {
  return `/app/universityCourseAssignment-create/edit/${id}/${fromCourseAssignments ? "1" : "0"}/${universityId}/${courseId}`;
}

/** The average of 1-5 ratings to one decimal, or null when none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
}
