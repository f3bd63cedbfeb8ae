// Plain data with no drizzle import, so browser code (the advisory members form, through
// lib/program/constants.ts) can use the roles of an advisory council member without the tables.
export const ADVISORY_ROLES = ["parent", "teacher", "administrator", "community", "student"] as const;
export type TAdvisoryRole = (typeof ADVISORY_ROLES)[number];
