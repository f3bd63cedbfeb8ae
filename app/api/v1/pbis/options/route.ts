import { PLANNER_ROLES } from "@/lib/auth/areas";
import { withApi } from "@/lib/http/with-api";
import { listPbisOptions } from "@/lib/pbis/queries";

// GET /api/v1/pbis/options – the reference lists (behaviour, location, motivation, action) with their codes
export const GET = withApi({ access: PLANNER_ROLES }, async ({ db }) => {
  return { status_code: 200, data: await listPbisOptions(db) };
});
