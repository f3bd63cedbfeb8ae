import { index, integer, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

// Every sign-in, from the browser (next-auth JWT carrying the id) or an API client (bearer token),
// is a row here, so that logout and a password change revoke it.
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 8 }).notNull(), // browser | api
    // SHA-256 of the bearer token (api) or of the one-time binding secret (browser).
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    boundAt: timestamp("bound_at", { withTimezone: true }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    // The lock screen (/lock): a locked browser session is kept but opens nothing until the
    // password is given again (lib/auth/lock.ts).
    lockedAt: timestamp("locked_at", { withTimezone: true }),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId)],
);

// Failed sign-in attempts, kept in the database so the limit holds across app instances.
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    // A hash of the lowercased identifier, so usernames are not kept in clear.
    identifierHash: varchar("identifier_hash", { length: 64 }).notNull(),
    ipHash: varchar("ip_hash", { length: 64 }).notNull(),
    succeeded: integer("succeeded").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_attempts_identifier_idx").on(t.identifierHash, t.createdAt), index("login_attempts_ip_idx").on(t.ipHash, t.createdAt)],
);

// Single-use tokens: password set/reset, activation, calendar login link.
export const userTokens = pgTable(
  "user_tokens",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 16 }).notNull(), // reset | activate | calendar | activation_code
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("user_tokens_user_idx").on(t.userId, t.purpose)],
);
