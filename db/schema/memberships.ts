import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { schoolDistricts, schools } from "./reference";
import { users } from "./users";

export const MEMBERSHIP_STATUSES = ["pending", "active", "refused", "revoked"] as const;
export type TMembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** How a membership came to be: who or what was entitled to grant it. */
export const MEMBERSHIP_SOURCES = ["admin", "district", "domain", "roster", "migration", "request"] as const;
export type TMembershipSource = (typeof MEMBERSHIP_SOURCES)[number];

// A person's place in a school, a district or (for a state manager) a state. Only an active row
// gives access to anyone else's data; a profile's school is a request (status pending) until someone
// entitled to grant it approves it. The row keeps who granted or ended it and when.
export const memberships = pgTable(
  "memberships",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // A state membership has a state and no district; a district one a leaid; a school one both leaid and ncessch.
    state: varchar("state", { length: 2 }),
    leaid: varchar("leaid", { length: 7 }).references(() => schoolDistricts.leaid),
    ncessch: varchar("ncessch", { length: 12 }).references(() => schools.ncessch),
    // The user's role id when the membership was asked for or granted.
    roleId: smallint("role_id").notNull(),
    status: varchar("status", { length: 8 }).$type<TMembershipStatus>().notNull(),
    source: varchar("source", { length: 12 }).$type<TMembershipSource>().notNull(),
    note: text("note").notNull().default(""),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    endedBy: integer("ended_by").references(() => users.id, { onDelete: "set null" }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    index("memberships_user_idx").on(t.userId, t.status),
    index("memberships_leaid_idx").on(t.leaid, t.status),
    index("memberships_ncessch_idx").on(t.ncessch, t.status),
    // One open (pending or active) membership per person and place.
    uniqueIndex("memberships_open_uq")
      .on(t.userId, sql`coalesce(${t.state}, '')`, sql`coalesce(${t.leaid}, '')`, sql`coalesce(${t.ncessch}, '')`)
      .where(sql`${t.status} in ('pending', 'active')`),
    check("memberships_status", sql`${t.status} in ('pending', 'active', 'refused', 'revoked')`),
    check("memberships_place", sql`(${t.state} is not null and ${t.leaid} is null and ${t.ncessch} is null) or (${t.state} is null and ${t.leaid} is not null)`),
  ],
);
export type TMembershipRow = typeof memberships.$inferSelect;

export const STUDENT_ACCESS_CHANNELS = ["page", "api", "report", "csv", "pdf", "export", "email", "erase"] as const;
export type TStudentAccessChannel = (typeof STUDENT_ACCESS_CHANNELS)[number];

// Who read which student's record, when and through what. Kept for the district after the student
// is erased (client_id has no foreign key, so the trail outlives the record).
export const studentAccessLog = pgTable(
  "student_access_log",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer("client_id").notNull(),
    // The counselor who owns the student.
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    readerId: integer("reader_id").references(() => users.id, { onDelete: "set null" }),
    channel: varchar("channel", { length: 8 }).$type<TStudentAccessChannel>().notNull(),
    // What was opened: a route or report key, never the student's data.
    detail: varchar("detail", { length: 128 }).notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("student_access_log_client_idx").on(t.clientId, t.at), index("student_access_log_owner_idx").on(t.ownerId, t.at)],
);
export type TStudentAccessLogRow = typeof studentAccessLog.$inferSelect;
