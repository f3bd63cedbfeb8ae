import { clientIp } from "@/lib/auth/ip";
import { withApi } from "@/lib/http/with-api";
import { ZPageSurvey } from "@/lib/pages/schemas";
import { submitPageSurvey } from "@/lib/pages/submit-page-survey";

// POST /home/pageSurvey – the survey after a demo (type D) or a training (type T)
export const POST = withApi({ access: "public", body: ZPageSurvey }, async ({ req, db, actor, body, now }) => {
  await submitPageSurvey(db, actor, body, { ip: clientIp(req.headers), now });
  return { status_code: 200, message: "Thank you for your answers." };
});
