import { index, integer, jsonb, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";

// Key/value settings of the installation (maintenance mode, constants).
export const settings = pgTable("settings", {
  key: varchar("key", { length: 64 }).primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Every email the app sends is written here first; with RESEND_API_KEY it is then sent and marked.
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    to: varchar("to", { length: 254 }).notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text"),
    // What it is about (password, quote, invoice…), for the admin's filter.
    kind: varchar("kind", { length: 32 }).notNull().default("general"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent", { withTimezone: true }),
    providerId: varchar("provider_id", { length: 128 }),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [index("email_outbox_created_idx").on(t.createdAt)],
);


// Who runs a one-at-a-time job right now, across every app instance (lib/system/lease.ts): a row
// per job name, held until `expires_at` unless its holder renews it. A crashed holder's lease lapses.
export const leases = pgTable("leases", {
  name: varchar("name", { length: 128 }).primaryKey(),
  holder: varchar("holder", { length: 36 }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
