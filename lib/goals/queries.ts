import "server-only";
import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { actionPlans, clients, comments, dataAnalysisItems, sharedRatings, smartGoals, standards, targetStandards, targets, users, type TTargetRow } from "@/db/schema";
import { likePattern, ownerName, pageCount, roundRating } from "@/lib/lessons/rules";
import { ownTarget, readableTarget } from "./access";
import { dataAnalysisLabel } from "./rules";
import { TARGETS_PER_PAGE, type TTargetGroup, type TTargetJson, type TTargetListItem, type TTargetListQuery, type TTargetPage } from "./schemas";
import type { TActor } from "@/lib/auth/current-user";

// The target reads. Every one takes the acting user's id: a target is read when it is theirs or shared.

const standardIds = sql<
  number[]
>`coalesce((select array_agg(${targetStandards.standardId} order by ${targetStandards.position}, ${targetStandards.standardId}) from ${targetStandards} where ${targetStandards.targetId} = ${targets.id}), '{}')`;
const ratingAvg = sql<string | null>`(select avg(${sharedRatings.value}) from ${sharedRatings} where ${sharedRatings.subjectType} = 'target' and ${sharedRatings.subjectId} = ${targets.id})`;
const ratingCount = sql<number>`(select count(*) from ${sharedRatings} where ${sharedRatings.subjectType} = 'target' and ${sharedRatings.subjectId} = ${targets.id})::int`;

/** Postgres arrays arrive as arrays from both drivers; a driver answering text "{1,2}" is read too. */
function ids(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === "string") return value.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number);
  return [];
}

function whereFor(userId: number, q: Pick<TTargetListQuery, "q" | "scope">): SQL | undefined {
  const scope =
    q.scope === "mine" ? eq(targets.userId, userId) : q.scope === "shared" ? and(eq(targets.share, true), ne(targets.userId, userId)) : or(eq(targets.userId, userId), eq(targets.share, true));
  return and(scope, q.q ? ilike(targets.name, likePattern(q.q)) : undefined);
}

/** GET /api/v1/targets: one page of the targets the actor may read (listTargetsOf for the actor). */
export async function listTargets(db: TDbOrTx, actor: TActor, query: Pick<TTargetListQuery, "q" | "scope" | "page">, perPage = TARGETS_PER_PAGE): Promise<TTargetPage> {
  return listTargetsOf(db, actor.user.id, query, perPage);
}

/**
 * GET /api/v1/targets and /app/goals: one page of the targets the user may read (their own and the
 * shared ones), searched by statement, with the standards' abbreviations, the average rating and the
 * number of comments the reader sees.
 */
