import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { universities } from "./reference";
import { users } from "./users";

// The counselor-education programme: university courses, their assignments and sessions.
// A university is an IPEDS institution (reference.universities, IPEDSID default 0 on its form).

// The rubric a university grades with: the level labels and points every new assignment of
// its courses starts from (the default labels and points when the university has none).
export const universityRubrics = pgTable("university_rubrics", {
  ipedsid: integer("ipedsid")
    .primaryKey()
    .references(() => universities.ipedsid, { onDelete: "cascade" }),
  l1: text("l1").notNull().default("Did Not Submit/ Complete"),
  l2: text("l2").notNull().default("Needs Improvement"),
  l3: text("l3").notNull().default("Meets Expectations"),
  l4: text("l4").notNull().default("Exceeds Expectations"),
  l1Points: integer("l1_points").notNull().default(0),
  l2Points: integer("l2_points").notNull().default(19),
  l3Points: integer("l3_points").notNull().default(23),
  l4Points: integer("l4_points").notNull().default(25),
  l5Points: integer("l5_points").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const universityCourses = pgTable(
  "university_courses",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    ipedsid: integer("ipedsid")
      .notNull()
      .references(() => universities.ipedsid, { onDelete: "cascade" }),
    // The university's own course code (spec: courseID), e.g. "COUN 6800".
    courseCode: varchar("course_code", { length: 32 }).notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    credits: smallint("credits").notNull().default(3),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("university_courses_code_uq").on(t.ipedsid, t.courseCode),
    index("university_courses_updated_idx").on(t.updatedAt),
    check("university_courses_credits_range", sql`${t.credits} BETWEEN 0 AND 99`),
  ],
);

export const universityCourseAssignments = pgTable(
  "university_course_assignments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer("course_id")
      .notNull()
      .references(() => universityCourses.id, { onDelete: "cascade" }),
    // Kept beside the course so a request naming another university's course is refused by one compare.
    ipedsid: integer("ipedsid")
      .notNull()
      .references(() => universities.ipedsid, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    dueDate: date("due_date", { mode: "string" }),
    sort: integer("sort").notNull().default(0),
    l1: text("l1").notNull().default("Did Not Submit/ Complete"),
    l2: text("l2").notNull().default("Needs Improvement"),
    l3: text("l3").notNull().default("Meets Expectations"),
    l4: text("l4").notNull().default("Exceeds Expectations"),
    l1Points: integer("l1_points").notNull().default(0),
    l2Points: integer("l2_points").notNull().default(19),
    l3Points: integer("l3_points").notNull().default(23),
    l4Points: integer("l4_points").notNull().default(25),
    l5Points: integer("l5_points").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("university_course_assignments_course_idx").on(t.courseId, t.sort)],
);

export const universityCourseSessions = pgTable(
  "university_course_sessions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer("course_id")
      .notNull()
      .references(() => universityCourses.id, { onDelete: "cascade" }),
    ipedsid: integer("ipedsid")
      .notNull()
      .references(() => universities.ipedsid, { onDelete: "cascade" }),
    // e.g. "Fall 2026, section 2".
    name: text("name").notNull().default(""),
    // '0000-00-00' from a form means today; stored as the real date.
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("university_course_sessions_course_idx").on(t.courseId, t.startDate), check("university_course_sessions_dates", sql`${t.endDate} >= ${t.startDate}`)],
);

// Who takes part in a session: graduate students (role 21) and faculty (role 22).
export const courseEnrolments = pgTable(
  "course_enrolments",
  {
    sessionId: integer("session_id")
      .notNull()
      .references(() => universityCourseSessions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // 21 graduate student, 22 faculty (the user's role when enrolled).
    role: smallint("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] }), index("course_enrolments_user_idx").on(t.userId), check("course_enrolments_role", sql`${t.role} IN (21, 22)`)],
);

// A faculty member's grade of one student's assignment in one session: a rubric level 1-5
// and its points (copied from the assignment when graded, so a later rubric edit keeps history).
export const assignmentGrades = pgTable(
  "assignment_grades",
  {
    assignmentId: integer("assignment_id")
      .notNull()
      .references(() => universityCourseAssignments.id, { onDelete: "cascade" }),
    sessionId: integer("session_id")
      .notNull()
      .references(() => universityCourseSessions.id, { onDelete: "cascade" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    level: smallint("level").notNull(),
    points: integer("points").notNull(),
    comment: text("comment").notNull().default(""),
    gradedBy: integer("graded_by").references(() => users.id, { onDelete: "set null" }),
    gradedAt: timestamp("graded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.sessionId, t.studentId] }),
    index("assignment_grades_student_idx").on(t.studentId),
    check("assignment_grades_level", sql`${t.level} BETWEEN 1 AND 5`),
  ],
);

export type TUniversityCourseRow = typeof universityCourses.$inferSelect;
export type TUniversityCourseAssignmentRow = typeof universityCourseAssignments.$inferSelect;
export type TUniversityCourseSessionRow = typeof universityCourseSessions.$inferSelect;
export type TUniversityRubricRow = typeof universityRubrics.$inferSelect;
