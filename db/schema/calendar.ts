import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, time, timestamp, unique, varchar } from "drizzle-orm/pg-core";
import { useOfTimeCategories } from "./asca";
import { companies } from "./companies";
import { lessons } from "./lessons";
import { users } from "./users";

export { CLIENT_COUNT_FIELDS, type TClientCountField, type TClientCounts } from "./client-counts";
import type { TClientCounts } from "./client-counts";

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

// Students assigned to a group: their counts make the group's counts (and lock its inputs).
export const clientMembers = pgTable(
  "client_members",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.studentId] }), index("client_members_student_idx").on(t.studentId)],
);

export type TRecurrence = { freq: "daily" | "weekly"; interval: number; weekdays: number[]; until: string };

// A recurring series: its occurrences are stored as events (one row each) with seriesId set.
export const eventSeries = pgTable("event_series", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  rule: jsonb("rule").$type<TRecurrence>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const EVENT_STATUSES = ["planned", "done", "cancelled"] as const;
export type TEventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_DOMAINS = ["academic", "career", "social"] as const;
export type TEventDomain = (typeof EVENT_DOMAINS)[number];
export const REFERRAL_DIRECTIONS = ["out", "in"] as const;
export type TReferralDirection = (typeof REFERRAL_DIRECTIONS)[number];
// open: made, no answer yet; contacted: the agency or family was reached; done: the service started; closed: ended without service.
export const REFERRAL_STATUSES = ["open", "contacted", "done", "closed"] as const;
export type TReferralStatus = (typeof REFERRAL_STATUSES)[number];

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
    // MTSS tier (1, 2 or 3) the counselor set; when null the reports derive it (REPORTS.md section 0 "Tier").
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

// Days closed, tags (use-of-time study dates) and other dated markers of a user.
export const specialDates = pgTable(
  "special_dates",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 8 }).$type<"closed" | "tag">().notNull(),
    date: date("date", { mode: "string" }).notNull(),
    label: text("label").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("special_dates_uq").on(t.userId, t.kind, t.date), index("special_dates_user_idx").on(t.userId, t.kind, t.date)],
);

// The school day's periods (default 08:00-16:00), which shape the day view.
export const periods = pgTable(
  "periods",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    period: smallint("period").notNull().default(0),
    start: time("start").notNull(),
    end: time("end").notNull(),
  },
  (t) => [index("periods_user_idx").on(t.userId)],
);

// A rating of a day or an event, -3 (very bad) to 3 (great).
export const ratings = pgTable(
  "ratings",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    eventId: integer("event_id").references(() => events.id, { onDelete: "cascade" }),
    value: smallint("value").notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ratings_user_date_idx").on(t.userId, t.date), check("ratings_value_range", sql`${t.value} BETWEEN -3 AND 3`)],
);

// The private, revocable iCalendar subscription of a user's events (only the hash of the token is kept).
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const CALENDAR_PROVIDERS = ["google", "outlook"] as const;
export type TCalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

// A user's two-way link to Google Calendar or Outlook. The OAuth tokens are kept encrypted
// (AES-256-GCM with a key derived from the auth secret); the cursor is Google's syncToken or
// Graph's deltaLink, so each pull reads only what changed since the last one.
export const calendarConnections = pgTable(
  "calendar_connections",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: varchar("provider", { length: 8 }).$type<TCalendarProvider>().notNull(),
    refreshToken: text("refresh_token").notNull(),
    accessToken: text("access_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    accountEmail: text("account_email").notNull().default(""),
    // The category given to events that arrive from the provider.
    categoryId: integer("category_id").references(() => useOfTimeCategories.id, { onDelete: "set null" }),
    syncCursor: text("sync_cursor"),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

// Which provider event a SCUTA event is, per connected provider.
export const eventSyncLinks = pgTable(
  "event_sync_links",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: varchar("provider", { length: 8 }).$type<TCalendarProvider>().notNull(),
    externalId: varchar("external_id", { length: 1024 }).notNull(),
    // The provider's etag / changeKey of the version we last wrote or read.
    remoteVersion: text("remote_version"),
    syncedAt: timestamp("synced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.provider] }), unique("event_sync_links_external_uq").on(t.userId, t.provider, t.externalId)],
);

// Local changes waiting to be pushed to a connected calendar; a failed push stays and is retried.
export const calendarSyncQueue = pgTable(
  "calendar_sync_queue",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: varchar("provider", { length: 8 }).$type<TCalendarProvider>().notNull(),
    // No foreign key: a delete is pushed after the event row is gone.
    eventId: integer("event_id"),
    externalId: varchar("external_id", { length: 1024 }),
    op: varchar("op", { length: 8 }).$type<"upsert" | "delete">().notNull(),
    attempts: smallint("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("calendar_sync_queue_user_idx").on(t.userId, t.provider, t.id)],
);

export type TCalendarConnectionRow = typeof calendarConnections.$inferSelect;
export type TClientRow = typeof clients.$inferSelect;
export type TEventRow = typeof events.$inferSelect;
