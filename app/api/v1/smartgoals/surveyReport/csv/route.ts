import { withApi } from "@/lib/http/with-api";
import { goalSurveyReportCsv } from "@/lib/goal-surveys/csv";
import { ZGoalReportQuery } from "@/lib/goal-surveys/schemas";

// GET /api/v1/smartgoals/surveyReport/csv?smart_goal_id= – the goal's survey report as a CSV file (UTF-8 with BOM)
export const GET = withApi({ access: "goal.read", query: ZGoalReportQuery }, async ({ db, actor, query }) => {
  const file = await goalSurveyReportCsv(db, actor, query.smart_goal_id);
  return new Response(file.csv, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${file.filename}"`, "cache-control": "private, no-store" },
  });
});
