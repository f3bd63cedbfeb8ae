import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { deleteDataAnalysis, getDataAnalysis, updateDataAnalysis } from "@/lib/goals/data-analysis";
import { ZDataAnalysisInput, ZTargetId } from "@/lib/goals/schemas";

function itemId(params: Record<string, unknown>): number {
  const parsed = ZTargetId.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

// GET /api/v1/dataAnalysis/{id} – one of the caller's data priorities (another's: 404)
export const GET = withApi({ access: "goal.read" }, async ({ db, actor, params }) => ({
  status_code: 200,
  data: await getDataAnalysis(db, actor, itemId(params)),
}));

// PUT /api/v1/dataAnalysis/{id} – updates one of the caller's data priorities
export const PUT = withApi({ access: "goal.write", body: ZDataAnalysisInput }, async ({ db, actor, params, body, now }) => ({
  status_code: 200,
  message: "Saved.",
  data: await updateDataAnalysis(db, actor, itemId(params), body, now),
}));

// DELETE /api/v1/dataAnalysis/{id} – deletes one of the caller's data priorities (targets keep their statement and lose the link)
export const DELETE = withApi({ access: "goal.write" }, async ({ db, actor, params }) => ({
  status_code: 200,
  data: await deleteDataAnalysis(db, actor, itemId(params)),
}));
