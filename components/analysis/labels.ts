"use client";

import { useTranslations } from "next-intl";

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
  const t = useTranslations("analysis.groups");
  return (key, fallback) => (t.has(key) ? t(key) : fallback);
}

/** Minutes as "h:mm". */
export function hoursMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}`;
}

/** A category's name: the seeded ASCA categories in the reader's language, a district's own as entered. */
export function useCategoryLabel(): (c: { id: number | null; name: string; shared: boolean }) => string {
  const t = useTranslations("analysis");
  return (c) => {
    if (c.id == null) return t("uncategorized");
    const key = `categoryNames.c${c.id}`;
    return c.shared && t.has(key) ? t(key) : c.name;
  };
}
