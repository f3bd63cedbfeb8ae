import { analysisFor, teamAnalysisFor } from "@/lib/analysis/queries";
import { ZAnalysisQuery } from "@/lib/analysis/schemas";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/analysis?from=&to=[&user_id=][&scope=counselor|team] – use of time of oneself or a managed counselor (TUseOfTime), or of the whole team ({ total, counselors })
export const GET = withApi({ access: "dashboard.read", query: ZAnalysisQuery }, async ({ db, actor, query, now }) => {
  if (query.scope === "team") return teamAnalysisFor(db, actor.user, query, now);
  return (await analysisFor(db, actor.user, query, now)).analysis;
});
