import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { TDb, TDbOrTx } from "@/db/client";
import { clients, dataAnalysisItems, targetStandards, targets } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/http/errors";
import { serverAlertText } from "@/lib/i18n/server-alerts";
import { existingStandardIds } from "@/lib/lessons/lookups";
import { ownTarget } from "./access";
import { targetJson } from "./queries";
import { relevantWithoutPriority } from "./rules";
import { ZEditTarget, ZNewTarget, type TTargetBody, type TTargetInput, type TTargetJson } from "./schemas";

type TIssue = { field: string; message: string };

/** Field errors as the zod error withApi and runAction already answer as 422, one entry per field. */
function invalid(issues: TIssue[]): z.ZodError {
  return new z.ZodError(issues.map((i) => ({ code: "custom" as const, path: [i.field], message: i.message, input: undefined })));
}

/** The references a target points at must exist and be the owner's: their data priority, their group of students. */
async function checkReferences(tx: TDbOrTx, ownerId: number, v: TTargetInput): Promise<void> {
  const issues: TIssue[] = [];
  if (v.mindsets.length > 0) {
    const known = await existingStandardIds(tx, v.mindsets);
    if (v.mindsets.some((id) => !known.has(id))) issues.push({ field: "mindsets", message: "Choose standards from the list." });
  }
  if (v.dataAnalysis_id !== null) {
    const [d] = await tx
      .select({ id: dataAnalysisItems.id })
      .from(dataAnalysisItems)
      .where(and(eq(dataAnalysisItems.id, v.dataAnalysis_id), eq(dataAnalysisItems.userId, ownerId)));
    if (!d) issues.push({ field: "dataAnalysis_id", message: "Choose one of your data priorities." });
  }
  if (v.client_id !== null) {
    const [g] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, v.client_id), eq(clients.userId, ownerId), eq(clients.type, "group")));
    if (!g) issues.push({ field: "client_id", message: "Choose one of your groups of students." });
  }
  if (issues.length > 0) throw invalid(issues);
}

/** The 'Save Goal' alert (relevantReq): the server decides that a relevant target lacks its priority, the client shows it. */
async function assertRelevantHasPriority(actor: TActor, v: TTargetInput): Promise<void> {
  if (relevantWithoutPriority(v)) throw new AppError("relevantReq", await serverAlertText(actor.user.language, "relevantReq"), 404);
}

function columns(v: TTargetInput, now: Date) {
  return {
    name: v.name,
    dataAnalysisId: v.dataAnalysis_id,
    clientId: v.client_id,
    relevant: v.relevant,
    share: v.share,
    achievement: v.achievement,
    attendance: v.attendance,
    behavior: v.behavior,
    academic: v.academic,
    social: v.social,
    career: v.career,
    description: v.description,
    updatedAt: now,
  };
}

async function replaceStandards(tx: TDbOrTx, targetId: number, mindsets: number[]): Promise<void> {
  await tx.delete(targetStandards).where(eq(targetStandards.targetId, targetId));
  if (mindsets.length > 0) await tx.insert(targetStandards).values(mindsets.map((standardId, i) => ({ targetId, standardId, position: i + 1 })));
}

/**
 * Creates a target of the actor from the new-target form (POST /api/v1/targets): at most two
 * standards (a third is a 422 with the new-target form's 'Save Goal' text), the data priority and
 * group their own. The target and its standards are written in one transaction.
 */
export async function createTarget(db: TDb, actor: TActor, input: TTargetBody, now: Date): Promise<TTargetJson> {
  const v = ZNewTarget.parse(input);
  await assertRelevantHasPriority(actor, v);
  const ownerId = actor.user.id;
  return db.transaction(async (tx) => {
    await checkReferences(tx, ownerId, v);
    const [row] = await tx
      .insert(targets)
      .values({ userId: ownerId, ...columns(v, now), createdAt: now })
      .returning();
    await replaceStandards(tx, row.id, v.mindsets);
    return targetJson(tx, ownerId, row);
  });
}

/**
 * Updates one of the actor's targets from the goal edit form (PUT /api/v1/targets/{id}): a third
 * standard is a 422 with the edit form's text; another counselor's shared target is read-only (403),
 * an unshared one does not exist for them (404).
 */
export async function updateTarget(db: TDb, actor: TActor, id: number, input: TTargetBody, now: Date): Promise<TTargetJson> {
  const v = ZEditTarget.parse(input);
  await assertRelevantHasPriority(actor, v);
  const ownerId = actor.user.id;
  return db.transaction(async (tx) => {
    await ownTarget(tx, ownerId, id);
    await checkReferences(tx, ownerId, v);
    const [row] = await tx.update(targets).set(columns(v, now)).where(eq(targets.id, id)).returning();
    await replaceStandards(tx, id, v.mindsets);
    return targetJson(tx, ownerId, row);
  });
}
