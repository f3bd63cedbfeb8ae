import "server-only";
import { and, asc, count, desc, eq, gte, lte } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TDbOrTx } from "@/db/client";
import { clients, pbisOptions, pbisRecords } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { pbisReadSubject, readablePbisRecord } from "./access";
import { frequencyOf, weeklyTimeline, type TFrequency, type TWeekRow } from "./rules";
import type { TPbisListQuery, TPbisOptionJson, TPbisRecordJson } from "./schemas";

const behavior = alias(pbisOptions, "pbis_behavior");
const location = alias(pbisOptions, "pbis_location");
const motivation = alias(pbisOptions, "pbis_motivation");
const action = alias(pbisOptions, "pbis_action");

const COLUMNS = {
  id: pbisRecords.id,
  userId: pbisRecords.userId,
  clientId: pbisRecords.clientId,
  studentName: clients.name,
  type: pbisRecords.type,
  date: pbisRecords.date,
  time: pbisRecords.time,
  behaviorId: pbisRecords.behaviorId,
  behavior: behavior.code,
  behaviorOther: pbisRecords.behaviorOther,
  locationId: pbisRecords.locationId,
  location: location.code,
  locationOther: pbisRecords.locationOther,
  motivationId: pbisRecords.motivationId,
  motivation: motivation.code,
  motivationOther: pbisRecords.motivationOther,
  actionId: pbisRecords.actionId,
  action: action.code,
  actionOther: pbisRecords.actionOther,
  notes: pbisRecords.notes,
};

type TRow = { [K in keyof typeof COLUMNS]: unknown } & Record<string, unknown>;

function toJson(r: TRow): TPbisRecordJson {
  return {
    id: r.id as number,
    user_id: r.userId as number,
    client_id: r.clientId as number,
    student_name: r.studentName as string,
    type: r.type as TPbisRecordJson["type"],
    date: r.date as string,
    time: String(r.time).slice(0, 5),
    behavior_id: r.behaviorId as number,
    behavior: r.behavior as string,
    behavior_other: r.behaviorOther as string,
    location_id: r.locationId as number,
    location: r.location as string,
    location_other: r.locationOther as string,
    motivation_id: (r.motivationId as number | null) ?? null,
    motivation: (r.motivation as string | null) ?? null,
    motivation_other: r.motivationOther as string,
    action_id: (r.actionId as number | null) ?? null,
    action: (r.action as string | null) ?? null,
    action_other: r.actionOther as string,
    notes: r.notes as string,
  };
}

function baseSelect(db: TDbOrTx) {
  return db
    .select(COLUMNS)
    .from(pbisRecords)
    .innerJoin(clients, eq(clients.id, pbisRecords.clientId))
    .innerJoin(behavior, eq(behavior.id, pbisRecords.behaviorId))
    .innerJoin(location, eq(location.id, pbisRecords.locationId))
    .leftJoin(motivation, eq(motivation.id, pbisRecords.motivationId))
    .leftJoin(action, eq(action.id, pbisRecords.actionId));
}

type TFilter = Omit<TPbisListQuery, "user">;

function where(userId: number, q: TFilter) {
  return and(
    eq(pbisRecords.userId, userId),
    q.client_id ? eq(pbisRecords.clientId, q.client_id) : undefined,
    q.type ? eq(pbisRecords.type, q.type) : undefined,
    q.from ? gte(pbisRecords.date, q.from) : undefined,
    q.to ? lte(pbisRecords.date, q.to) : undefined,
  );
}

/** The reference lists, in their order. */
export async function listPbisOptions(db: TDbOrTx): Promise<TPbisOptionJson[]> {
  const rows = await db.select().from(pbisOptions).orderBy(asc(pbisOptions.kind), asc(pbisOptions.sort), asc(pbisOptions.id));
  return rows.map((o) => ({ id: o.id, kind: o.kind, code: o.code, applies_to: o.appliesTo }));
}

/** The PBIS records of the actor or of a counselor they manage, newest first, filtered. At most 1,000. */
export async function listPbisRecords(db: TDbOrTx, actor: TActor, q: TPbisListQuery): Promise<{ userId: number; own: boolean; data: TPbisRecordJson[] }> {
  const subject = await pbisReadSubject(db, actor, q.user);
  const rows = await baseSelect(db).where(where(subject.userId, q)).orderBy(desc(pbisRecords.date), desc(pbisRecords.time), desc(pbisRecords.id)).limit(1000);
  return { userId: subject.userId, own: subject.isSelf, data: rows.map(toJson) };
}

export async function getPbisRecord(db: TDbOrTx, actor: TActor, id: number): Promise<TPbisRecordJson> {
  await readablePbisRecord(db, actor, id);
  const [row] = await baseSelect(db).where(eq(pbisRecords.id, id)).limit(1);
  return toJson(row);
}

async function facts(db: TDbOrTx, userId: number, q: TFilter) {
  return db
    .select({ type: pbisRecords.type, date: pbisRecords.date, time: pbisRecords.time, behavior: behavior.code, location: location.code })
    .from(pbisRecords)
    .innerJoin(behavior, eq(behavior.id, pbisRecords.behaviorId))
    .innerJoin(location, eq(location.id, pbisRecords.locationId))
    .where(where(userId, q));
}

/** The frequency distribution (counts by behaviour, location, hour and weekday) of the filtered records. */
export async function pbisFrequency(db: TDbOrTx, actor: TActor, q: TPbisListQuery): Promise<TFrequency> {
  const subject = await pbisReadSubject(db, actor, q.user);
  return frequencyOf((await facts(db, subject.userId, q)).map((f) => ({ ...f, time: String(f.time) })));
}

/** One student's (or all students') incidents and recognitions per week over a range. */
export async function pbisTimeline(db: TDbOrTx, actor: TActor, q: TPbisListQuery & { from: string; to: string }): Promise<TWeekRow[]> {
  const subject = await pbisReadSubject(db, actor, q.user);
  const rows = await facts(db, subject.userId, { ...q, type: undefined });
  return weeklyTimeline(rows, q.from, q.to);
}

/** How many PBIS records a counselor has (the /app/re hub's status). */
export async function countPbisRecords(db: TDbOrTx, ownerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pbisRecords).where(eq(pbisRecords.userId, ownerId));
  return Number(row?.n ?? 0);
}
