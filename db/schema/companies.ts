import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

// Community partners: the agencies, businesses, colleges and clinics a
// counselor refers students and families to; the referral reports count them.

export { COMPANY_TYPES, type TCompanyType } from "./company-values";
import type { TCompanyType } from "./company-values";

export const companies = pgTable(
  "companies",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: varchar("type", { length: 10 }).$type<TCompanyType>().notNull(),
    contact: text("contact").notNull().default(""),
    phone: varchar("phone", { length: 40 }).notNull().default(""),
    email: varchar("email", { length: 254 }).notNull().default(""),
    address: text("address").notNull().default(""),
    services: text("services").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("companies_user_idx").on(t.userId, t.name), check("companies_type", sql`${t.type} IN ('agency', 'business', 'college', 'clinic')`)],
);

export type TCompanyRow = typeof companies.$inferSelect;