export async function listTargetsOf(db: TDbOrTx, ownerId: number, query: Pick<TTargetListQuery, "q" | "scope" | "page">, perPage = TARGETS_PER_PAGE): Promise<TTargetPage> {
  const page = Math.max(1, query.page);
  const visibleComments = sql<number>`(select count(*) from ${comments} where ${comments.subjectType} = 'target' and ${comments.subjectId} = ${targets.id} and ${comments.parentId} is null and (${comments.visible} or ${targets.userId} = ${ownerId}))::int`;
  const rows = await db
    .select({
      id: targets.id,
      name: targets.name,
      share: targets.share,
      relevant: targets.relevant,
      userId: targets.userId,
      updatedAt: targets.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      daName: dataAnalysisItems.name,
      daCtg: dataAnalysisItems.closingTheGap,
      mindsets: standardIds,
      rating: ratingAvg,
      ratings: ratingCount,
      comments: visibleComments,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(targets)
    .innerJoin(users, eq(users.id, targets.userId))
    .leftJoin(dataAnalysisItems, eq(dataAnalysisItems.id, targets.dataAnalysisId))
    .where(whereFor(ownerId, query))
    .orderBy(sql`lower(${targets.name})`, asc(targets.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [c] = await db.select({ n: count() }).from(targets).where(whereFor(ownerId, query));
    total = c?.n ?? 0;
  }
  const allIds = [...new Set(rows.flatMap((r) => ids(r.mindsets)))];
  const abbrevs = new Map(allIds.length ? (await db.select({ id: standards.id, abbrev: standards.abbrev }).from(standards).where(inArray(standards.id, allIds))).map((s) => [s.id, s.abbrev]) : []);
  const data: TTargetListItem[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    share: r.share,
    relevant: r.relevant,
    // The priority's name is part of what a shared target says; its id and figures stay the owner's.
    dataAnalysis: r.daName === null ? null : dataAnalysisLabel({ name: r.daName, closingTheGap: r.daCtg ?? false }),
    mindsets: ids(r.mindsets).map((id) => ({ id, abbrev: abbrevs.get(id) ?? "" })),
    rating: roundRating(r.rating),
    ratingCount: Number(r.ratings ?? 0),
    comments: Number(r.comments ?? 0),
    user_id: r.userId,
    owner: ownerName(r),
    isOwner: r.userId === ownerId,
    updated_at: r.updatedAt.toISOString(),
  }));
  return { data, total, page, perPage, pages: pageCount(total, perPage) };
}

/** GET /api/v1/targets?smartGoals=1: the caller's own targets, for the SMART goal form's picker. */
export async function targetsForSmartGoals(db: TDbOrTx, actor: TActor): Promise<TTargetJson[]> {
  const userId = actor.user.id;
  const rows = await db
    .select()
    .from(targets)
    .where(eq(targets.userId, userId))
    .orderBy(sql`lower(${targets.name})`, asc(targets.id));
  return Promise.all(rows.map((r) => targetJson(db, userId, r)));
}

/** The target in the API's shape. The data priority's id and the group are the owner's: another reader of a shared target gets the priority's name only. */
export async function targetJson(db: TDbOrTx, viewerId: number, row: TTargetRow): Promise<TTargetJson> {
  const [extra] = await db
    .select({
      mindsets: standardIds,
      rating: ratingAvg,
      ratings: ratingCount,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      daName: dataAnalysisItems.name,
      daCtg: dataAnalysisItems.closingTheGap,
      group: clients.name,
    })
    .from(targets)
    .innerJoin(users, eq(users.id, targets.userId))
    .leftJoin(dataAnalysisItems, eq(dataAnalysisItems.id, targets.dataAnalysisId))
    .leftJoin(clients, eq(clients.id, targets.clientId))
    .where(eq(targets.id, row.id));
  const mine = row.userId === viewerId;
  const mindsets = ids(extra?.mindsets);
  const flags = { achievement: row.achievement, attendance: row.attendance, behavior: row.behavior, academic: row.academic, social: row.social, career: row.career };
  return {
    id: row.id,
    name: row.name,
    dataAnalysis_id: mine ? row.dataAnalysisId : null,
    dataAnalysis: extra?.daName ? dataAnalysisLabel({ name: extra.daName, closingTheGap: extra.daCtg ?? false }) : null,
    client_id: mine ? row.clientId : null,
    group: mine ? (extra?.group ?? null) : null,
    relevant: row.relevant,
    share: row.share,
    ...flags,
    targetItem: flags,
    description: row.description,
    mindsets,
    mindset_id1: mindsets[0] ?? null,
    mindset_id2: mindsets[1] ?? null,
    rating: roundRating(extra?.rating),
    ratingCount: Number(extra?.ratings ?? 0),
    user_id: row.userId,
    owner: extra ? ownerName(extra) : "",
    isOwner: mine,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET /api/v1/targets/{id}: a target the actor owns or that is shared (getTargetOf for the actor). */
export async function getTarget(db: TDbOrTx, actor: TActor, id: number): Promise<TTargetJson> {
  return getTargetOf(db, actor.user.id, id);
}

/** GET /api/v1/targets/{id} and /api/v1/targets/sharing/{id}: a target the user owns or that is shared; else 404. */
export async function getTargetOf(db: TDbOrTx, readerId: number, id: number): Promise<TTargetJson> {
  return targetJson(db, readerId, await readableTarget(db, readerId, id));
}

/**
 * POST /api/v1/targets/checkUse: what deleting one of the caller's targets takes with it (its
 * comments and ratings). SMART goals arrive with a later slice (0 until then); nothing blocks it.
 */
export async function targetUse(db: TDbOrTx, actor: TActor, id: number): Promise<{ used: boolean; smartGoals: number; comments: number; ratings: number }> {
  const userId = actor.user.id;
  await ownTarget(db, userId, id);
  const [[c], [r], [g]] = await Promise.all([
    db
      .select({ n: count() })
      .from(comments)
      .where(and(eq(comments.subjectType, "target"), eq(comments.subjectId, id))),
    db
      .select({ n: count() })
      .from(sharedRatings)
      .where(and(eq(sharedRatings.subjectType, "target"), eq(sharedRatings.subjectId, id))),
    // Any counselor's SMART goal may rest on a shared target.
    db.select({ n: count() }).from(smartGoals).where(eq(smartGoals.targetId, id)),
  ]);
  const goals = g?.n ?? 0;
  return { used: goals > 0, smartGoals: goals, comments: c?.n ?? 0, ratings: r?.n ?? 0 };
}

/** GET /api/v1/targets/target/groups: the caller's active groups of students, for the target group picker. */
export async function targetGroups(db: TDbOrTx, actor: TActor): Promise<TTargetGroup[]> {
  const userId = actor.user.id;
  const rows = await db
    .select({ id: clients.id, name: clients.name, count: clients.count, grade_id: clients.gradeId })
    .from(clients)
    .where(and(eq(clients.userId, userId), eq(clients.type, "group"), eq(clients.active, true)))
    .orderBy(sql`lower(${clients.name})`, asc(clients.id));
  return rows;
}

/** GET /api/v1/smartgoals/action/plan (for the SMART goal slice) and the target definition page: the seeded action plans, 'None' first. */
export async function listActionPlans(db: TDbOrTx): Promise<{ id: number; name: string; description: string }[]> {
  return db.select({ id: actionPlans.id, name: actionPlans.name, description: actionPlans.description }).from(actionPlans).orderBy(asc(actionPlans.sort), asc(actionPlans.id));
}
