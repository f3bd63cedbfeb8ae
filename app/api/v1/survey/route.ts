import { NextResponse } from "next/server";
import { withApi } from "@/lib/http/with-api";
import { listOwnSurveys } from "@/lib/surveys/queries";
import { createSurvey } from "@/lib/surveys/save-survey";
import { ZSurveyInput, ZSurveyListQuery } from "@/lib/surveys/schemas";

// GET /api/v1/survey?search= – the caller's surveys (name, Likert levels, statement and lesson counts)
export const GET = withApi({ access: "survey.read", query: ZSurveyListQuery }, async ({ db, actor, query }) => ({
  status_code: 200,
  data: await listOwnSurveys(db, actor, query.search ?? ""),
}));

// POST /api/v1/survey – creates a survey {name, likertLevels 3|4|5, likert1..likert5, questions:[{text}]}
export const POST = withApi({ access: "survey.write", body: ZSurveyInput }, async ({ db, actor, body, now }) => {
  const data = await createSurvey(db, actor, body, now);
  return NextResponse.json({ status_code: 201, data, message: "Created." }, { status: 201 });
});
