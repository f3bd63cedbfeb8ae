import { clientIp } from "@/lib/auth/ip";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { answerableSurvey } from "@/lib/surveys/administrations";
import { ZAnswersInput, ZAnswerTarget } from "@/lib/surveys/schemas";
import { requireDeviceId } from "@/lib/surveys/device-cookie";
import { SURVEY_UNKNOWN, submitAnswers } from "@/lib/surveys/submit-answers";

// GET /home/surveyAnswer?survey_id&event_id&phase – the statements students answer and whether that phase is open (unknown: 404)
export const GET = withApi({ access: "public", query: ZAnswerTarget }, async ({ db, query }) => {
  const survey = await answerableSurvey(db, query.survey_id, query.event_id);
  if (!survey) throw notFound(SURVEY_UNKNOWN);
  return {
    status_code: 200,
    data: {
      name: survey.name,
      likertLevels: survey.likertLevels,
      legends: survey.legends,
      statements: survey.statements.map((s) => ({ id: s.id, text: s.text, position: s.position })),
      phase: query.phase,
      open: survey.open[query.phase],
    },
  };
});

// POST /home/surveyAnswer – {survey_id, event_id, phase, answers:[{question_id, value}], student_id?}: a student's answers; a repeat from the same device replaces them (no device cookie: 400)
export const POST = withApi({ access: "public", body: ZAnswersInput }, async ({ req, db, body, now }) => {
  const result = await submitAnswers(db, body, { deviceId: requireDeviceId(req), ip: clientIp(req.headers), now });
  return { status_code: 200, data: result, message: "Thank you for your answers." };
});
