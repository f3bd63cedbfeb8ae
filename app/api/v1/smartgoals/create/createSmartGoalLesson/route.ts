import { NextResponse } from "next/server";
import { withApi } from "@/lib/http/with-api";
import { createSmartGoalLesson } from "@/lib/smart-goals/create-from-goal";
import { ZCreateGoalLesson } from "@/lib/smart-goals/schemas";

// POST /api/v1/smartgoals/create/createSmartGoalLesson {smart_goal_id, name, addObjectives} – a lesson from the goal; answers lesson {id, name}
export const POST = withApi({ access: "goal.write", body: ZCreateGoalLesson }, async ({ db, actor, body, now }) => {
  const data = await createSmartGoalLesson(db, actor, body, now);
  return NextResponse.json({ status_code: 201, message: "Created with success.", ...data }, { status: 201 });
});
