import { index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

// A help video per page URL (the top-bar video icon).
export const videoTutorials = pgTable("video_tutorials", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  page: varchar("page", { length: 255 }).notNull().unique(),
  videoUrl: text("video_url").notNull(),
  title: text("title").notNull().default(""),
});

export const questionCategories = pgTable("question_categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

// Topics of the question side panel; url/param tie a topic to the page it is asked from.
export const questionTopics = pgTable("question_topics", {
  id: integer("id").primaryKey(),
  qCategoryId: integer("q_category_id").notNull().references(() => questionCategories.id),
  topic: text("topic").notNull(),
  url: varchar("url", { length: 255 }),
  param: varchar("param", { length: 64 }),
  video: text("video"),
});

export const questions = pgTable(
  "questions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    topicId: integer("topic_id").notNull().references(() => questionTopics.id),
    question: text("question").notNull(),
    pageUrl: varchar("page_url", { length: 512 }).notNull().default(""),
    // PNG screenshot as a data URL, kept in the database.
    screenshot: text("screenshot"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("questions_user_idx").on(t.userId)],
);
