import { z } from "zod";
import { withApi } from "@/lib/http/with-api";
import { ZTopic, deleteTopic, getTopic, setPublished, updateTopic } from "@/lib/billing-topics/topics";

// GET /api/v1/billingTopics/{id} – one topic (admins)
export const GET = withApi({ access: "billingTopic.read" }, async ({ db, actor, params }) => ({ status_code: 200, data: await getTopic(db, actor, params.id) }));

// PUT /api/v1/billingTopics/{id} – replaces the topic's texts and published flag (admins; audited)
export const PUT = withApi({ access: "billingTopic.write", body: ZTopic }, async ({ db, actor, params, body, now }) => ({
  status_code: 200,
  data: await updateTopic(db, actor, params.id, body, now),
  message: "Saved.",
}));

// PATCH /api/v1/billingTopics/{id} {published} – publishes or unpublishes (admins; audited)
export const PATCH = withApi({ access: "billingTopic.write", body: z.object({ published: z.boolean({ error: "Say true or false." }) }) }, async ({ db, actor, params, body, now }) => ({
  status_code: 200,
  data: await setPublished(db, actor, params.id, body.published, now),
  message: "Saved.",
}));

// DELETE /api/v1/billingTopics/{id} – deletes the topic (admins; audited)
export const DELETE = withApi({ access: "billingTopic.write" }, async ({ db, actor, params, now }) => ({
  status_code: 200,
  data: await deleteTopic(db, actor, params.id, now),
  message: "Deleted.",
}));
