import { index, integer, pgTable, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { questions } from "./help";
import { users } from "./users";

// Issue 16 "help": the help content the administrators keep (live training sessions, …).

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
