import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { TDb, TDbOrTx } from "@/db/client";
import { dataAnalysisItems, smartGoals, targets, type TDataAnalysisRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { existingStandardIds } from "@/lib/lessons/lookups";
import { ownDataAnalysis } from "./access";
import { availableForNewSmartGoal, byPriority, dataAnalysisLabel, mindsetColumns, numericValue } from "./rules";
import {
  ZDataAnalysisInput,
  ZUpdatePriorityFromSmartGoals,
  type TDataAnalysisBody,
  type TDataAnalysisInput,
  type TDataAnalysisJson,
  type TDataAnalysisQuery,
  type TUpdatePriorityFromSmartGoals,
} from "./schemas";

// The school's data-analysis priorities (data analysis items; GET /api/v1/dataAnalysis,
// POST /api/v1/dataAnalysis/updatePriorityFromSmartGoals): each counselor keeps their own list on
// /app/targetDefinition; targets and (later) SMART goals pick from it. Never shared: another
// counselor's item is a 404.

export function dataAnalysisJson(r: TDataAnalysisRow): TDataAnalysisJson {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    typeName: r.typeName,
    priority: r.priority,
    closingTheGap: r.closingTheGap ? 1 : 0,
    baseline: numericValue(r.baseline),
    dateBaseline: r.dateBaseline,
    target: numericValue(r.target),
    targetGroup: r.targetGroup,
    mindset_id1: r.mindsetId1,
    mindset_id2: r.mindsetId2,
    active: r.active,
    label: dataAnalysisLabel(r),
  };
}

/** GET /api/v1/dataAnalysis: the actor's data priorities (listDataAnalysisOf for the actor). */
export async function listDataAnalysis(db: TDbOrTx, actor: TActor, query: TDataAnalysisQuery = {}): Promise<TDataAnalysisJson[]> {
  return listDataAnalysisOf(db, actor.user.id, query);
}

/**
 * The caller's items by priority. active=1: the active ones only; with onSmartgoalNew=1: the active
 * ones no SMART goal of theirs uses yet.
 */
export async function listDataAnalysisOf(db: TDbOrTx, ownerId: number, query: TDataAnalysisQuery = {}): Promise<TDataAnalysisJson[]> {
  const rows = await db
    .select()
    .from(dataAnalysisItems)
    .where(and(eq(dataAnalysisItems.userId, ownerId), query.active === "1" ? eq(dataAnalysisItems.active, true) : undefined))
    .orderBy(asc(dataAnalysisItems.priority), asc(dataAnalysisItems.name), asc(dataAnalysisItems.id));
  let used = new Set<number>();
  if (query.onSmartgoalNew === "1") {
    const goals = await db.select({ id: smartGoals.dataAnalysisId }).from(smartGoals).where(eq(smartGoals.userId, ownerId));
    used = new Set(goals.flatMap((g) => (g.id === null ? [] : [g.id])));
  }
  const items = query.onSmartgoalNew === "1" ? availableForNewSmartGoal(rows, used) : rows;
  return byPriority(items).map(dataAnalysisJson);
}

/** One of the caller's items (404 otherwise). */
export async function getDataAnalysis(db: TDbOrTx, actor: TActor, id: number): Promise<TDataAnalysisJson> {
  const userId = actor.user.id;
  return dataAnalysisJson(await ownDataAnalysis(db, userId, id));
}

async function checkStandards(tx: TDbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const known = await existingStandardIds(tx, ids);
  if (ids.some((id) => !known.has(id))) {
    throw new z.ZodError([{ code: "custom", path: ["mindsets"], message: "Choose standards from the list.", input: undefined }]);
  }
}

function columns(v: TDataAnalysisInput, now: Date) {
  return {
    name: v.name,
    type: v.type,
    typeName: v.typeName,
    priority: v.priority,
    closingTheGap: v.closingTheGap,
    baseline: v.baseline === null ? null : String(v.baseline),
    dateBaseline: v.dateBaseline,
    target: v.target === null ? null : String(v.target),
    targetGroup: v.targetGroup,
    ...mindsetColumns(v.mindsets),
    active: v.active,
    updatedAt: now,
  };
}

/** Creates one of the actor's data-analysis items. */
export async function createDataAnalysis(db: TDb, actor: TActor, input: TDataAnalysisBody, now: Date): Promise<TDataAnalysisJson> {
  const v = ZDataAnalysisInput.parse(input);
  return db.transaction(async (tx) => {
    await checkStandards(tx, v.mindsets);
    const [row] = await tx
      .insert(dataAnalysisItems)
      .values({ userId: actor.user.id, ...columns(v, now), createdAt: now })
      .returning();
    return dataAnalysisJson(row);
  });
}

/** Updates one of the actor's items (another's: 404). */
export async function updateDataAnalysis(db: TDb, actor: TActor, id: number, input: TDataAnalysisBody, now: Date): Promise<TDataAnalysisJson> {
  const v = ZDataAnalysisInput.parse(input);
  return db.transaction(async (tx) => {
    await ownDataAnalysis(tx, actor.user.id, id);
    await checkStandards(tx, v.mindsets);
    const [row] = await tx.update(dataAnalysisItems).set(columns(v, now)).where(eq(dataAnalysisItems.id, id)).returning();
    return dataAnalysisJson(row);
  });
}

/** Deletes one of the actor's items; targets that used it keep their statement and lose the link (set null). */
export async function deleteDataAnalysis(db: TDb, actor: TActor, id: number): Promise<{ id: number; unlinkedTargets: number }> {
  return db.transaction(async (tx) => {
    await ownDataAnalysis(tx, actor.user.id, id);
    const linked = await tx.select({ id: targets.id }).from(targets).where(eq(targets.dataAnalysisId, id));
    await tx.delete(dataAnalysisItems).where(eq(dataAnalysisItems.id, id));
    return { id, unlinkedTargets: linked.length };
  });
}

/**
 * POST /api/v1/dataAnalysis/updatePriorityFromSmartGoals: the SMART goal form writes back the
 * priority, and when given the name, baseline and baseline date of the actor's item. smartgoals_id
 * is accepted and ignored until SMART goals exist.
 */
export async function updatePriorityFromSmartGoals(db: TDb, actor: TActor, input: TUpdatePriorityFromSmartGoals, now: Date): Promise<TDataAnalysisJson> {
  const v = ZUpdatePriorityFromSmartGoals.parse(input);
  return db.transaction(async (tx) => {
    await ownDataAnalysis(tx, actor.user.id, v.id);
    const [row] = await tx
      .update(dataAnalysisItems)
      .set({
        priority: v.priority,
        ...(v.name !== undefined ? { name: v.name } : {}),
        ...(v.dateBaseline !== null ? { dateBaseline: v.dateBaseline } : {}),
        ...(v.baseline !== null ? { baseline: String(v.baseline) } : {}),
        updatedAt: now,
      })
      .where(eq(dataAnalysisItems.id, v.id))
      .returning();
    return dataAnalysisJson(row);
  });
}
