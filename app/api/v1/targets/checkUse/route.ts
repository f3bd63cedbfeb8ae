import { withApi } from "@/lib/http/with-api";
import { targetUse } from "@/lib/goals/queries";
import { ZTargetIdBody } from "@/lib/goals/schemas";

// POST /api/v1/targets/checkUse {id} – what deleting one of the caller's targets takes with it (SMART goals, comments, ratings)
export const POST = withApi({ access: "goal.write", license: "renewal", body: ZTargetIdBody }, async ({ db, actor, body }) => ({
  status_code: 200,
  ...(await targetUse(db, actor, body.id)),
}));
