import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { clients, pbisOptions, pbisRecords } from "@/db/schema";
import type { TPbisOptionKind } from "@/db/schema/pbis";
import type { TActor } from "@/lib/auth/current-user";
import { toDbTime } from "@/lib/calendar/rules";
import { AppError } from "@/lib/http/errors";
import { ownPbisRecord, pbisWriteSubject } from "./access";
import { OTHER_CODE } from "./options";
import { getPbisRecord } from "./queries";
import { optionFits } from "./rules";
import { PBIS_MESSAGES, ZPbisInput, type TPbisInput, type TPbisRecordJson } from "./schemas";

const FIELDS: { kind: TPbisOptionKind; id: "behavior_id" | "location_id" | "motivation_id" | "action_id"; other: "behavior_other" | "location_other" | "motivation_other" | "action_other" }[] = [
  { kind: "behavior", id: "behavior_id", other: "behavior_other" },
  { kind: "location", id: "location_id", other: "location_other" },
  { kind: "motivation", id: "motivation_id", other: "motivation_other" },
  { kind: "action", id: "action_id", other: "action_other" },
];

/**
 * The checks a record needs of the database: the student is one of the counselor's own students
 * (an unknown student, a group or another counselor's student is refused on client_id), each choice
 * is an option of its list that fits the record's type, and an 'Other' choice has its free text.
 * Free text of a choice that is not 'Other' is dropped.
 */
async function checked(tx: TDbOrTx, userId: number, v: TPbisInput): Promise<TPbisInput> {
  const [student] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, v.client_id), eq(clients.userId, userId), eq(clients.type, "student")))
    .limit(1);
  if (!student) throw new AppError("unknown_student", PBIS_MESSAGES.client, 422, "client_id");
  const ids = FIELDS.map((f) => v[f.id]).filter((x): x is number => x !== null);
  const options = new Map((await tx.select().from(pbisOptions).where(inArray(pbisOptions.id, ids))).map((o) => [o.id, o]));
  const out = { ...v };
  for (const f of FIELDS) {
    const chosen = v[f.id];
    if (chosen === null) {
      out[f.other] = "";
      continue;
    }
    const o = options.get(chosen);
    if (!o || o.kind !== f.kind || !optionFits(o.appliesTo, v.type)) throw new AppError(`invalid_${f.kind}`, PBIS_MESSAGES[f.kind], 422, f.id);
    if (o.code === OTHER_CODE && !v[f.other]) throw new AppError("other_required", PBIS_MESSAGES.otherRequired, 422, f.other);
    if (o.code !== OTHER_CODE) out[f.other] = "";
  }
  return out;
}

function values(v: TPbisInput) {
  return {
    clientId: v.client_id,
    type: v.type,
    date: v.date,
    time: toDbTime(v.time),
    behaviorId: v.behavior_id,
    behaviorOther: v.behavior_other,
    locationId: v.location_id,
    locationOther: v.location_other,
    motivationId: v.motivation_id,
    motivationOther: v.motivation_other,
    actionId: v.action_id,
    actionOther: v.action_other,
    notes: v.notes,
  };
}

/** Records an incident or a recognition of one of the actor's students. */
export async function createPbisRecord(db: TDbOrTx, actor: TActor, input: unknown, now: Date): Promise<TPbisRecordJson> {
  const parsed = ZPbisInput.parse(input);
  return db.transaction(async (tx) => {
    const subject = await pbisWriteSubject(tx, actor, parsed.user_id);
    const v = await checked(tx, subject.userId, parsed);
    const [row] = await tx
      .insert(pbisRecords)
      .values({ ...values(v), userId: subject.userId, createdAt: now, updatedAt: now })
      .returning({ id: pbisRecords.id });
    return getPbisRecord(tx, actor, row.id);
  });
}

/** Changes one of the actor's records (all fields, as the form sends them). */
export async function updatePbisRecord(db: TDbOrTx, actor: TActor, id: number, input: unknown, now: Date): Promise<TPbisRecordJson> {
  const parsed = ZPbisInput.parse(input);
  return db.transaction(async (tx) => {
    const row = await ownPbisRecord(tx, actor, id);
    const v = await checked(tx, row.userId, parsed);
    await tx
      .update(pbisRecords)
      .set({ ...values(v), updatedAt: now })
      .where(eq(pbisRecords.id, id));
    return getPbisRecord(tx, actor, id);
  });
}

/** Deletes one of the actor's records. */
export async function deletePbisRecord(db: TDbOrTx, actor: TActor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await ownPbisRecord(tx, actor, id);
    await tx.delete(pbisRecords).where(eq(pbisRecords.id, id));
    return { id };
  });
}
