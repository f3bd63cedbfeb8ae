import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { getTarget } from "@/lib/goals/queries";
import { ZTargetId } from "@/lib/goals/schemas";

// GET /api/v1/targets/sharing/{id} – a shared target (or the caller's own) in its read-only shape; another's unshared target is a 404
export const GET = withApi({ access: "goal.read" }, async ({ db, actor, params }) => {
  const parsed = ZTargetId.safeParse(params);
  if (!parsed.success) throw notFound();
  return { status_code: 200, data: await getTarget(db, actor, parsed.data.id) };
});
