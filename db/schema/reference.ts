import { boolean, integer, pgTable, primaryKey, smallint, text, varchar, index } from "drizzle-orm/pg-core";

// US states plus DC (and territories where schools exist). Code is the USPS abbreviation.
export const states = pgTable("states", {
  code: varchar("code", { length: 2 }).primaryKey(),
  name: text("name").notNull(),
  fips: varchar("fips", { length: 2 }).notNull(),
});

// NCES Common Core of Data: a school district (local education agency).
export const schoolDistricts = pgTable(
  "school_districts",
  {
    leaid: varchar("leaid", { length: 7 }).primaryKey(),
    name: text("name").notNull(),
    state: varchar("state", { length: 2 }).notNull(),
    city: text("city"),
    zip: varchar("zip", { length: 10 }),
    // Use-of-time settings of the district: target share of direct+indirect services, ASCA edition.
    directTargetPercent: smallint("direct_target_percent").notNull().default(80),
    ascaEdition: smallint("asca_edition").notNull().default(4),
    // The district publishes its aggregate use-of-time analysis at /sd/{LEAID} (no names).
    publishUseOfTime: boolean("publish_use_of_time").notNull().default(false),
    // The first day of semester 2 as MM-DD ("a district setting can move the break"); null: 1 January.
    semesterBreak: varchar("semester_break", { length: 5 }),
  },
  (t) => [index("school_districts_state_idx").on(t.state)],
);

// NCES Common Core of Data: a public school. NCESSCH is the 12-digit school id.
export const schools = pgTable(
  "schools",
  {
    ncessch: varchar("ncessch", { length: 12 }).primaryKey(),
    schnam: text("schnam").notNull(),
    leaid: varchar("leaid", { length: 7 }).references(() => schoolDistricts.leaid),
    city: text("city"),
    zip: varchar("zip", { length: 10 }).notNull(),
    state: varchar("state", { length: 2 }).notNull(),
    // NCES LEVEL: 1 primary, 2 middle, 3 high, 4 other; 0 unknown.
    level: smallint("level").notNull().default(0),
    timezone: text("timezone").notNull().default("America/New_York"),
    // Title I allocation in cents for the funding page, when known.
    titleOneAllocationCents: integer("title_one_allocation_cents"),
    // The 5-digit county FIPS code (state FIPS + county), for the county reports and maps.
    countyFips: varchar("county_fips", { length: 5 }),
  },
  (t) => [index("schools_zip_idx").on(t.zip), index("schools_leaid_idx").on(t.leaid), index("schools_state_idx").on(t.state), index("schools_county_idx").on(t.countyFips)],
);

// IPEDS institutions offering counselor-education programs.
export const universities = pgTable(
  "universities",
  {
    ipedsid: integer("ipedsid").primaryKey(),
    name: text("name").notNull(),
    city: text("city"),
    zip: varchar("zip", { length: 10 }).notNull(),
    state: varchar("state", { length: 2 }).notNull(),
    domain: text("domain").notNull(),
    appId: smallint("app_id").notNull().default(2),
    logo: text("logo"),
  },
  (t) => [index("universities_domain_idx").on(t.domain), index("universities_zip_idx").on(t.zip)],
);

export const grades = pgTable("grades", {
  id: smallint("id").primaryKey(),
  code: varchar("code", { length: 4 }).notNull().unique(),
  name: text("name").notNull(),
  sort: smallint("sort").notNull(),
});

// Countries offered by the sign-up form (GET /home/loadCountryList).
export const countries = pgTable("countries", {
  code: varchar("code", { length: 2 }).primaryKey(),
  name: text("name").notNull(),
});

export const schoolGrades = pgTable(
  "school_grades",
  {
    ncessch: varchar("ncessch", { length: 12 })
      .notNull()
      .references(() => schools.ncessch, { onDelete: "cascade" }),
    gradeId: smallint("grade_id")
      .notNull()
      .references(() => grades.id),
    offered: boolean("offered").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.ncessch, t.gradeId] })],
);

// US counties (Census FIPS): the county reports' and maps' units; schools point at them by county_fips.
export const counties = pgTable(
  "counties",
  {
    fips: varchar("fips", { length: 5 }).primaryKey(),
    name: text("name").notNull(),
    state: varchar("state", { length: 2 }).notNull(),
  },
  (t) => [index("counties_state_idx").on(t.state)],
);
