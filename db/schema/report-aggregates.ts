import { bigint, boolean, date, doublePrecision, integer, pgTable, smallint, text, unique } from "drizzle-orm/pg-core";

// The reports' aggregate of events: per counselor, local day, category and done/not done, the
// minutes (whole durations), students and number of the events that are not cancelled. Triggers on
// events (the migration report_aggregates_triggers) keep it in the same transaction as every insert,
// update and delete of an event, whoever writes it; `npm run reports:rebuild-aggregates` recounts it
// from the events when its definition changes. Days closed are left to the reader (a day closed is
// decided at read time), and so are the parts of events cut at a range's edges.
export const reportEventDays = pgTable(
  "report_event_days",
  {
    userId: integer("user_id").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    // No foreign keys: a deleted category sets its events' category to null, and the triggers move their figures.
    categoryId: integer("category_id"),
    done: boolean("done").notNull(),
    minutes: bigint("minutes", { mode: "number" }).notNull(),
    students: bigint("students", { mode: "number" }).notNull(),
    events: integer("events").notNull(),
  },
  (t) => [unique("report_event_days_uq").on(t.userId, t.date, t.categoryId, t.done).nullsNotDistinct()],
);

// The same figures per counselor, month (its first day), category and done/not done: a school year's
// report reads a counselor's twelve months instead of their two hundred days. Kept by the same triggers
// and rebuilt by the same command as report_event_days. It leaves out the days closed: triggers on
// special_dates take a day's figures off its month when it is closed and give them back when reopened.
export const reportEventMonths = pgTable(
  "report_event_months",
  {
    userId: integer("user_id").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    categoryId: integer("category_id"),
    done: boolean("done").notNull(),
    minutes: bigint("minutes", { mode: "number" }).notNull(),
    students: bigint("students", { mode: "number" }).notNull(),
    events: integer("events").notNull(),
  },
  (t) => [unique("report_event_months_uq").on(t.userId, t.month, t.categoryId, t.done).nullsNotDistinct()],
);

// The report "when does the time go" (reportTime) per counselor and month (its first day), its days closed
// left out as in report_event_months: the minutes of the events (whole durations, from their start on their
// own date's weekday, 0 = Monday) in each clock hour, and per category and weekday the minutes and the
// minutes outside the school day (the counselor's first period's start to their last period's end, as the
// periods are now: triggers on periods recount a counselor's rows). Kept by triggers on events,
// special_dates and periods in the same transaction as each write; rebuilt with the other aggregates.
export const reportTimeHours = pgTable(
  "report_time_hours",
  {
    userId: integer("user_id").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    weekday: smallint("weekday").notNull(),
    hour: smallint("hour").notNull(),
    minutes: doublePrecision("minutes").notNull(),
    // How many events have minutes in the hour: a row is removed when none is left.
    events: integer("events").notNull(),
  },
  (t) => [unique("report_time_hours_uq").on(t.userId, t.month, t.weekday, t.hour)],
);

export const reportTimeCategories = pgTable(
  "report_time_categories",
  {
    userId: integer("user_id").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    categoryId: integer("category_id"),
    weekday: smallint("weekday").notNull(),
    minutes: doublePrecision("minutes").notNull(),
    outside: doublePrecision("outside").notNull(),
    events: integer("events").notNull(),
  },
  (t) => [unique("report_time_categories_uq").on(t.userId, t.month, t.categoryId, t.weekday).nullsNotDistinct()],
);

// The counted minutes per counselor and day (grain "day"), and per counselor and month (grain "month",
// `at` its first day), summed by ASCA group (D, I, S, N, and U for a category without a group) with the
// students and the number of events: what the geography and team reports read for a state's thousands
// of counselors (one row per counselor and month instead of one per category). Each row is recounted
// from report_event_days or report_event_months (their categories' groups as the categories are now) by
// triggers on those tables, so it follows every event write, day closed and rebuild in the same
// transaction; a category moved to another group or parent recounts the rows that hold it. Days closed:
// left to the reader at the day grain, left out of the months (as in report_event_months). The table is
// partitioned by grain in its migration (report_group_cells_day, report_group_cells_month), so a reader of
// months never reads the days' rows.
export const reportGroupCells = pgTable(
  "report_group_cells",
  {
    userId: integer("user_id").notNull(),
    grain: text("grain", { enum: ["day", "month"] }).notNull(),
    at: date("at", { mode: "string" }).notNull(),
    dMinutes: bigint("d_minutes", { mode: "number" }).notNull(),
    iMinutes: bigint("i_minutes", { mode: "number" }).notNull(),
    sMinutes: bigint("s_minutes", { mode: "number" }).notNull(),
    nMinutes: bigint("n_minutes", { mode: "number" }).notNull(),
    uMinutes: bigint("u_minutes", { mode: "number" }).notNull(),
    students: bigint("students", { mode: "number" }).notNull(),
    events: bigint("events", { mode: "number" }).notNull(),
  },
  (t) => [unique("report_group_cells_uq").on(t.userId, t.grain, t.at)],
);

// The services reports' aggregate (the MTSS tiers, tier × domain and the counseling continuum): per
// counselor, month (its first day), category, tier, domain and referral direction, the sessions, minutes
// (whole durations) and students of the events that are not cancelled, have neither a student or group
// (client) nor a lesson, and do not fall on a day closed. Such an event's tier, domain and stage depend on
// the event alone (and its category, joined at read time), so a month of them is one row per kind
// instead of one per event; events with a client or a lesson are read from the events, as their tier
// and domain follow the client's and lesson's rows. `tier` is the event's tier without a client
// (report_event_tier: its own tier, else by the students it reached; 0 for system). Kept by triggers on
// events and special_dates in the same transaction as each write (signed deltas, so concurrent writers
// add up); a row whose events all left stays with sessions = 0, which readers skip.
export const reportServiceMonths = pgTable(
  "report_service_months",
  {
    userId: integer("user_id").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    categoryId: integer("category_id"),
    tier: smallint("tier").notNull(),
    domain: text("domain"),
    referralDirection: text("referral_direction"),
    sessions: integer("sessions").notNull(),
    minutes: bigint("minutes", { mode: "number" }).notNull(),
    students: bigint("students", { mode: "number" }).notNull(),
  },
  (t) => [unique("report_service_months_uq").on(t.userId, t.month, t.categoryId, t.tier, t.domain, t.referralDirection).nullsNotDistinct()],
);
