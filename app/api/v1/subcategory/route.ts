import { assertUsableCategory, categoryJson, listCategoriesFor } from "@/lib/categories/queries";
import { ZSubcategoryQuery } from "@/lib/categories/schemas";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/subcategory?parent_id= – the active sub-categories of one of the caller's categories (their district's and school's)
export const GET = withApi({ access: "user", query: ZSubcategoryQuery }, async ({ db, actor, query }) => {
  await assertUsableCategory(db, actor, query.parent_id);
  const categories = await listCategoriesFor(db, actor);
  return { status_code: 200, data: categories.filter((c) => c.parentId === query.parent_id).map(categoryJson) };
});
