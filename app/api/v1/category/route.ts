import { localizeCategories } from "@/lib/categories/labels";
import { categoryTranslator } from "@/lib/categories/labels-server";
import { categoryJson, listCategoriesFor } from "@/lib/categories/queries";
import { ZCategoryQuery } from "@/lib/categories/schemas";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/category[?lang=en|it|de] – the caller's use-of-time categories (their district's ASCA edition and colours), each with its group
export const GET = withApi({ access: "user", query: ZCategoryQuery }, async ({ db, actor, query }) => {
  const categories = await listCategoriesFor(db, actor);
  const shown = query.lang ? localizeCategories(await categoryTranslator(query.lang), categories) : categories;
  return { status_code: 200, data: shown.filter((c) => c.parentId === null).map(categoryJson) };
});
