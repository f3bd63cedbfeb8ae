import { withApi } from "@/lib/http/with-api";
import { ZTopic, createTopic, listTopics } from "@/lib/billing-topics/topics";

// GET /api/v1/billingTopics – every billing topic in order, all languages (admins)
export const GET = withApi({ access: "billingTopic.read" }, async ({ db, actor }) => ({ status_code: 200, data: await listTopics(db, actor) }));

// POST /api/v1/billingTopics – creates a topic at the end (question and answer in en/it/de, published; admins; audited)
export const POST = withApi({ access: "billingTopic.write", body: ZTopic }, async ({ db, actor, body, now }) => ({
  status_code: 200,
  data: await createTopic(db, actor, body, now),
  message: "Created.",
}));
