import { AppError, notFound } from "@/lib/http/errors";

export const topicMissing = () => notFound("This documentation topic does not exist.");
export const categoryMissing = () => notFound("This documentation category does not exist.");
export const pathError = (code: string, field: string) =>
  new AppError(
    code,
    code === "doc_category_unknown"
      ? "Choose a top-level category."
      : code === "doc_sub_required"
        ? "Choose the sub-category of this sub-sub-category."
        : code === "doc_sub_not_under_category"
          ? "This sub-category is not under the chosen category."
          : "This sub-sub-category is not under the chosen sub-category.",
    422,
    field,
  );
export const parentTooDeep = () => new AppError("doc_parent_too_deep", "A sub-sub-category cannot have categories under it.", 422, "parentId");
export const categoryInUse = () => new AppError("doc_category_in_use", "Move or delete its sub-categories and topics first.", 409);
export const parentChange = () => new AppError("doc_parent_readonly", "A category keeps its parent: create a new one instead.", 422, "parentId");
