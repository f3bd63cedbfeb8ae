import { withApi } from "@/lib/http/with-api";
import { goalEvents, linkGoalEvent } from "@/lib/goal-surveys/events";
import { ZGoalReportQuery, ZLinkGoalEvent } from "@/lib/goal-surveys/schemas";
import { getOwnSmartGoalRow } from "@/lib/smart-goals/access";

// GET /api/v1/smartgoals/surveyEvents?smart_goal_id= – the owner's events that give the goal's survey, newest first
export const GET = withApi({ access: "goal.read", query: ZGoalReportQuery }, async ({ db, actor, query }) => {
  return { status_code: 200, data: await goalEvents(db, await getOwnSmartGoalRow(db, actor, query.smart_goal_id)) };
});

// POST /api/v1/smartgoals/surveyEvents {smart_goal_id, event_id} – give the goal's survey at one of the owner's events
export const POST = withApi({ access: "goal.write", body: ZLinkGoalEvent }, async ({ db, actor, body, now }) => {
  return { status_code: 200, data: await linkGoalEvent(db, actor, body.smart_goal_id, body.event_id, now) };
});
