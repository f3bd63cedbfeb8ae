import { NextResponse } from "next/server";
import { withApi } from "@/lib/http/with-api";
import { listSmartGoals, smartGoalsForCurriculum } from "@/lib/smart-goals/queries";
import { createSmartGoal } from "@/lib/smart-goals/save-smart-goal";
import { ZSmartGoalInput, ZSmartGoalListQuery } from "@/lib/smart-goals/schemas";

// GET /api/v1/smartgoals[?curriculum=1] – the caller's SMART goals (title, target, groups, stars); ?curriculum=1: {id, name} for the curriculum picker
export const GET = withApi({ access: "goal.read", query: ZSmartGoalListQuery }, async ({ db, actor, query }) => ({
  status_code: 200,
  data: query.curriculum === "1" ? await smartGoalsForCurriculum(db, actor) : await listSmartGoals(db, actor),
}));

// POST /api/v1/smartgoals – creates a SMART goal of the caller (change % and sentence computed; references checked as the caller's)
export const POST = withApi({ access: "goal.write", body: ZSmartGoalInput }, async ({ db, actor, body, now }) => {
  const data = await createSmartGoal(db, actor, body, now);
  return NextResponse.json({ status_code: 201, message: "Created with success.", data }, { status: 201 });
});
