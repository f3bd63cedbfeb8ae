import { index, integer, jsonb, pgTable, primaryKey, smallint, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

// The first answer of a write sent with an Idempotency-Key, kept per user so that a device
// resending an entry (offline queue) gets that answer again instead of a second write. A row
// without a status is a write under way. Rows expire and are deleted after expires_at.
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: varchar("key", { length: 128 }).notNull(),
    // METHOD and path of the first request: the same key on another route is refused.
    request: varchar("request", { length: 300 }).notNull(),
    status: smallint("status"),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_expires_idx").on(t.expiresAt)],
);
