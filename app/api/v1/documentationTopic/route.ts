import { mayEditHelp } from "@/lib/help-docs/access";
import { searchTopics } from "@/lib/help-docs/queries";
import { saveTopic } from "@/lib/help-docs/save";
import { ZDocSearchQuery, ZJsonBody } from "@/lib/help-docs/schemas";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/documentationTopic?q&category&sub&subsub&page&lang – the topics matching the words
// (each a prefix, in any title or body) and category levels, 25 a page (every working role; the
// administrator also sees unpublished ones)
export const GET = withApi({ access: "help.content.read", query: ZDocSearchQuery }, async ({ db, actor, query }) => {
  const page = await searchTopics(db, query, { publishedOnly: !mayEditHelp(actor.user), locale: query.lang });
  return { status_code: 200, data: page.rows, total: page.total, page: page.page, pages: page.pages };
});

// POST /api/v1/documentationTopic – creates a topic: category_id, sub_category_id, sub_sub_category_id
// (each level under the previous), title and rich-text body per language, published (admins; audited)
export const POST = withApi({ access: "help.content.write", body: ZJsonBody }, async ({ db, actor, body, now }) => {
  const row = await saveTopic(db, actor, body, null, now);
  return { status_code: 200, data: row, message: "Created." };
});
