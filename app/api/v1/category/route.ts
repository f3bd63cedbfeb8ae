import { localizeCategories } from "@/lib/categories/labels";
import { categoryTranslator } from "@/lib/categories/labels-server";
import { categoryJson, listCategoriesFor } from "@/lib/categories/queries";
import { ZCategoryQuery } from "@/lib/categories/schemas";
import { withApi } from "@/lib/http/with-api";
import { placedUser } from "@/lib/memberships/queries";

// GET /api/v1/category[?lang=en|it|de] – the caller's use-of-time categories (their active district's ASCA edition and colours), each with its group
export const GET = withApi({ access: "reference.read", query: ZCategoryQuery }, async ({ db, actor, query }) => {
  // The district's and school's own sub-categories and colours are those of the caller's active memberships, never their profile's.
  const categories = await listCategoriesFor(db, { user: await placedUser(db, actor.user) });
  const shown = query.lang ? localizeCategories(await categoryTranslator(query.lang), categories) : categories;
  return { status_code: 200, data: shown.filter((c) => c.parentId === null).map(categoryJson) };
});
