import { withApi } from "@/lib/http/with-api";
import { pbisTimeline } from "@/lib/pbis/queries";
import { defaultRange } from "@/lib/pbis/rules";
import { ZPbisListQuery } from "@/lib/pbis/schemas";

// GET /api/v1/pbis/timeline?user=&client_id=&from=&to= – incidents and recognitions per week (default: this school year)
export const GET = withApi({ access: "program.read", query: ZPbisListQuery }, async ({ db, actor, query, now }) => {
  const range = defaultRange(now.toISOString().slice(0, 10));
  return { status_code: 200, data: await pbisTimeline(db, actor, { ...query, from: query.from ?? range.from, to: query.to ?? range.to }) };
});
