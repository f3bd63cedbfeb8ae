import { mayEditHelp } from "@/lib/help-docs/access";
import { topicMissing } from "@/lib/help-docs/errors";
import { getTopic, topicView } from "@/lib/help-docs/queries";
import { deleteTopic, saveTopic } from "@/lib/help-docs/save";
import { ZDocId, ZJsonBody, ZLangQuery } from "@/lib/help-docs/schemas";
import { withApi } from "@/lib/http/with-api";
import { routeParam } from "@/lib/signup/request";

// GET /api/v1/documentationTopic/{id}?lang – one topic in the reader's language (English where a
// language is missing); the administrator also gets every language and unpublished topics
export const GET = withApi({ access: "help.content.read", query: ZLangQuery }, async ({ db, actor, params, query }) => {
  const admin = mayEditHelp(actor.user);
  const row = await getTopic(db, routeParam(ZDocId, params.id, "id"), { publishedOnly: !admin });
  if (!row) throw topicMissing();
  return { status_code: 200, data: admin ? { ...topicView(row, query.lang), all: row } : topicView(row, query.lang) };
});

// PUT /api/v1/documentationTopic/{id} – updates a topic (admins; audited)
export const PUT = withApi({ access: "help.content.write", body: ZJsonBody }, async ({ db, actor, params, body, now }) => {
  const row = await saveTopic(db, actor, body, routeParam(ZDocId, params.id, "id"), now);
  return { status_code: 200, data: row, message: "Saved." };
});

// DELETE /api/v1/documentationTopic/{id} – deletes a topic (admins; audited)
export const DELETE = withApi({ access: "help.content.write" }, async ({ db, actor, params, now }) => {
  await deleteTopic(db, actor, routeParam(ZDocId, params.id, "id"), now);
  return { status_code: 200, message: "Deleted." };
});
