import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { orders } from "./billing";
import { users } from "./users";

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

// The product's own tracking events ("On success: … a purchase tracking event for the total
// cost is sent"): no third-party tracker. A purchase that went through (paid, or placed on a purchase
// order) writes one row in the same transaction that completes its order; the admin's monthly purchase
// report counts them. One event per name and order, so a retried completion records nothing twice.
export const trackingEvents = pgTable(
  "tracking_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: varchar("name", { length: 40 }).$type<"purchase">().notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    // The event's value: a purchase's total cost in cents (USD).
    valueCents: integer("value_cents").notNull(),
    currency: varchar("currency", { length: 3 }).notNull().default("USD"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tracking_events_name_order_uq").on(t.name, t.orderId), index("tracking_events_name_created_idx").on(t.name, t.createdAt)],
);
