// The roles of an advisory council member, for browser code (the members form): this module and the
// one it re-exports import no drizzle table, so the form does not carry the database schema into the
// browser bundle.
export { ADVISORY_ROLES, type TAdvisoryRole } from "@/db/schema/program-values";
