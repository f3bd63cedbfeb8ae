import { categoryJson, listCategoriesFor } from "@/lib/categories/queries";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/category – the caller's use-of-time categories (their district's ASCA edition), each with its group
export const GET = withApi({ access: "user" }, async ({ db, actor }) => {
  const categories = await listCategoriesFor(db, actor);
  return { status_code: 200, data: categories.filter((c) => c.parentId === null).map(categoryJson) };
});
