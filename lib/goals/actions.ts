"use server";

import { revalidatePath } from "next/cache";
import { assertCan } from "@/lib/auth/permissions";
import { runAction, type TActionResult } from "@/lib/http/action";
import { createDataAnalysis, deleteDataAnalysis, updateDataAnalysis } from "./data-analysis";
import { deleteTarget } from "./delete-target";
import { linkTargetPdf } from "./pdf-links";
import { targetUse } from "./queries";
import { createTarget, updateTarget } from "./save-target";
import { ZTargetId, ZTargetIdBody, type TDataAnalysisBody, type TDataAnalysisJson, type TTargetBody, type TTargetJson, type TTargetPdfBody } from "./schemas";

// The goals pages' server actions: thin wrappers of the use-cases the API calls too, for the same
// roles as the API routes. Each answers { ok: true, data } or { ok: false, status, error: [...] }.

type TCtx = Parameters<Parameters<typeof runAction>[0]>[0];

function asPlanner<T>(fn: (ctx: TCtx) => Promise<T>, options: { license?: "renewal" } = {}): Promise<TActionResult<T>> {
  return runAction(async (ctx) => {
    assertCan(ctx.actor.user, "goal.write");
    return fn(ctx);
  }, options);
}

/** The new-target form (no id: POST's rules and message) or the goal edit form (id: PUT's). */
export async function saveTargetAction(input: TTargetBody, id?: number): Promise<TActionResult<TTargetJson>> {
  const result = await asPlanner(({ db, actor, now }) => (id === undefined ? createTarget(db, actor, input, now) : updateTarget(db, actor, ZTargetId.parse({ id }).id, input, now)));
  if (result.ok) revalidatePath("/app/goals", "page");
  return result;
}

/** What deleting the target takes with it (asked before the confirm dialog). */
export async function checkTargetUseAction(input: { id: number }) {
  return asPlanner(({ db, actor }) => targetUse(db, actor, ZTargetIdBody.parse(input).id), { license: "renewal" });
}

export async function deleteTargetAction(input: { id: number }) {
  const result = await asPlanner(({ db, actor }) => deleteTarget(db, actor, ZTargetId.parse(input).id));
  if (result.ok) revalidatePath("/app/goals", "page");
  return result;
}

export async function targetPdfAction(input: TTargetPdfBody): Promise<TActionResult<{ link: string }>> {
  return asPlanner(({ db, actor, now }) => linkTargetPdf(db, actor, input, now), { license: "renewal" });
}

/** The target definition page's form: a new data priority (no id) or one of the user's (id). */
export async function saveDataAnalysisAction(input: TDataAnalysisBody, id?: number): Promise<TActionResult<TDataAnalysisJson>> {
  const result = await asPlanner(({ db, actor, now }) => (id === undefined ? createDataAnalysis(db, actor, input, now) : updateDataAnalysis(db, actor, ZTargetId.parse({ id }).id, input, now)));
  if (result.ok) revalidatePath("/app/targetDefinition", "page");
  return result;
}

export async function deleteDataAnalysisAction(input: { id: number }) {
  const result = await asPlanner(({ db, actor }) => deleteDataAnalysis(db, actor, ZTargetId.parse(input).id));
  if (result.ok) revalidatePath("/app/targetDefinition", "page");
  return result;
}
