import { integer, pgTable, primaryKey, smallint, text, varchar, boolean, index, unique } from "drizzle-orm/pg-core";
import { schoolDistricts } from "./reference";

// The ASCA National Model groups of a counselor's activities, each with a target share of time.
export const useOfTimeGroups = pgTable("use_of_time_groups", {
  id: smallint("id").primaryKey(),
  key: varchar("key", { length: 32 }).notNull().unique(),
  name: text("name").notNull(),
  // Edition of the ASCA National Model the name belongs to (3 = 2012, 4 = 2019).
  edition: smallint("edition").notNull(),
  sort: smallint("sort").notNull(),
  // direct/indirect count towards the 80% target; support at most 20%; non-counseling 0%.
  targetKind: varchar("target_kind", { length: 16 }).notNull(),
});

// Use-of-time categories (activities) and, with parentId, sub-categories a district or school adds.
export const useOfTimeCategories = pgTable(
  "use_of_time_categories",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    groupId: smallint("group_id")
      .notNull()
      .references(() => useOfTimeGroups.id),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    description: text("description"),
    color: varchar("color", { length: 7 }).notNull().default("#64748b"),
    // null = the seeded ASCA category, shared by all; otherwise owned by a district.
    leaid: varchar("leaid", { length: 7 }).references(() => schoolDistricts.leaid),
    ncessch: varchar("ncessch", { length: 12 }),
    sort: smallint("sort").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("uot_categories_parent_idx").on(t.parentId), unique("uot_categories_name_uq").on(t.groupId, t.parentId, t.leaid, t.name)],
);

// A district's own colour for a shared ASCA category (calendar, logs and charts of its users);
// without a row the category's seeded colour is used.
export const categoryColors = pgTable(
  "category_colors",
  {
    leaid: varchar("leaid", { length: 7 })
      .notNull()
      .references(() => schoolDistricts.leaid, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => useOfTimeCategories.id, { onDelete: "cascade" }),
    color: varchar("color", { length: 7 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.leaid, t.categoryId] })],
);

// ASCA Student Standards: Mindsets & Behaviors. Edition 2021 (36) is the default, 2014 (35) kept for old data.
export const standards = pgTable(
  "standards",
  {
    id: integer("id").primaryKey(),
    edition: smallint("edition").notNull(),
    // M, B-LS, B-SMS, B-SS
    domain: varchar("domain", { length: 8 }).notNull(),
    number: smallint("number").notNull(),
    abbrev: varchar("abbrev", { length: 12 }).notNull(),
    name: text("name").notNull(),
    // For 2014 standards: the 2021 standard it maps to.
    mapsToId: integer("maps_to_id"),
  },
  (t) => [unique("standards_edition_abbrev_uq").on(t.edition, t.abbrev)],
);
