// Plain data with no drizzle import, so browser code (the client forms) can import it without the tables.
// Demographic counts of a client: all default 0. For a student they describe that one student
// (one of male/female is 1); for a group they are totals, computed from assigned students when there are any.
export const CLIENT_COUNT_FIELDS = [
  "male",
  "female",
  "esl",
  "frl",
  "h",
  "iep",
  "ada",
  "amm",
  "amf",
  "asm",
  "asf",
  "him",
  "hif",
  "blm",
  "blf",
  "whm",
  "whf",
  "hpm",
  "hpf",
  "trm",
  "trf",
  "autisticSupport",
  "emotionalSupport",
  "learningSupport",
] as const;
export type TClientCountField = (typeof CLIENT_COUNT_FIELDS)[number];
export type TClientCounts = Record<TClientCountField, number>;
