import { boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";

export const coupons = pgTable("coupons", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  code: varchar("code", { length: 64 }).notNull().unique(),
  // Percent discount 0-100; 100 means free registration.
  discount: smallint("discount").notNull().default(0),
  // A fixed unit price in cents replacing the product's price, when above 0.
  priceCents: integer("price_cents").notNull().default(0),
  // Product the fixed price applies to (null/1 PRO, 2 SW and MAX, 111, 222, 333, 444, 666).
  product: integer("product"),
  comment: text("comment").notNull().default(""),
  expires: date("expires", { mode: "string" }),
  expires0731: boolean("expires0731").notNull().default(false),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A row's reader-facing texts in the languages other than English, which its own columns hold
 * (the same rule for every translated row): { it: { freeLabel: "..." }, de: { ... } }. A missing text falls back to English.
 */
export type TTranslations<K extends string> = Partial<Record<"it" | "de", Partial<Record<K, string>>>>;
export type TConferenceText = "freeLabel" | "signupNoteExpiration";
export type TPromotionText = "title" | "message";

export const conferences = pgTable("conferences", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  // The public path segment (/{dinamic}).
  slug: varchar("slug", { length: 64 }).notNull().unique(),
  name: text("name").notNull(),
  coupon: smallint("coupon").notNull().default(0),
  freeLabel: text("free_label").notNull().default(""),
  logoUrl: text("logo_url").notNull().default(""),
  link: text("link").notNull().default(""),
  signupNoteExpiration: text("signup_note_expiration").notNull().default(""),
  expires: date("expires", { mode: "string" }),
  conferenceRCode: varchar("conference_r_code", { length: 32 }).notNull().default(""),
  startDate: date("start_date", { mode: "string" }),
  endDate: date("end_date", { mode: "string" }),
  startHour: varchar("start_hour", { length: 5 }).notNull().default("00"),
  endTime: varchar("end_time", { length: 5 }).notNull().default("00"),
  status: varchar("status", { length: 16 }).notNull().default("Not going"),
  city: text("city").notNull().default(""),
  state: varchar("state", { length: 2 }).notNull().default(""),
  translations: jsonb("translations").$type<TTranslations<TConferenceText>>().notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const partners = pgTable("partners", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  host: varchar("host", { length: 255 }).notNull().unique(),
  logo: text("logo").notNull().default(""),
  logoBackground: varchar("logo_background", { length: 32 }).notNull().default("#ffffff"),
  discount: smallint("discount").notNull().default(0),
  state: varchar("state", { length: 2 }).notNull().default(""),
  active: boolean("active").notNull().default(true),
});

export type TFancyboxItem = { image: string; caption: string };

// One row per calendar month (1-12): the carousel text and the discount/prorate percents of a quote starting that month.
export const monthlyPromotions = pgTable("monthly_promotions", {
  month: smallint("month").primaryKey(),
  title: text("title").notNull(),
  message: text("message").notNull(),
  licenseExpires: varchar("license_expires", { length: 16 }).notNull().default("30days"),
  discount: smallint("discount").notNull().default(0),
  prorated: smallint("prorated").notNull().default(0),
  fancyboxList: jsonb("fancybox_list").$type<TFancyboxItem[]>().notNull().default([]),
  translations: jsonb("translations").$type<TTranslations<TPromotionText>>().notNull().default({}),
  active: boolean("active").notNull().default(true),
});

// Requests for a demo (type 1) or a training (type 2) from /scheduleDemo.
export const demoRequests = pgTable(
  "demo_requests",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    type: smallint("type").notNull(),
    username: varchar("username", { length: 64 }),
    name: text("name").notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 32 }).notNull().default(""),
    preferredAt: timestamp("preferred_at", { withTimezone: true }),
    message: text("message").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("demo_requests_created_idx").on(t.createdAt)],
);
