import { localizeCategories } from "@/lib/categories/labels";
import { categoryTranslator } from "@/lib/categories/labels-server";
import { assertUsableCategory, categoryJson, listCategoriesFor } from "@/lib/categories/queries";
import { ZSubcategoryQuery } from "@/lib/categories/schemas";
import { withApi } from "@/lib/http/with-api";
import { placedUser } from "@/lib/memberships/queries";

// GET /api/v1/subcategory?parent_id=[&lang=] – the active sub-categories of one of the caller's categories (their district's and school's)
export const GET = withApi({ access: "reference.read", query: ZSubcategoryQuery }, async ({ db, actor, query }) => {
  // The district's and school's own sub-categories and colours are those of the caller's active memberships, never their profile's.
  const viewer = { user: await placedUser(db, actor.user) };
  await assertUsableCategory(db, viewer, query.parent_id);
  const categories = (await listCategoriesFor(db, viewer)).filter((c) => c.parentId === query.parent_id);
  // A sub-category's name is typed by a person; only its group name has a translation.
  const shown = query.lang ? localizeCategories(await categoryTranslator(query.lang), categories) : categories;
  return { status_code: 200, data: shown.map(categoryJson) };
});
