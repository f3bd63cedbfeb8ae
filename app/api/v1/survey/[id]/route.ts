import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { deleteSurvey } from "@/lib/surveys/delete-survey";
import { getOwnSurvey } from "@/lib/surveys/queries";
import { updateSurvey } from "@/lib/surveys/save-survey";
import { ZSurveyInput } from "@/lib/surveys/schemas";
import { parseId } from "@/lib/surveys/rules";

function surveyId(params: Record<string, unknown>): number {
  const id = typeof params.id === "string" ? parseId(params.id) : null;
  if (id === null) throw notFound();
  return id;
}

// GET /api/v1/survey/{id} – one of the caller's surveys with its statements in order (another's is a 404)
export const GET = withApi({ access: "survey.read" }, async ({ db, actor, params }) => ({
  status_code: 200,
  data: await getOwnSurvey(db, actor, surveyId(params)),
}));

// PUT /api/v1/survey/{id} – updates the survey; statements sent with their id keep their answers
export const PUT = withApi({ access: "survey.write", body: ZSurveyInput }, async ({ db, actor, body, params, now }) => ({
  status_code: 200,
  data: await updateSurvey(db, actor, surveyId(params), body, now),
  message: "Saved.",
}));

// DELETE /api/v1/survey/{id} – deletes the survey with its answers; lessons using it keep going without one
export const DELETE = withApi({ access: "survey.write" }, async ({ db, actor, params }) => ({
  status_code: 200,
  data: await deleteSurvey(db, actor, surveyId(params)),
}));
