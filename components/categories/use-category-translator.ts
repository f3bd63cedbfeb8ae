"use client";

import { useTranslations } from "next-intl";
import type { TCategoryTranslator } from "@/lib/categories/labels";

/**
 * The translator of the seeded ASCA category and group names (lib/categories/labels) in a client
 * component. Only names and groups reach the browser: descriptions are translated on the server.
 */
export function useCategoryTranslator(): TCategoryTranslator {
  return useTranslations("ascaCategories");
}
