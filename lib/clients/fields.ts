import type { TClientCountField } from "@/db/schema/calendar";

// The count fields of a client, for code that also runs in the browser (the forms): the schema module
// pulls in the table definitions. The type checks below keep this list equal to CLIENT_COUNT_FIELDS.
export const COUNT_FIELDS = [
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
] as const satisfies readonly TClientCountField[];

type TListed = (typeof COUNT_FIELDS)[number];
// Fails to compile when the schema gains a count this list lacks.
const _complete: Record<TClientCountField, true> = Object.fromEntries(COUNT_FIELDS.map((f) => [f, true])) as Record<TListed, true>;
void _complete;
