import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, smallint, text, time, timestamp, unique, varchar } from "drizzle-orm/pg-core";
import { useOfTimeCategories } from "./asca";
import { clients, events } from "./calendar-lessons";
import { users } from "./users";

export { CLIENT_COUNT_FIELDS, type TClientCountField, type TClientCounts } from "./client-counts";
export { clients, eventSeries, events } from "./calendar-lessons";
export {
  EVENT_DOMAINS,
  EVENT_STATUSES,
  REFERRAL_DIRECTIONS,
  REFERRAL_STATUSES,
  type TEventDomain,
  type TEventStatus,
  type TRecurrence,
  type TReferralDirection,
  type TReferralStatus,
} from "./event-values";

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
