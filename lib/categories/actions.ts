"use server";

import { assertCan } from "@/lib/auth/permissions";
import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { AppError } from "@/lib/http/errors";
import { saveSubcategory } from "./save-subcategory";
import { resetCategoryColor } from "./reset-category-color";
import type { TCategoryColorInput, TCategoryColorResetInput, TSubcategoryCreate, TSubcategoryUpdate } from "./schemas";
import { setCategoryColor } from "./set-category-color";

// Server actions of the category screens: parse, call the use-case, revalidate. A domain error that
// names a field keeps it, so the form can show it next to its input.

async function run<T>(fn: Parameters<typeof runAction<T>>[0]) {
  let field: AppError | null = null;
  const result = await runAction<T>(async (ctx) => {
    try {
      return await fn(ctx);
    } catch (error) {
      if (error instanceof AppError && error.field) field = error;
      throw error;
    }
  });
  if (result.ok) {
    for (const p of ["/app/categories", "/app/categoryColor", "/app/logs", "/app/calendar", "/app/dashboard"]) revalidatePath(p);
    return result;
  }
  const fe = field as AppError | null;
  return fe ? { ...result, error: [{ code: fe.code, message: fe.message, field: fe.field }] } : result;
}

export async function saveSubcategoryAction(input: TSubcategoryCreate | TSubcategoryUpdate) {
  return run(({ db, actor }) => {
    assertCan(actor.user, "categories.manage");
    return saveSubcategory(db, actor, input);
  });
}

export async function setCategoryColorAction(input: TCategoryColorInput) {
  return run(({ db, actor }) => {
    assertCan(actor.user, "categories.manage");
    return setCategoryColor(db, actor, input);
  });
}

export async function resetCategoryColorAction(input: TCategoryColorResetInput) {
  return run(({ db, actor }) => {
    assertCan(actor.user, "categories.manage");
    return resetCategoryColor(db, actor, input);
  });
}
