import { boolean, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { schoolDistricts, schools, universities } from "./reference";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    username: varchar("username", { length: 64 }).notNull().unique(),
    email: varchar("email", { length: 254 }).notNull().unique(),
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: varchar("phone", { length: 32 }).notNull().default(""),
    zipcode: varchar("zipcode", { length: 10 }).notNull().default(""),
    state: varchar("state", { length: 8 }).notNull().default("USA"),
    country: varchar("country", { length: 2 }).notNull().default("US"),
    roleId: smallint("role_id").notNull().default(4),
    // 0 = trial, 1 = PRO, 2 = MAX (the edition with Topics).
    appId: smallint("app_id").notNull().default(2),
    isSw: boolean("is_sw").notNull().default(false),
    ncessch: varchar("ncessch", { length: 12 }).references(() => schools.ncessch),
    schoolName: text("school_name").notNull().default(""),
    leaid: varchar("leaid", { length: 7 }).references(() => schoolDistricts.leaid),
    university: boolean("university").notNull().default(false),
    universityId: integer("university_id").references(() => universities.ipedsid),
    specialUser: varchar("special_user", { length: 32 }),
    active: boolean("active").notNull().default(false),
    // Licence end date (inclusive), a calendar date in the user's time zone.
    expires: date("expires", { mode: "string" }).notNull(),
    timezone: text("timezone").notNull().default("America/New_York"),
    language: varchar("language", { length: 2 }).notNull().default("en"),
    keepSigned: boolean("keep_signed").notNull().default(false),
    hideConfidential: boolean("hide_confidential").notNull().default(false),
    showTopics: boolean("show_topics").notNull().default(false),
    // Renewal status; 11 = renewal requested/in progress (sent to billing on login).
    reNew: smallint("re_new").notNull().default(0),
    lastInvoiceId: integer("last_invoice_id"),
    lastInvoiceAt: timestamp("last_invoice_at", { withTimezone: true }),
    goToUserProfile: boolean("go_to_user_profile").notNull().default(false),
    goToTagsPage: boolean("go_to_tags_page").notNull().default(false),
    goToCalendarPage: boolean("go_to_calendar_page").notNull().default(false),
    updateOutlookOnLogin: boolean("update_outlook_on_login").notNull().default(false),
    updateGoogleOnLogin: boolean("update_google_on_login").notNull().default(false),
    showPromo30DaysMessage: boolean("show_promo_30_days_message").notNull().default(false),
    // Licence add-ons the user holds, granted by an order until expires.
    outlookCal: boolean("outlook_cal").notNull().default(false),
    googleCal: boolean("google_cal").notNull().default(false),
    appointment: boolean("appointment").notNull().default(false),
    assessment: boolean("assessment").notNull().default(false),
    survey: boolean("survey").notNull().default(false),
    intership: boolean("intership").notNull().default(false),
    sms: boolean("sms").notNull().default(false),
    ib: boolean("ib").notNull().default(false),
    rampAddon: boolean("ramp_addon").notNull().default(false),
    universityAddon: boolean("university_addon").notNull().default(false),
    // Seats a manager bought for the current period.
    licenses: integer("licenses").notNull().default(0),
    // Percent a manager-style quote prorates.
    managerProratedDiscount: smallint("manager_prorated_discount").notNull().default(0),
    // Comma-separated list of IPs/prefixes allowed to sign in; empty = any (login error wrongIp).
    allowedIps: text("allowed_ips").notNull().default(""),
    // Logo setting: 3 shows the label "Student Standards".
    logo: smallint("logo").notNull().default(0),
    // School-year bounds of the analysis (per user; default 1 August - 31 July).
    startOfSy: date("start_of_sy", { mode: "string" }),
    endOfSy: date("end_of_sy", { mode: "string" }),
    // How the account was created: the sign-up tag (free2019, ramp, tradeshow…), coupon, conference, partner.
    signupTag: varchar("signup_tag", { length: 32 }),
    signupDialogType: varchar("signup_dialog_type", { length: 32 }),
    couponId: integer("coupon_id"),
    conferenceId: integer("conference_id"),
    partnerId: integer("partner_id"),
    // The Google/Outlook calendar login link (/user/calendar/{token}) shows the import warning.
    calendarImportWarning: boolean("calendar_import_warning").notNull().default(false),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("users_role_idx").on(t.roleId), index("users_leaid_idx").on(t.leaid), index("users_ncessch_idx").on(t.ncessch)],
);

// Who manages whom: a manager, director or secretary reads the figures of these users.
export const managedUsers = pgTable(
  "managed_users",
  {
    managerId: integer("manager_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.managerId, t.userId] }), index("managed_users_user_idx").on(t.userId)],
);

export type TUserRow = typeof users.$inferSelect;
export type TNewUserRow = typeof users.$inferInsert;
