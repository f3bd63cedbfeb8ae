import { withApi } from "@/lib/http/with-api";
import { matchLessonByMindset } from "@/lib/smart-goals/queries";
import { ZMatchLessonQuery } from "@/lib/smart-goals/schemas";

// GET /api/v1/smartgoals/get/matchLessonByMindset?mindset_id1&targetGroupId&smartgoal_id – usable lessons sharing a standard and the group's grades, and the caller's events delivering them
export const GET = withApi({ access: "goal.read", query: ZMatchLessonQuery }, async ({ db, actor, query }) => ({
  status_code: 200,
  ...(await matchLessonByMindset(db, actor, query)),
}));
