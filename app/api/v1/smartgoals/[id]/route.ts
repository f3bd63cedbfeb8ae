import { withApi } from "@/lib/http/with-api";
import { smartGoalIdParam } from "@/lib/smart-goals/params";
import { getSmartGoal } from "@/lib/smart-goals/queries";
import { deleteSmartGoal, updateSmartGoal } from "@/lib/smart-goals/save-smart-goal";
import { ZSmartGoalInput } from "@/lib/smart-goals/schemas";

// GET /api/v1/smartgoals/{id} – one of the caller's SMART goals; another counselor's is a 404
export const GET = withApi({ access: "goal.read" }, async ({ db, actor, params }) => ({
  status_code: 200,
  data: await getSmartGoal(db, actor, smartGoalIdParam(params)),
}));

// PUT /api/v1/smartgoals/{id} – the whole goal plus accepedEditBaselineData (a changed recorded baseline without it: 422 baseline_locked)
export const PUT = withApi({ access: "goal.write", body: ZSmartGoalInput }, async ({ db, actor, params, body, now }) => ({
  status_code: 200,
  message: "Saved.",
  data: await updateSmartGoal(db, actor, smartGoalIdParam(params), body, now),
}));

// DELETE /api/v1/smartgoals/{id} – deletes one of the caller's goals with its statements, answers and short questions
export const DELETE = withApi({ access: "goal.write" }, async ({ db, actor, params }) => ({
  status_code: 200,
  data: await deleteSmartGoal(db, actor, smartGoalIdParam(params)),
}));
