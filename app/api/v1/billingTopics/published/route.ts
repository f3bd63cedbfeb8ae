import { z } from "zod";
import { withApi } from "@/lib/http/with-api";
import { publishedTopics } from "@/lib/billing-topics/topics";

// GET /api/v1/billingTopics/published?language=en|it|de – the published billing topics in a language, in order (any signed-in user; the billing page)
export const GET = withApi({ access: "user", query: z.object({ language: z.enum(["en", "it", "de"]).optional() }) }, async ({ db, actor, query }) => ({
  status_code: 200,
  data: await publishedTopics(db, query.language ?? actor.user.language),
}));
