import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, date, index, integer, jsonb, pgTable, smallint, text, time, timestamp, varchar } from "drizzle-orm/pg-core";
import { useOfTimeCategories } from "./asca";
import type { TClientCounts } from "./client-counts";
import { companies } from "./companies";
import type { TEventDomain, TEventStatus, TRecurrence, TReferralDirection, TReferralStatus } from "./event-values";
import { users } from "./users";

// Events and lessons reference each other (an event delivers a lesson; a lesson shows the results of
// one delivery), so both tables live in this one module with the tables they reference from their
// own domains; db/schema/calendar.ts and db/schema/lessons.ts re-export them, and neither imports the other.

// Students and groups a counselor works with (education records: private to the counselor and who manages them).
export const clients = pgTable(
  "clients",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 8 }).$type<"student" | "group">().notNull(),
    name: text("name").notNull(),
    // The family name apart from `name` (students a roster wrote; null where only the full name is known):
    // the caseload rules' last-name ranges read it, since the full name alone cannot tell "Mary Ann Smith" apart.
    familyName: text("family_name"),
    // The school's own student number (students only).
    studentNumber: varchar("student_number", { length: 32 }).notNull().default(""),
    gradeId: smallint("grade_id"),
    counts: jsonb("counts").$type<TClientCounts>().notNull(),
    // male + female (spec: count = male + female).
    count: integer("count").notNull().default(0),
    notes: text("notes").notNull().default(""),
    active: boolean("active").notNull().default(true),
    // Set when the student was erased: the name, number and notes are gone, the counts stay anonymous.
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("clients_user_idx").on(t.userId, t.type, t.name)],
);

