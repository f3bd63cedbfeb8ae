import { withApi } from "@/lib/http/with-api";
import { targetGroups } from "@/lib/goals/queries";

// GET /api/v1/targets/target/groups – the caller's active groups of students (id, name, count, grade) for the target group picker
export const GET = withApi({ access: "goal.read" }, async ({ db, actor }) => ({
  status_code: 200,
  data: await targetGroups(db, actor),
}));
