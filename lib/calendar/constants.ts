// The values of an event's status, domain and referral fields, for browser code: this module and
// the one it re-exports import no drizzle table, so a client component that needs them does not
// carry the database schema into the browser bundle.
export {
  EVENT_DOMAINS,
  EVENT_STATUSES,
  REFERRAL_DIRECTIONS,
  REFERRAL_STATUSES,
  type TEventDomain,
  type TEventStatus,
  type TRecurrence,
  type TReferralDirection,
  type TReferralStatus,
} from "@/db/schema/event-values";
