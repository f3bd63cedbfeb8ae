import { z } from "zod";
import { PBIS_RECORD_TYPES } from "@/db/schema/pbis";
import { zText } from "@/lib/http/text";
import { ZIsoDate, ZTime } from "@/lib/calendar/schemas";

// Zod schemas of PBIS records, shared by the /api/v1/pbis routes, the server actions and the form
// (no "server-only"). Ids may arrive as strings (forms, query strings).

export const PBIS_MESSAGES = {
  client: "Choose one of your students.",
  type: "Choose incident or recognition.",
  behavior: "Choose a behaviour from the list.",
  location: "Choose a location from the list.",
  motivation: "Choose a motivation from the list.",
  action: "Choose an action from the list.",
  otherRequired: "Describe the 'Other' choice in a few words.",
  range: "Choose an end on or after the start.",
  notFound: "This PBIS record does not exist or is not yours.",
  readOnly: "A manager reads the PBIS records of the counselors they manage; only the counselor changes them.",
} as const;

const id = (message: string) => z.preprocess((v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v), z.number(message).int(message).positive(message).max(2_147_483_647, message));

const optionalId = (message: string) =>
  z.preprocess(
    (v) => (v === "" || v === 0 || v === "0" || v === undefined ? null : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number(message).int(message).positive(message).max(2_147_483_647, message).nullable(),
  );

const other = zText({ max: 200 }).default("");

export const ZPbisType = z.enum(PBIS_RECORD_TYPES, PBIS_MESSAGES.type);

export const ZPbisInput = z.object({
  client_id: id(PBIS_MESSAGES.client),
  type: ZPbisType,
  date: ZIsoDate,
  time: ZTime,
  behavior_id: id(PBIS_MESSAGES.behavior),
  behavior_other: other,
  location_id: id(PBIS_MESSAGES.location),
  location_other: other,
  motivation_id: optionalId(PBIS_MESSAGES.motivation).default(null),
  motivation_other: other,
  action_id: optionalId(PBIS_MESSAGES.action).default(null),
  action_other: other,
  notes: zText({ max: 5_000, multiline: true }).default(""),
  // A manager naming a counselor they manage is refused with a clear 403 (they read, never write).
  user_id: optionalId("Choose one of your users.").optional(),
});
export type TPbisInput = z.output<typeof ZPbisInput>;

export const ZPbisId = z.object({ id: id(PBIS_MESSAGES.notFound) });

/** A date range of a list or a chart; both ends optional, the end on or after the start. */
const range = {
  from: ZIsoDate.optional().or(z.literal("").transform(() => undefined)),
  to: ZIsoDate.optional().or(z.literal("").transform(() => undefined)),
};
const rangeOk = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;

export const ZPbisListQuery = z
  .object({
    user: optionalId("Choose one of your users.").optional(),
    client_id: optionalId(PBIS_MESSAGES.client).optional(),
    type: ZPbisType.optional().or(z.literal("").transform(() => undefined)),
    ...range,
  })
  .refine(rangeOk, { message: PBIS_MESSAGES.range, path: ["to"] });
export type TPbisListQuery = z.output<typeof ZPbisListQuery>;

export type TPbisOptionJson = { id: number; kind: string; code: string; applies_to: string };

export type TPbisRecordJson = {
  id: number;
  user_id: number;
  client_id: number;
  student_name: string;
  type: "incident" | "recognition";
  date: string;
  time: string;
  behavior_id: number;
  behavior: string;
  behavior_other: string;
  location_id: number;
  location: string;
  location_other: string;
  motivation_id: number | null;
  motivation: string | null;
  motivation_other: string;
  action_id: number | null;
  action: string | null;
  action_other: string;
  notes: string;
};
