import { withApi } from "@/lib/http/with-api";
import { ZMove, moveTopic } from "@/lib/billing-topics/topics";

// POST /api/v1/billingTopics/{id}/move {direction: up|down} – swaps the topic with its neighbour (admins; audited)
export const POST = withApi({ access: "billingTopic.write", body: ZMove }, async ({ db, actor, params, body, now }) => ({
  status_code: 200,
  data: await moveTopic(db, actor, params.id, body, now),
  message: "Moved.",
}));
