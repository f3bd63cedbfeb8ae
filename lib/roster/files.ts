import { z } from "zod";
import { zText } from "@/lib/http/text";

// The OneRoster 1.2 CSV files this import reads, their columns and one zod schema per row. Pure.
// A file's header must name every required column and no column outside its list; each row is
// checked strictly (enumerations, dates, booleans), and a failure names the file, row and column.

export const ONEROSTER_FILES = ["manifest.csv", "orgs.csv", "academicSessions.csv", "users.csv", "demographics.csv", "classes.csv", "enrollments.csv"] as const;
export type TOneRosterFile = (typeof ONEROSTER_FILES)[number];

export const ORG_TYPES = ["department", "school", "district", "local", "state", "national"] as const;
export const USER_ROLES = [
  "administrator",
  "aide",
  "counselor",
  "districtAdministrator",
  "guardian",
  "parent",
  "principal",
  "proctor",
  "relative",
  "siteAdministrator",
  "student",
  "systemAdministrator",
  "teacher",
] as const;
export const ENROLLMENT_ROLES = ["administrator", "aide", "counselor", "proctor", "student", "teacher"] as const;
export const SESSION_TYPES = ["gradingPeriod", "semester", "schoolYear", "term"] as const;
export const CLASS_TYPES = ["homeroom", "scheduled"] as const;
export const SEXES = ["male", "female", "unspecified", "other"] as const;

