import { index, integer, jsonb, pgTable, smallint, text, timestamp, uuid, varchar, date, time } from "drizzle-orm/pg-core";
import { users } from "./users";

// What the public site collects: sign-up surveys, contact messages, appointment requests,
// renewal requests, live-training clicks, and the rate limits of its public endpoints.

/** POST /home/addUserSurvey: answers of the survey shown after registration. */
export const userSurveys = pgTable(
  "user_surveys",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_surveys_user_idx").on(t.userId)],
);

/** POST /home/sendContactUs. */
export const contactMessages = pgTable("contact_messages", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  email: varchar("email", { length: 254 }).notNull(),
  name: text("name").notNull(),
  phone: varchar("phone", { length: 64 }).notNull(),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp("handled_at", { withTimezone: true }),
});

/**
 * A public appointment or drop-in request for a counselor (/appointment/:username, /dropin/:username).
 * It waits as pending in that counselor's calendar data until accepted (becomes an event) or declined.
 */
export const appointmentRequests = pgTable(
  "appointment_requests",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    counselorId: integer("counselor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 12 }).notNull(), // appointment | dropin
    requesterName: text("requester_name").notNull(),
    requesterEmail: varchar("requester_email", { length: 254 }).notNull(),
    requesterPhone: varchar("requester_phone", { length: 64 }).notNull().default(""),
    // student | parent | staff | other
    requesterRole: varchar("requester_role", { length: 12 }).notNull().default("student"),
    studentName: text("student_name").notNull().default(""),
    grade: varchar("grade", { length: 4 }).notNull().default(""),
    reason: text("reason").notNull().default(""),
    preferredDate: date("preferred_date", { mode: "string" }),
    preferredTime: time("preferred_time"),
    durationMinutes: smallint("duration_minutes").notNull().default(30),
    status: varchar("status", { length: 12 }).notNull().default("pending"), // pending | accepted | declined
    // The language of the page the requester used: the answer emailed to them is written in it.
    locale: varchar("locale", { length: 2 }).notNull().default("en"),
    // The calendar event it became once accepted (calendar issue).
    eventId: integer("event_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [index("appointment_requests_counselor_idx").on(t.counselorId, t.status)],
);

/** POST /api/v1/user/sendRenewMessageToManager: a role 44 user asks their manager for a renewal quote. */
export const renewalRequests = pgTable("renewal_requests", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  managerId: integer("manager_id").references(() => users.id, { onDelete: "set null" }),
  link: text("link").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** POST /home/liveTrainingClick. */
export const liveTrainingClicks = pgTable("live_training_clicks", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  modalType: varchar("modal_type", { length: 32 }).notNull(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Hits of rate-limited public endpoints (sign-up, contact, demo requests…), kept in the database so
 * the limit holds across app instances. The key is a hash (of the scope and the client address).
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    scope: varchar("scope", { length: 32 }).notNull(),
    keyHash: varchar("key_hash", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_limit_hits_key_idx").on(t.scope, t.keyHash, t.createdAt)],
);

/** A resumable chunked upload in progress (flow.js protocol); chunks are kept by the storage module. */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    // flowIdentifier sent by the client, unique per user.
    identifier: varchar("identifier", { length: 255 }).notNull(),
    filename: text("filename").notNull(),
    relativePath: text("relative_path").notNull().default(""),
    totalSize: integer("total_size").notNull(),
    chunkSize: integer("chunk_size").notNull(),
    totalChunks: integer("total_chunks").notNull(),
    mimeType: varchar("mime_type", { length: 128 }).notNull().default("application/octet-stream"),
    // received chunk numbers (1-based)
    receivedChunks: jsonb("received_chunks").$type<number[]>().notNull().default([]),
    status: varchar("status", { length: 12 }).notNull().default("uploading"), // uploading | complete | failed
    // Where the assembled file lives: "local" (under .data/) or "uploadthing".
    storage: varchar("storage", { length: 16 }),
    storageKey: text("storage_key"),
    sha256: varchar("sha256", { length: 64 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("uploads_user_identifier_idx").on(t.userId, t.identifier)],
);

export type TAppointmentRequestRow = typeof appointmentRequests.$inferSelect;
export type TUploadRow = typeof uploads.$inferSelect;
