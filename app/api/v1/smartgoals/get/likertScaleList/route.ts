import { withApi } from "@/lib/http/with-api";
import { likertScaleList } from "@/lib/smart-goals/queries";

// GET /api/v1/smartgoals/get/likertScaleList – the seeded Likert legend sets (name, a to e)
export const GET = withApi({ access: "goal.read" }, async ({ db }) => ({ status_code: 200, list: await likertScaleList(db) }));
