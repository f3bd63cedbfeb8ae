import { ZSurveyPdfBody } from "@/lib/lessons/events-schemas";
import { linkSurveyPdf } from "@/lib/lessons/pdf-links";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/survey/pdf – a 10-minute link to a printable copy of one of the caller's surveys
export const POST = withApi({ access: "survey.write", license: "renewal", body: ZSurveyPdfBody }, async ({ db, actor, body, now }) => {
  return { status_code: 200, ...(await linkSurveyPdf(db, actor, body, now)) };
});
