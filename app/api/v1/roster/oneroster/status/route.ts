import { withApi } from "@/lib/http/with-api";
import { getProgress } from "@/lib/roster/progress";
import { ZRosterStatusQuery } from "@/lib/roster/schemas";

// GET /api/v1/roster/oneroster/status?run= – how far the caller's running import is (the page's progress bar)
export const GET = withApi({ access: "roster.import.read", query: ZRosterStatusQuery }, async ({ actor, query }) => {
  return { status_code: 200, data: getProgress(actor.user.id, query.run) ?? { done: 0, total: 7, step: "waiting", finished: false } };
});
