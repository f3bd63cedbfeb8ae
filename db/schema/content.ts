import { boolean, date, index, integer, pgTable, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { questions } from "./help";
import { users } from "./users";

// The help content the administrators keep (live training sessions, …).

/**
 * A live training session the administrators schedule (/app/training): its start (UTC), length and
 * the link people join by. Attendance is read from live_training_clicks in the session's window.
 */
export const liveTrainings = pgTable(
  "live_trainings",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description").notNull().default(""),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: smallint("duration_minutes").notNull().default(60),
    joinUrl: text("join_url").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("live_trainings_starts_at_idx").on(t.startsAt)],
);

export type TLiveTrainingRow = typeof liveTrainings.$inferSelect;

/**
 * An administrator's answer to a question asked from the side panel (/app/question/{id}): one per
 * question, edited in place. The asker is emailed through the outbox and reads it in the panel.
 */
export const questionAnswers = pgTable("question_answers", {
  questionId: integer("question_id")
    .primaryKey()
    .references(() => questions.id, { onDelete: "cascade" }),
  answer: text("answer").notNull(),
  answeredBy: integer("answered_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type TQuestionAnswerRow = typeof questionAnswers.$inferSelect;

/**
 * The public FAQ (/questions) and its administration (/app/faq/…): one record per language and
 * question, grouped by theme (group key and its title in that language), ordered by position. The
 * answer is plain text; a blank line separates its paragraphs. Seeded from the former static copy.
 */
export const faqs = pgTable(
  "faqs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    locale: varchar("locale", { length: 2 }).notNull(),
    groupKey: varchar("group_key", { length: 40 }).notNull(),
    groupTitle: varchar("group_title", { length: 200 }).notNull(),
    question: varchar("question", { length: 500 }).notNull(),
    answer: text("answer").notNull(),
    position: integer("position").notNull().default(0),
    published: boolean("published").notNull().default(true),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("faqs_locale_position_idx").on(t.locale, t.position)],
);

export type TFaqRow = typeof faqs.$inferSelect;

/**
 * An email template administrators keep (/app/emails): subject and body with {placeholders} the
 * outbox fills for a recipient (lib/content/email-placeholders.ts), an optional last day of use
 * (expires) and the text the list's copy button puts on the clipboard.
 */
export const emailTemplates = pgTable("email_templates", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: varchar("name", { length: 120 }).notNull(),
  subject: varchar("subject", { length: 200 }).notNull(),
  body: text("body").notNull(),
  expires: date("expires"),
  clipboard: text("clipboard").notNull().default(""),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type TEmailTemplateRow = typeof emailTemplates.$inferSelect;
