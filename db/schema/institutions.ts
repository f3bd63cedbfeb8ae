import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { conferences } from "./marketing";

// What visitors told us after a conference (/conference_feedback).
export const conferenceFeedback = pgTable(
  "conference_feedback",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    conferenceId: integer("conference_id")
      .notNull()
      .references(() => conferences.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    email: varchar("email", { length: 254 }).notNull().default(""),
    school: text("school").notNull().default(""),
    // 1-5 stars.
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("conference_feedback_conference_idx").on(t.conferenceId, t.createdAt), check("conference_feedback_rating", sql`${t.rating} BETWEEN 1 AND 5`)],
);
