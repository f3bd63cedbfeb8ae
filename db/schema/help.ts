import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamp, unique, varchar, type AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./users";

// A help video per page URL (the top-bar video icon).
export const videoTutorials = pgTable("video_tutorials", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  page: varchar("page", { length: 255 }).notNull().unique(),
  videoUrl: text("video_url").notNull(),
  title: text("title").notNull().default(""),
  // The title in Italian and German ("" = the English title is shown).
  titleIt: text("title_it").notNull().default(""),
  titleDe: text("title_de").notNull().default(""),
  // A hosted (YouTube, Vimeo, other site) video's captions live on that site: an administrator states
  // they are there, and who did and when is kept here (cleared when the address changes).
  hostedCaptionsBy: integer("hosted_captions_by").references(() => users.id, { onDelete: "set null" }),
  hostedCaptionsAt: timestamp("hosted_captions_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// A tutorial video's captions (WebVTT), at most one file per language; the bytes live in the upload
// storage (storage names which one, storageKey where), deleted with their video.
export const videoCaptions = pgTable(
  "video_captions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    videoId: integer("video_id")
      .notNull()
      .references(() => videoTutorials.id, { onDelete: "cascade" }),
    lang: varchar("lang", { length: 2 }).notNull(),
    storage: varchar("storage", { length: 16 }).notNull(),
    storageKey: text("storage_key").notNull(),
    size: integer("size").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("video_captions_video_lang_key").on(t.videoId, t.lang), check("video_captions_lang_check", sql`${t.lang} IN ('en', 'it', 'de')`)],
);

export const questionCategories = pgTable("question_categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

// Topics of the question side panel; url/param tie a topic to the page it is asked from.
export const questionTopics = pgTable("question_topics", {
  id: integer("id").primaryKey(),
  qCategoryId: integer("q_category_id")
    .notNull()
    .references(() => questionCategories.id),
  topic: text("topic").notNull(),
  url: varchar("url", { length: 255 }),
  param: varchar("param", { length: 64 }),
  video: text("video"),
});

export const questions = pgTable(
  "questions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    topicId: integer("topic_id")
      .notNull()
      .references(() => questionTopics.id),
    question: text("question").notNull(),
    pageUrl: varchar("page_url", { length: 512 }).notNull().default(""),
    // PNG screenshot as a data URL, kept in the database.
    screenshot: text("screenshot"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("questions_user_idx").on(t.userId)],
);

// ---- documentation (help topics in three category levels) ------------------------------------

/** A documentation category: level 1 (category), 2 (sub-category of a level-1 parent) or 3 (sub-sub-category of a level-2 parent). */
export const documentationCategories = pgTable(
  "documentation_categories",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer("parent_id").references((): AnyPgColumn => documentationCategories.id, { onDelete: "restrict" }),
    level: smallint("level").notNull(),
    nameEn: varchar("name_en", { length: 120 }).notNull(),
    nameIt: varchar("name_it", { length: 120 }).notNull().default(""),
    nameDe: varchar("name_de", { length: 120 }).notNull().default(""),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("documentation_categories_parent_idx").on(t.parentId), check("documentation_categories_level_check", sql`${t.level} BETWEEN 1 AND 3 AND ((${t.level} = 1) = (${t.parentId} IS NULL))`)],
);

/** A documentation topic: title and sanitised rich-text body per language, under a category and optionally its sub levels. */
export const documentationTopics = pgTable(
  "documentation_topics",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => documentationCategories.id, { onDelete: "restrict" }),
    subCategoryId: integer("sub_category_id").references(() => documentationCategories.id, { onDelete: "restrict" }),
    subSubCategoryId: integer("sub_sub_category_id").references(() => documentationCategories.id, { onDelete: "restrict" }),
    titleEn: varchar("title_en", { length: 200 }).notNull(),
    titleIt: varchar("title_it", { length: 200 }).notNull().default(""),
    titleDe: varchar("title_de", { length: 200 }).notNull().default(""),
    bodyEn: text("body_en").notNull().default(""),
    bodyIt: text("body_it").notNull().default(""),
    bodyDe: text("body_de").notNull().default(""),
    // The plain text of every title and body, lower-cased: what the search reads (a GIN tsvector index).
    searchText: text("search_text").notNull().default(""),
    published: boolean("published").notNull().default(true),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("documentation_topics_category_idx").on(t.categoryId, t.subCategoryId, t.subSubCategoryId),
    index("documentation_topics_search_idx").using("gin", sql`to_tsvector('simple', ${t.searchText})`),
  ],
);

// ---- grants (funding sources a counselor can apply to) ---------------------------------------

export const grants = pgTable(
  "grants",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: varchar("name", { length: 200 }).notNull(),
    funder: varchar("funder", { length: 200 }).notNull(),
    // USD cents; a single amount has min = max; both null = "varies".
    amountMinCents: integer("amount_min_cents"),
    amountMaxCents: integer("amount_max_cents"),
    // null = rolling (no deadline).
    deadline: date("deadline", { mode: "string" }),
    // Two-letter state codes; empty = national.
    states: text("states")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    url: varchar("url", { length: 500 }).notNull(),
    descriptionEn: text("description_en").notNull().default(""),
    descriptionIt: text("description_it").notNull().default(""),
    descriptionDe: text("description_de").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("grants_deadline_idx").on(t.deadline), check("grants_amount_check", sql`${t.amountMinCents} IS NULL OR ${t.amountMaxCents} IS NULL OR ${t.amountMinCents} <= ${t.amountMaxCents}`)],
);

// ---- roster imports (the log /app/sftp shows) --------------------------------------------------

/** One roster import (lib/clients/import-roster.ts): whose students, who ran it, the counts and whether it was written. */
export const rosterImports = pgTable(
  "roster_imports",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    // The owner's district when the import ran (managers see their district's imports).
    leaid: varchar("leaid", { length: 7 }),
    source: varchar("source", { length: 16 }).notNull().default("upload"),
    rows: integer("rows").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    errors: integer("errors").notNull().default(0),
    committed: boolean("committed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("roster_imports_created_idx").on(t.createdAt), index("roster_imports_leaid_idx").on(t.leaid, t.createdAt)],
);
