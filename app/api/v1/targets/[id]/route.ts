import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { deleteTarget } from "@/lib/goals/delete-target";
import { getTarget } from "@/lib/goals/queries";
import { updateTarget } from "@/lib/goals/save-target";
import { ZEditTarget, ZTargetId } from "@/lib/goals/schemas";

function targetId(params: Record<string, unknown>): number {
  const parsed = ZTargetId.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

// GET /api/v1/targets/{id} – one target of the caller, or a shared one (read-only: isOwner false); else 404
export const GET = withApi({ access: "goal.read" }, async ({ db, actor, params }) => ({
  status_code: 200,
  data: await getTarget(db, actor, targetId(params)),
}));

// PUT /api/v1/targets/{id} – updates one of the caller's targets (a third standard is a 422 with the goal edit form's text; another's shared target 403, unshared 404)
export const PUT = withApi({ access: "goal.write", body: ZEditTarget }, async ({ db, actor, params, body, now }) => ({
  status_code: 200,
  message: "Saved.",
  data: await updateTarget(db, actor, targetId(params), body, now),
}));

// DELETE /api/v1/targets/{id} – deletes one of the caller's targets with its standards, comments and ratings
export const DELETE = withApi({ access: "goal.write" }, async ({ db, actor, params }) => ({
  status_code: 200,
  data: await deleteTarget(db, actor, targetId(params)),
}));
