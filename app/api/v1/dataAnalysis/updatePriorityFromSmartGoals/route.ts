import { withApi } from "@/lib/http/with-api";
import { updatePriorityFromSmartGoals } from "@/lib/goals/data-analysis";
import { ZUpdatePriorityFromSmartGoals } from "@/lib/goals/schemas";

// POST /api/v1/dataAnalysis/updatePriorityFromSmartGoals {id, priority, name, dateBaseline, baseline, smartgoals_id} – the SMART goal form updates its data priority (smartgoals_id accepted, unused until SMART goals land)
export const POST = withApi({ access: "goal.write", body: ZUpdatePriorityFromSmartGoals }, async ({ db, actor, body, now }) => ({
  status_code: 200,
  message: "Saved.",
  data: await updatePriorityFromSmartGoals(db, actor, body, now),
}));