// A recurring series: its occurrences are stored as events (one row each) with seriesId set.
export const eventSeries = pgTable("event_series", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  rule: jsonb("rule").$type<TRecurrence>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// A calendar event or a contact log: what the counselor did, when, for how long, in which use-of-time category.
export const events = pgTable(
  "events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    // Local date and time in the user's time zone.
    date: date("date", { mode: "string" }).notNull(),
    time: time("time").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    categoryId: integer("category_id").references(() => useOfTimeCategories.id, { onDelete: "set null" }),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    // The lesson this event delivers (checked by the use-case: a lesson its owner may use).
    lessonId: integer("lesson_id").references((): AnyPgColumn => lessons.id, { onDelete: "set null" }),
    studentsCount: integer("students_count").notNull().default(0),
    maleCount: integer("male_count").notNull().default(0),
    femaleCount: integer("female_count").notNull().default(0),
    gradeId: smallint("grade_id"),
    location: text("location").notNull().default(""),
    notes: text("notes").notNull().default(""),
    status: varchar("status", { length: 10 }).$type<TEventStatus>().notNull().default("planned"),
    // 'event' from the calendar, 'contact' from a quick contact log, 'import' from an .ics file or a sync.
    source: varchar("source", { length: 10 }).notNull().default("event"),
    seriesId: integer("series_id").references(() => eventSeries.id, { onDelete: "set null" }),
    externalUid: varchar("external_uid", { length: 255 }),
    // MTSS tier (1, 2 or 3) the counselor set; when null the reports derive it (docs/use-of-time.md, "Tier").
    tier: smallint("tier"),
    // ASCA domain: academic, career or social (social/emotional); null means derived or unspecified.
    domain: varchar("domain", { length: 10 }).$type<TEventDomain>(),
    // A referral (category Referrals): out to an agency or in from a source, why, and its follow-up.
    referralDirection: varchar("referral_direction", { length: 3 }).$type<TReferralDirection>(),
    referralCompanyId: integer("referral_company_id").references(() => companies.id, { onDelete: "set null" }),
    referralSource: text("referral_source").notNull().default(""),
    referralReason: text("referral_reason").notNull().default(""),
    referralStatus: varchar("referral_status", { length: 10 }).$type<TReferralStatus>(),
    referralFollowUpDate: date("referral_follow_up_date", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_user_date_idx").on(t.userId, t.date),
    // The reports that read one kind of event (referrals) read it by category, not every event of a team.
    index("events_category_user_date_idx").on(t.categoryId, t.userId, t.date),
    // A report of one domain (career) reads only the events that may count in it: a domain of their own or a lesson.
    index("events_user_date_domain_idx")
      .on(t.userId, t.date)
      .where(sql`${t.domain} is not null or ${t.lessonId} is not null`),
    // The student contact report reads only the events with a student or a group.
    index("events_user_date_client_idx")
      .on(t.userId, t.date)
      .where(sql`${t.clientId} is not null`),
    index("events_series_idx").on(t.seriesId),
    index("events_client_idx").on(t.clientId),
    index("events_lesson_idx").on(t.lessonId),
    check("events_duration_positive", sql`${t.durationMinutes} > 0 AND ${t.durationMinutes} <= 1440`),
    check("events_tier", sql`${t.tier} IS NULL OR ${t.tier} IN (1, 2, 3)`),
    check("events_domain", sql`${t.domain} IS NULL OR ${t.domain} IN ('academic', 'career', 'social')`),
    check("events_referral_direction", sql`${t.referralDirection} IS NULL OR ${t.referralDirection} IN ('out', 'in')`),
    check("events_referral_status", sql`${t.referralStatus} IS NULL OR ${t.referralStatus} IN ('open', 'contacted', 'done', 'closed')`),
  ],
);

// How a lesson's results are collected: 0 None is the default, 13 Survey is set when the event has a survey.
export const collectionMethods = pgTable("collection_methods", {
  id: smallint("id").primaryKey(),
  method: text("method").notNull(),
  description: text("description").notNull().default(""),
  sort: smallint("sort").notNull().default(0),
});

export const teachingMethods = pgTable("teaching_methods", {
  id: smallint("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  sort: smallint("sort").notNull().default(0),
});

// A survey: a Likert scale of 3, 4 or 5 steps with a legend per step, and ordered statements.
// A survey owned by a SMART goal (a later issue) sets smartGoalId.
export const surveys = pgTable(
  "surveys",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    likertLevels: smallint("likert_levels").notNull().default(5),
    likert1: text("likert1").notNull().default(""),
    likert2: text("likert2").notNull().default(""),
    likert3: text("likert3").notNull().default(""),
    likert4: text("likert4").notNull().default(""),
    likert5: text("likert5").notNull().default(""),
    smartGoalId: integer("smart_goal_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("surveys_user_idx").on(t.userId, t.name), check("surveys_likert_levels", sql`${t.likertLevels} IN (3, 4, 5)`)],
);

export const lessons = pgTable(
  "lessons",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    // Shared lessons are readable, rateable and commentable by every signed-in user.
    share: boolean("share").notNull().default(false),
    teachingMethodId: smallint("teaching_method_id").references(() => teachingMethods.id, { onDelete: "set null" }),
    // Lesson numbers run from 1 to 51.
    lessonNumber: smallint("lesson_number"),
    academic: boolean("academic").notNull().default(false),
    social: boolean("social").notNull().default(false),
    career: boolean("career").notNull().default(false),
    collectionMethodId: smallint("collection_method_id")
      .notNull()
      .default(0)
      .references(() => collectionMethods.id),
    // Share of the students reached by the collection method, and of how many.
    percCollectionMethod: smallint("perc_collection_method"),
    ofTotal: integer("of_total"),
    achievement: boolean("achievement").notNull().default(false),
    attendance: boolean("attendance").notNull().default(false),
    behavior: boolean("behavior").notNull().default(false),
    // The survey given before and after each delivery, and the delivery whose results the lesson shows.
    surveyId: integer("survey_id").references(() => surveys.id, { onDelete: "set null" }),
    eventId: integer("event_id").references(() => events.id, { onDelete: "set null" }),
    inRamp: boolean("in_ramp").notNull().default(false),
    // Sanitised HTML (bold, italic, link) from the rich-text fields.
    objective1: text("objective1").notNull().default(""),
    objective2: text("objective2").notNull().default(""),
    outcome: text("outcome").notNull().default(""),
    implication: text("implication").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lessons_user_idx").on(t.userId, t.name),
    index("lessons_shared_idx").on(t.share, t.name),
    check("lessons_number_range", sql`${t.lessonNumber} IS NULL OR ${t.lessonNumber} BETWEEN 1 AND 51`),
    check("lessons_perc_range", sql`${t.percCollectionMethod} IS NULL OR ${t.percCollectionMethod} BETWEEN 0 AND 100`),
  ],
);
