import { mayEditHelp } from "@/lib/help-docs/access";
import { listCategories } from "@/lib/help-docs/queries";
import { saveCategory } from "@/lib/help-docs/save";
import { ZJsonBody } from "@/lib/help-docs/schemas";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/documentationCategory – every category (level 1-3 with its parent, names in en/it/de,
// topic count) in tree order (every working role)
export const GET = withApi({ access: "help.content.read" }, async ({ db, actor }) => {
  return { status_code: 200, data: await listCategories(db, { publishedOnly: !mayEditHelp(actor.user) }) };
});

// POST /api/v1/documentationCategory – creates a category; its level follows parentId (none → 1; at most 3) (admins; audited)
export const POST = withApi({ access: "help.content.write", body: ZJsonBody }, async ({ db, actor, body, now }) => {
  const row = await saveCategory(db, actor, body, null, now);
  return { status_code: 200, data: row, message: "Created." };
});
