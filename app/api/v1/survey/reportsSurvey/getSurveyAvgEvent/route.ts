import { withApi } from "@/lib/http/with-api";
import { surveyAverages } from "@/lib/surveys/queries";
import { ZSurveyAvgQuery } from "@/lib/surveys/schemas";

// GET /api/v1/survey/reportsSurvey/getSurveyAvgEvent?survey_id&event_id – per-statement pre/post averages; only the event's owner (404 otherwise)
export const GET = withApi({ access: "survey.read", query: ZSurveyAvgQuery }, async ({ db, actor, query }) => ({
  status_code: 200,
  data: await surveyAverages(db, actor, query.survey_id, query.event_id),
}));
