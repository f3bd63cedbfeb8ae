import { NextResponse } from "next/server";
import { withApi } from "@/lib/http/with-api";
import { createSmartGoalEvent } from "@/lib/smart-goals/create-from-goal";
import { ZCreateGoalEvent } from "@/lib/smart-goals/schemas";

// POST /api/v1/smartgoals/create/createSmartGoalEvent {smart_goal_id, date, time, category_id, title?, client_id?, lesson_id?} – an event in the caller's calendar for the goal
export const POST = withApi({ access: "goal.write", body: ZCreateGoalEvent }, async ({ db, actor, body, now }) => {
  const data = await createSmartGoalEvent(db, actor, body, now);
  return NextResponse.json({ status_code: 201, message: "Created with success.", data }, { status: 201 });
});