const id = zText({ min: 1, max: 255, required: "A sourcedId is required." });
const optText = (max: number) => zText({ max }).default("");
const reqText = (max: number) => zText({ min: 1, max, required: "This value is required." });
/** In a bulk file status and dateLastModified may be empty; in a delta file they are required (checked by the reader). */
const status = z.union([z.literal(""), z.enum(["active", "tobedeleted"], { error: "Use active or tobedeleted." })]).default("");
const dateTime = z.union([z.literal(""), z.iso.datetime({ offset: true, error: "Use an ISO 8601 date and time (2026-08-01T00:00:00Z)." })]).default("");
const date = z.iso.date({ error: "Use a date as YYYY-MM-DD." });
const optDate = z.union([z.literal(""), date]).default("");
const bool = z.enum(["true", "false"], { error: "Use true or false." });
const optBool = z.union([z.literal(""), bool]).default("");
/** A list of sourcedIds or codes, comma separated inside one field. */
const list = z
  .string()
  .default("")
  .transform((v) =>
    v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
const base = { sourcedId: id, status, dateLastModified: dateTime };

export const ZManifestRow = z.object({ propertyName: reqText(64), value: optText(64) });
export const ZOrgRow = z.object({ ...base, name: reqText(255), type: z.enum(ORG_TYPES, { error: `Use one of ${ORG_TYPES.join(", ")}.` }), identifier: optText(64), parentSourcedId: optText(255) });
export const ZSessionRow = z.object({
  ...base,
  title: reqText(255),
  type: z.enum(SESSION_TYPES, { error: `Use one of ${SESSION_TYPES.join(", ")}.` }),
  startDate: date,
  endDate: date,
  parentSourcedId: optText(255),
  schoolYear: z.string().regex(/^\d{4}$/, "Use a four-digit school year."),
});
export const ZUserRow = z.object({
  ...base,
  enabledUser: bool,
  orgSourcedIds: list,
  primaryOrgSourcedId: optText(255),
  role: z.enum(USER_ROLES, { error: `Use one of ${USER_ROLES.join(", ")}.` }),
  username: optText(255),
  userIds: optText(1000),
  givenName: reqText(100),
  familyName: reqText(100),
  middleName: optText(100),
  preferredGivenName: optText(100),
  preferredMiddleName: optText(100),
  preferredFamilyName: optText(100),
  pronouns: optText(50),
  identifier: optText(32),
  userMasterIdentifier: optText(255),
  email: z.union([z.literal(""), z.email({ error: "Use a valid e-mail address." }).max(254)]).default(""),
  sms: optText(32),
  phone: optText(32),
  agentSourcedIds: list,
  grades: list,
  password: optText(255),
  resourceSourcedIds: list,
});
export const ZDemographicsRow = z.object({
  ...base,
  birthDate: optDate,
  sex: z.union([z.literal(""), z.enum(SEXES, { error: `Use one of ${SEXES.join(", ")}.` })]).default(""),
  americanIndianOrAlaskaNative: optBool,
  asian: optBool,
  blackOrAfricanAmerican: optBool,
  nativeHawaiianOrOtherPacificIslander: optBool,
  white: optBool,
  demographicRaceTwoOrMoreRaces: optBool,
  hispanicOrLatinoEthnicity: optBool,
  countryOfBirthCode: optText(8),
  stateOfBirthAbbreviation: optText(8),
  cityOfBirth: optText(100),
  publicSchoolResidenceStatus: optText(64),
});
export const ZClassRow = z.object({
  ...base,
  title: reqText(255),
  grades: list,
  courseSourcedId: optText(255),
  classCode: optText(64),
  classType: z.enum(CLASS_TYPES, { error: `Use one of ${CLASS_TYPES.join(", ")}.` }),
  location: optText(255),
  schoolSourcedId: id,
  termSourcedIds: list,
  subjects: optText(1000),
  subjectCodes: optText(1000),
  periods: optText(255),
  resources: optText(1000),
});
export const ZEnrollmentRow = z.object({
  ...base,
  classSourcedId: id,
  schoolSourcedId: id,
  userSourcedId: id,
  role: z.enum(ENROLLMENT_ROLES, { error: `Use one of ${ENROLLMENT_ROLES.join(", ")}.` }),
  primary: optBool,
  beginDate: optDate,
  endDate: optDate,
});

export type TOrgRow = z.infer<typeof ZOrgRow>;
export type TSessionRow = z.infer<typeof ZSessionRow>;
export type TUserRow = z.infer<typeof ZUserRow>;
export type TDemographicsRow = z.infer<typeof ZDemographicsRow>;
export type TClassRow = z.infer<typeof ZClassRow>;
export type TEnrollmentRow = z.infer<typeof ZEnrollmentRow>;

type TSpec = { schema: z.ZodObject; required: readonly string[] };

/** Each file's schema and the columns its header must hold (the others of its schema are optional). */
export const FILE_SPECS: Record<TOneRosterFile, TSpec> = {
  "manifest.csv": { schema: ZManifestRow, required: ["propertyName", "value"] },
  "orgs.csv": { schema: ZOrgRow, required: ["sourcedId", "status", "dateLastModified", "name", "type", "identifier", "parentSourcedId"] },
  "academicSessions.csv": { schema: ZSessionRow, required: ["sourcedId", "status", "dateLastModified", "title", "type", "startDate", "endDate", "parentSourcedId", "schoolYear"] },
  "users.csv": {
    schema: ZUserRow,
    required: ["sourcedId", "status", "dateLastModified", "enabledUser", "orgSourcedIds", "role", "username", "givenName", "familyName", "identifier", "email", "grades"],
  },
  "demographics.csv": { schema: ZDemographicsRow, required: ["sourcedId", "status", "dateLastModified", "sex"] },
  "classes.csv": { schema: ZClassRow, required: ["sourcedId", "status", "dateLastModified", "title", "classType", "schoolSourcedId", "termSourcedIds"] },
  "enrollments.csv": { schema: ZEnrollmentRow, required: ["sourcedId", "status", "dateLastModified", "classSourcedId", "schoolSourcedId", "userSourcedId", "role"] },
};

export const MAX_ZIP_BYTES = 50 * 1024 * 1024;
export const MAX_UNZIPPED_BYTES = 400 * 1024 * 1024;
export const MAX_ERRORS = 100;
