import "server-only";
import type { TDb } from "@/db/client";
import { contactMessages } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { RATE_LIMITS, hitRateLimit } from "@/lib/http/rate-limit";
import type { TPublicContext } from "./request-demo";
import { surveyText } from "./rules";
import { ZPageSurvey, type TPageSurveyInput } from "./schemas";

/**
 * POST /home/pageSurvey: the satisfaction survey after a demo (/demosurvey, type D) or a training
 * (/trainingsurvey, type T), kept as a contact message starting "Demo survey" or "Training survey".
 * Not in user_surveys, even for a signed-in user: that table holds the one sign-up survey per
 * user, and a row there makes POST /home/addUserSurvey answer survey_taken. A signed-in user's
 * name and email are filled in from the account.
 */
export async function submitPageSurvey(db: TDb, actor: TActor | null, input: TPageSurveyInput, ctx: TPublicContext): Promise<{ id: number }> {
  await hitRateLimit(db, RATE_LIMITS.survey, ctx.ip, ctx.now);
  const v = ZPageSurvey.parse(input);
  const account = actor?.user;
  const name = v.name || (account ? `${account.firstName} ${account.lastName}`.trim() || account.username : "") || "Anonymous";
  const [row] = await db
    .insert(contactMessages)
    .values({ email: v.email || account?.email || "", name, phone: "", message: surveyText(v.type, v), createdAt: ctx.now })
    .returning({ id: contactMessages.id });
  return { id: row.id };
}
