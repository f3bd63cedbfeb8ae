import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { standards } from "./asca";
import { clients } from "./calendar";
import { actionPlans, dataAnalysisItems, targets } from "./goals";
import { lessons, surveys } from "./lessons";
import { users } from "./users";

// SMART goals: a counselor's measurable goal for a target group, tied to a
// data-analysis priority, an action plan, up to two standards and lessons. Its pre/post Likert statements
// live in the survey engine: the goal's own survey (surveys.smart_goal_id = the goal's id, smart_goals.survey_id
// points back at it).

// A Likert scale: name, a to e (seeded by the migration).
export const likertScales = pgTable("likert_scales", {
  id: smallint("id").primaryKey(),
  name: text("name").notNull(),
  a: text("a").notNull().default(""),
  b: text("b").notNull().default(""),
  c: text("c").notNull().default(""),
  d: text("d").notNull().default(""),
  e: text("e").notNull().default(""),
  sort: smallint("sort").notNull().default(0),
});

export const smartGoals = pgTable(
  "smart_goals",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dataAnalysisId: integer("data_analysis_id").references(() => dataAnalysisItems.id, { onDelete: "set null" }),
    actionPlanId: smallint("action_plan_id")
      .notNull()
      .default(1)
      .references(() => actionPlans.id),
    // Spec: mindset_id1 defaults to 1; applied by the use-case (standards are reference data seeded apart).
    mindsetId1: integer("mindset_id1").references(() => standards.id, { onDelete: "set null" }),
    mindsetId2: integer("mindset_id2").references(() => standards.id, { onDelete: "set null" }),
    targetId: integer("target_id").references(() => targets.id, { onDelete: "set null" }),
    // What is measured ('attendance rate', 'office referrals').
    target: text("target").notNull().default(""),
    targetValue: numeric("target_value", { precision: 12, scale: 2 }),
    baselineValue: numeric("baseline_value", { precision: 12, scale: 2 }),
    // Percent, computed by the rules when baseline and target allow it.
    changeValue: integer("change_value"),
    dateBaseline: date("date_baseline", { mode: "string" }),
    dateTarget: date("date_target", { mode: "string" }),
    // What was measured at the end, and when (program evaluation: met when it reaches the target).
    resultValue: numeric("result_value", { precision: 12, scale: 2 }),
    resultDate: date("result_date", { mode: "string" }),
    lastDateOfPreSurvey: date("last_date_of_pre_survey", { mode: "string" }),
    lessonId: integer("lesson_id").references(() => lessons.id, { onDelete: "set null" }),
    lessonId2: integer("lesson_id2").references(() => lessons.id, { onDelete: "set null" }),
    objectives1: text("objectives1").notNull().default(""),
    objectives2: text("objectives2").notNull().default(""),
    // Likert steps of the goal's statements: 3, 4 or 5 (default 3), and their legends.
    likertType: smallint("likert_type").notNull().default(3),
    likert1: text("likert1").notNull().default(""),
    likert2: text("likert2").notNull().default(""),
    likert3: text("likert3").notNull().default(""),
    likert4: text("likert4").notNull().default(""),
    likert5: text("likert5").notNull().default(""),
    // The generated goal sentence ('By the {date}, …').
    byThe: text("by_the").notNull().default(""),
    // Sanitised HTML (bold, italic, link) from the rich-text field.
    narrativeHow: text("narrative_how").notNull().default(""),
    narrativeWhat: text("narrative_what").notNull().default(""),
    narrativeData: text("narrative_data").notNull().default(""),
    narrativeWhy: text("narrative_why").notNull().default(""),
    // Spec 'accepedEditBaselineData': the counselor confirmed editing the baseline (false locks it).
    acceptedEditBaselineData: boolean("accepted_edit_baseline_data").notNull().default(false),
    surveyId: integer("survey_id").references(() => surveys.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("smart_goals_user_idx").on(t.userId, t.createdAt),
    index("smart_goals_data_analysis_idx").on(t.dataAnalysisId),
    check("smart_goals_likert_type", sql`${t.likertType} IN (3, 4, 5)`),
    check("smart_goals_two_mindsets", sql`${t.mindsetId2} IS NULL OR ${t.mindsetId2} IS DISTINCT FROM ${t.mindsetId1}`),
  ],
);

// The goal's target group(s): the owner's students and groups; the first one's count sizes the title.
export const smartGoalGroups = pgTable(
  "smart_goal_groups",
  {
    smartGoalId: integer("smart_goal_id")
      .notNull()
      .references(() => smartGoals.id, { onDelete: "cascade" }),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.smartGoalId, t.clientId] }), index("smart_goal_groups_client_idx").on(t.clientId)],
);

// SMART goal short questions: open questions asked alongside the Likert statements.
export const smartGoalShortQuestions = pgTable(
  "smart_goal_short_questions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    smartGoalId: integer("smart_goal_id")
      .notNull()
      .references(() => smartGoals.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(1),
    text: text("text").notNull(),
  },
  (t) => [index("smart_goal_short_questions_goal_idx").on(t.smartGoalId, t.position)],
);

export type TSmartGoalRow = typeof smartGoals.$inferSelect;
export type TLikertScaleRow = typeof likertScales.$inferSelect;
export type TSmartGoalShortQuestionRow = typeof smartGoalShortQuestions.$inferSelect;
