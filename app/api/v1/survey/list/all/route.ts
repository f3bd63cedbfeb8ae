import { resolveSubject } from "@/lib/calendar/scope";
import { withApi } from "@/lib/http/with-api";
import { listOwnSurveysOf } from "@/lib/surveys/queries";
import { ZSurveyListAllQuery } from "@/lib/surveys/schemas";

// GET /api/v1/survey/list/all?user_id= – data.mySurveys: the caller's surveys, or those of a user the caller manages (else 404)
export const GET = withApi({ access: "survey.read", query: ZSurveyListAllQuery }, async ({ db, actor, query }) => {
  const subject = await resolveSubject(db, actor, query.user_id ?? null);
  return { status_code: 200, data: { mySurveys: await listOwnSurveysOf(db, subject.userId) } };
});
