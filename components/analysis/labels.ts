"use client";

import { useTranslations } from "next-intl";
import { useCategoryTranslator } from "@/components/categories/use-category-translator";
import { categoryName, groupName, type TLabelledCategory } from "@/lib/categories/labels";

// Group colours (one hue per ASCA group, as the seeded categories) and translated group names.

const GROUP_COLORS: Record<string, string> = {
  direct: "#16a34a",
  indirect: "#2563eb",
  support: "#d97706",
  non_counseling: "#dc2626",
  core_curriculum: "#15803d",
  individual_planning: "#22c55e",
  responsive_services: "#0d9488",
  program_management: "#d97706",
  non_counseling_2012: "#dc2626",
  uncategorized: "#94a3b8",
};

export function groupColor(key: string): string {
  return GROUP_COLORS[key] ?? "#64748b";
}

/** The group's name in the reader's language (the stored name for a group without a message). */
export function useGroupLabel(): (key: string, fallback: string) => string {
  const t = useCategoryTranslator();
  return (key, fallback) => groupName(t, key, fallback);
}

/** Minutes as "h:mm". */
export function hoursMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}`;
}

/** A category's name: the seeded ASCA categories in the reader's language, a district's own as entered. */
export function useCategoryLabel(): (c: TLabelledCategory) => string {
  const t = useTranslations("analysis");
  const tc = useCategoryTranslator();
  return (c) => (c.id == null ? t("uncategorized") : categoryName(tc, c));
}
