import { homeResponse } from "@/lib/home/queries";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/home – the home response (cpuLOAD, prePostSurveyID, prePostEventID, trainerPrePostSurvey, and qrMode: prePostSurveyID > 2) for the signed-in user's own deliveries
export const GET = withApi({ access: "user", license: "renewal" }, async ({ db, actor }) => {
  return { status_code: 200, ...(await homeResponse(db, actor.user.id)) };
});
