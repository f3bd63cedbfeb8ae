import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique, uuid, varchar } from "drizzle-orm/pg-core";
import { standards } from "./asca";
import { clients, events, lessons, surveys } from "./calendar-lessons";
import { uploads } from "./public-site";
import { grades } from "./reference";
import { users } from "./users";

export { collectionMethods, lessons, surveys, teachingMethods } from "./calendar-lessons";

// Lessons, the surveys students answer before and after a lesson is delivered, and the comments and
// ratings of shared lessons (and, with subject type 'target', of shared targets).

export const surveyQuestions = pgTable(
  "survey_questions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    text: text("text").notNull(),
  },
  (t) => [index("survey_questions_survey_idx").on(t.surveyId, t.position)],
);

// At most two standards per lesson: checked by the use-case and by a trigger (migration 0008).
export const lessonStandards = pgTable(
  "lesson_standards",
  {
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    standardId: integer("standard_id")
      .notNull()
      .references(() => standards.id),
    position: smallint("position").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.standardId] }), index("lesson_standards_standard_idx").on(t.standardId)],
);

export const lessonGrades = pgTable(
  "lesson_grades",
  {
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    gradeId: smallint("grade_id")
      .notNull()
      .references(() => grades.id),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.gradeId] }), index("lesson_grades_grade_idx").on(t.gradeId)],
);

// A file attached to a lesson; the bytes live in `uploads` (the chunked uploader's store).
export const lessonFiles = pgTable(
  "lesson_files",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    uploadId: uuid("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    // The name the user gave the file, and the unique stored name it is downloaded by (/uploads/lesson_files/{name}).
    name: text("name").notNull(),
    uploadedFileName: varchar("uploaded_file_name", { length: 160 }).notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lesson_files_lesson_idx").on(t.lessonId)],
);

// A delivery of a lesson is a calendar event with events.lesson_id; these are its lesson-specific fields.
export const lessonEvents = pgTable("lesson_events", {
  eventId: integer("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  surveyId: integer("survey_id").references(() => surveys.id, { onDelete: "set null" }),
  inRamp: boolean("in_ramp").notNull().default(false),
  dcpOutcome: text("dcp_outcome").notNull().default(""),
  implication: text("implication").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const SURVEY_PHASES = ["pre", "post"] as const;
export type TSurveyPhase = (typeof SURVEY_PHASES)[number];

// One giving of a survey for one event, before (pre) or after (post): what students answer.
export const surveyAdministrations = pgTable(
  "survey_administrations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    phase: varchar("phase", { length: 4 }).$type<TSurveyPhase>().notNull(),
    // The counselor opened this round for named answers: only then is a typed student number matched to a student.
    namedAnswers: boolean("named_answers").notNull().default(false),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("survey_administrations_uq").on(t.surveyId, t.eventId, t.phase), check("survey_administrations_phase", sql`${t.phase} IN ('pre', 'post')`)],
);

// One student's answers to one administration; one per device (a repeat replaces the earlier one).
export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    administrationId: integer("administration_id")
      .notNull()
      .references(() => surveyAdministrations.id, { onDelete: "cascade" }),
    // SHA-256 of the device's random cookie: the device is recognised, not identified.
    deviceHash: varchar("device_hash", { length: 64 }).notNull(),
    // Optional student id typed by the student; matched to the counselor's student when it is one of theirs.
    studentRef: varchar("student_ref", { length: 32 }).notNull().default(""),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    // The grade the student picked on a SMART goal's event page (/surveyEvent offers a grade list).
    gradeId: smallint("grade_id").references(() => grades.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("survey_responses_device_uq").on(t.administrationId, t.deviceHash)],
);

export const surveyAnswers = pgTable(
  "survey_answers",
  {
    responseId: integer("response_id")
      .notNull()
      .references(() => surveyResponses.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: "cascade" }),
    value: smallint("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.responseId, t.questionId] }), index("survey_answers_question_idx").on(t.questionId), check("survey_answers_value", sql`${t.value} BETWEEN 1 AND 5`)],
);

// Comments and ratings serve shared lessons and shared targets.
export const SHARED_SUBJECTS = ["lesson", "target"] as const;
export type TSharedSubject = (typeof SHARED_SUBJECTS)[number];

export const sharedRatings = pgTable(
  "shared_ratings",
  {
    subjectType: varchar("subject_type", { length: 8 }).$type<TSharedSubject>().notNull(),
    subjectId: integer("subject_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    value: smallint("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subjectType, t.subjectId, t.userId] }), check("shared_ratings_value", sql`${t.value} BETWEEN 1 AND 5`)],
);

export const comments = pgTable(
  "comments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    subjectType: varchar("subject_type", { length: 8 }).$type<TSharedSubject>().notNull(),
    subjectId: integer("subject_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parentId: integer("parent_id"),
    body: text("body").notNull(),
    visible: boolean("visible").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("comments_subject_idx").on(t.subjectType, t.subjectId, t.createdAt),
    index("comments_parent_idx").on(t.parentId),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id], name: "comments_parent_fk" }).onDelete("cascade"),
  ],
);

export const commentLikes = pgTable(
  "comment_likes",
  {
    commentId: integer("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

export type TLessonRow = typeof lessons.$inferSelect;
export type TSurveyRow = typeof surveys.$inferSelect;
export type TCommentRow = typeof comments.$inferSelect;
