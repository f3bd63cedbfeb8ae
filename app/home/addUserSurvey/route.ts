import { clientIp } from "@/lib/auth/ip";
import { RATE_LIMITS, hitRateLimit } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";
import { addUserSurvey } from "@/lib/signup/add-user-survey";
import { ZUserSurvey } from "@/lib/signup/schemas";

// POST /home/addUserSurvey – the answers of the survey after registration
export const POST = withApi({ access: "public", body: ZUserSurvey }, async ({ req, db, body, now }) => {
  await hitRateLimit(db, RATE_LIMITS.survey, clientIp(req.headers), now);
  return { status_code: 200, data: await addUserSurvey(db, body, now), message: "Thank you for your answers." };
});
