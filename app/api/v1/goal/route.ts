import { withApi } from "@/lib/http/with-api";
import { getOldGoal } from "@/lib/old-goal/queries";
import { saveOldGoal } from "@/lib/old-goal/save-old-goal";
import { ZOldGoalInput, ZOldGoalQuery } from "@/lib/old-goal/schemas";

// GET /api/v1/goal?user_id – the old goal (cc, isp, rs, is, ppss, directive1, directive2) of the current school year; a manager: a managed counselor's
export const GET = withApi({ access: "goal.read", query: ZOldGoalQuery }, async ({ db, actor, query, now }) => ({
  status_code: 200,
  data: await getOldGoal(db, actor, query.user_id, now),
}));

// POST /api/v1/goal – saves the caller's old goal of the current school year; directive1 = cc + isp + rs + is and directive2 = ppss are computed
export const POST = withApi({ access: "goal.write", body: ZOldGoalInput }, async ({ db, actor, body, now }) => ({
  status_code: 200,
  message: "Saved.",
  data: await saveOldGoal(db, actor, body, now),
}));
