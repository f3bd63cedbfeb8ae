import { listActionPlans } from "@/lib/goals/queries";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/smartgoals/action/plan – the seeded action plans ('None' first) with their descriptions
export const GET = withApi({ access: "goal.read" }, async ({ db }) => ({ status_code: 200, actionPlan: await listActionPlans(db) }));
