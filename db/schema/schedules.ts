import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, smallint, text, time, timestamp, varchar } from "drizzle-orm/pg-core";
import { useOfTimeCategories } from "./asca";
import { events } from "./calendar";
import { users } from "./users";

// The counselor's master schedule: recurring program activities (weekly, monthly or yearly) that
// can be put on the calendar as a series of events (lib/schedules/push-schedule-item.ts).

export const SCHEDULE_FREQUENCIES = ["weekly", "monthly", "yearly"] as const;
export type TScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

export const scheduleItems = pgTable(
  "schedule_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    categoryId: integer("category_id").references(() => useOfTimeCategories.id, { onDelete: "set null" }),
    frequency: varchar("frequency", { length: 8 }).$type<TScheduleFrequency>().notNull(),
    // Weekly: the ISO weekday (1 Monday - 7 Sunday). Monthly: the day of the month. Yearly: month and day.
    weekday: smallint("weekday"),
    dayOfMonth: smallint("day_of_month"),
    month: smallint("month"),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    notes: text("notes").notNull().default(""),
    pushedAt: timestamp("pushed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("schedule_items_user_idx").on(t.userId, t.startDate),
    check("schedule_items_frequency", sql`${t.frequency} IN ('weekly', 'monthly', 'yearly')`),
    check("schedule_items_dates", sql`${t.endDate} >= ${t.startDate}`),
    check("schedule_items_times", sql`${t.endTime} > ${t.startTime}`),
  ],
);

// The calendar events a schedule item put on the calendar: pushing it again replaces the planned ones.
export const scheduleItemEvents = pgTable(
  "schedule_item_events",
  {
    scheduleItemId: integer("schedule_item_id")
      .notNull()
      .references(() => scheduleItems.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.scheduleItemId, t.eventId] }), index("schedule_item_events_event_idx").on(t.eventId)],
);

export type TScheduleItemRow = typeof scheduleItems.$inferSelect;
