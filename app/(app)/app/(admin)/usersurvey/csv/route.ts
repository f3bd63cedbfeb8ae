import { withApi } from "@/lib/http/with-api";
import { signupSurveyCsv } from "@/lib/survey-answers/csv";
import { csvLocale, csvResponse } from "@/lib/survey-answers/route-helpers";
import { ZSurveyFilter } from "@/lib/survey-answers/schemas";
import { z } from "zod";

// GET /app/usersurvey/csv?from&to&lang – the sign-up survey answers of the range as CSV (UTF-8 with BOM; admins)
export const GET = withApi({ access: "feedback.read", query: ZSurveyFilter.extend({ lang: z.string().optional() }) }, async ({ req, db, query }) => {
  return csvResponse(await signupSurveyCsv(db, query, csvLocale(req)));
});
