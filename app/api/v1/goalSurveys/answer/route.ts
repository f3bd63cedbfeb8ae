import { clientIp } from "@/lib/auth/ip";
import { withApi } from "@/lib/http/with-api";
import { submitGoalAnswers } from "@/lib/goal-surveys/submit-goal-answers";
import { ZGoalAnswersInput } from "@/lib/goal-surveys/schemas";
import { requireDeviceId } from "@/lib/surveys/device-cookie";

// POST /api/v1/goalSurveys/answer – {smart_goal_id, event_id, phase, answers:[{question_id, value}], student_id?, student?}: a student's answers on a SMART goal's survey page (no device cookie: 400)
export const POST = withApi({ access: "public", body: ZGoalAnswersInput }, async ({ req, db, body, now }) => {
  const result = await submitGoalAnswers(db, body, { deviceId: requireDeviceId(req), ip: clientIp(req.headers), now });
  return { status_code: 200, data: result, message: "Thank you for your answers." };
});
