import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

// Program planning: a counselor's school profile (mission, vision,
// beliefs, school data with its stars and caseload), the texts a manager writes for their district,
// the advisory council and its meetings, and the annual administrative conference with the principal.

/** The school-data figures of a profile: every figure is optional (null = not known). */
export type TSchoolDataFigures = {
  schoolName?: string;
  gradeLevels?: string;
  enrollment?: number | null;
  /** Subgroups: percentages of the enrolment. */
  freeReducedLunchPct?: number | null;
  englishLearnersPct?: number | null;
  specialEducationPct?: number | null;
  minorityPct?: number | null;
  /** Attendance. */
  attendanceRatePct?: number | null;
  chronicAbsencePct?: number | null;
  /** Behaviour: counts in the last school year. */
  disciplineReferrals?: number | null;
  suspensions?: number | null;
  /** Achievement. */
  graduationRatePct?: number | null;
  readingProficiencyPct?: number | null;
  mathProficiencyPct?: number | null;
  notes?: string;
};

export const schoolProfiles = pgTable(
  "school_profiles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    mission: text("mission").notNull().default(""),
    vision: text("vision").notNull().default(""),
    beliefs: text("beliefs").notNull().default(""),
    schoolData: jsonb("school_data").$type<TSchoolDataFigures>().notNull().default({}),
    // The user info: starsSchoolData (0-5, computed from the school data when it is saved) and caseload.other.
    starsSchoolData: smallint("stars_school_data").notNull().default(0),
    caseload: integer("caseload"),
    caseloadOther: text("caseload_other").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("school_profiles_stars_range", sql`${t.starsSchoolData} between 0 and 5`)],
);

// The mission, vision and beliefs a manager writes for the counselors they manage (shown read-only above their own).
export const programDistrictTexts = pgTable("program_district_texts", {
  managerId: integer("manager_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  mission: text("mission").notNull().default(""),
  vision: text("vision").notNull().default(""),
  beliefs: text("beliefs").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export { ADVISORY_ROLES, type TAdvisoryRole } from "./program-values";
import type { TAdvisoryRole } from "./program-values";

export const advisoryCouncilMembers = pgTable(
  "advisory_council_members",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: varchar("role", { length: 16 }).$type<TAdvisoryRole>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("advisory_council_members_user_idx").on(t.userId)],
);

export const advisoryMeetings = pgTable(
  "advisory_meetings",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    agenda: text("agenda").notNull().default(""),
    minutes: text("minutes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("advisory_meetings_user_date_idx").on(t.userId, t.date)],
);

// The annual administrative conference: one agreement with the principal per counselor and school year.
export const annualConferences = pgTable(
  "annual_conferences",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The first calendar year of the school year (2026 = 2026-27). */
    schoolYear: smallint("school_year").notNull(),
    caseload: integer("caseload"),
    directIndirectPct: smallint("direct_indirect_pct").notNull().default(80),
    nonCounselingDuties: text("non_counseling_duties").notNull().default(""),
    smartGoalIds: jsonb("smart_goal_ids").$type<number[]>().notNull().default([]),
    goals: text("goals").notNull().default(""),
    professionalDevelopment: text("professional_development").notNull().default(""),
    conferenceDate: date("conference_date", { mode: "string" }),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    signedDate: date("signed_date", { mode: "string" }),
    principalName: text("principal_name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("annual_conferences_user_year").on(t.userId, t.schoolYear), check("annual_conferences_pct_range", sql`${t.directIndirectPct} between 0 and 100`)],
);

export type TSchoolProfileRow = typeof schoolProfiles.$inferSelect;
export type TAdvisoryMemberRow = typeof advisoryCouncilMembers.$inferSelect;
export type TAdvisoryMeetingRow = typeof advisoryMeetings.$inferSelect;
export type TAnnualConferenceRow = typeof annualConferences.$inferSelect;
