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

export const PRINCIPAL_CONTACT_STATUSES = ["pending", "confirmed", "removed"] as const;
export type TPrincipalContactStatus = (typeof PRINCIPAL_CONTACT_STATUSES)[number];

// The principal of a school, as named by a counselor who belongs to it. The principal report goes to
// this address only once its owner has confirmed, through a link sent to it, that it is the school's
// principal; until then the address is pending and receives nothing but the confirmation request.
export const principalContacts = pgTable(
  "principal_contacts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    ncessch: varchar("ncessch", { length: 12 })
      .notNull()
      .references(() => schools.ncessch),
    name: varchar("name", { length: 120 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    status: varchar("status", { length: 9 }).$type<TPrincipalContactStatus>().notNull(),
    // SHA-256 of the confirmation token sent to the address; cleared once used.
    tokenHash: varchar("token_hash", { length: 64 }),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    removedBy: integer("removed_by").references(() => users.id, { onDelete: "set null" }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    index("principal_contacts_school_idx").on(t.ncessch, t.status),
    uniqueIndex("principal_contacts_token_uq").on(t.tokenHash),
    // One open (pending or confirmed) entry per school and address.
    uniqueIndex("principal_contacts_open_uq")
      .on(t.ncessch, sql`lower(${t.email})`)
      .where(sql`${t.status} in ('pending', 'confirmed')`),
    check("principal_contacts_status", sql`${t.status} in ('pending', 'confirmed', 'removed')`),
  ],
);
export type TPrincipalContactRow = typeof principalContacts.$inferSelect;
