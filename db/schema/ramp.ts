import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, timestamp, unique, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

// The RAMP workspace and pack: what the counselor writes by hand for a
// school year — a component's implications text (closing the gap, M&B results) and the program
// reflection — and their self-score of each rubric item (0-3). The rest of the pack is generated
// from the data. school_year is the first calendar year of the school year (2026 = 2026-27), as in
// annual_conferences.

export const rampTexts = pgTable(
  "ramp_texts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    schoolYear: smallint("school_year").notNull(),
    /** lib/ramp/components.ts RAMP_TEXT_COMPONENTS: ctg, mbResults, reflection. */
    component: varchar("component", { length: 32 }).notNull(),
    text: text("text").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("ramp_texts_user_year_component").on(t.userId, t.schoolYear, t.component)],
);

export const rampScores = pgTable(
  "ramp_scores",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    schoolYear: smallint("school_year").notNull(),
    /** A rubric item of lib/ramp/rubric.ts ("vision.future", "oscar.results" ...). */
    itemKey: varchar("item_key", { length: 64 }).notNull(),
    score: smallint("score").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("ramp_scores_user_year_item").on(t.userId, t.schoolYear, t.itemKey),
    index("ramp_scores_user_year_idx").on(t.userId, t.schoolYear),
    check("ramp_scores_score_range", sql`${t.score} between 0 and 3`),
  ],
);

export type TRampTextRow = typeof rampTexts.$inferSelect;
export type TRampScoreRow = typeof rampScores.$inferSelect;
