import { categoryName, groupName, type TCategoryTranslator } from "@/lib/categories/labels";
import type { TLogRow } from "./schemas";

// Pure rules of the logs page. The clock is passed in.

/** Today and the time now in a time zone, the time rounded to the nearest 5 minutes (at most 23:55). */
export function nowRounded(now: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const minutes = Math.min(23 * 60 + 55, Math.round((Number(parts.hour) * 60 + Number(parts.minute)) / 5) * 5);
  const hm = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: hm };
}

/** Minutes as whole hours and the rest: 135 → { hours: 2, minutes: 15 }. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/**
 * A log row's category, sub-category and group in the reader's language (table and CSV): a
 * sub-category is a district's or school's (its name as entered) under a seeded ASCA category.
 */
export function logCategoryLabels(
  t: TCategoryTranslator,
  r: Pick<TLogRow, "category_id" | "category_name" | "parent_category_id" | "parent_category_name" | "group_key" | "group_name">,
): { category: string | null; subcategory: string | null; group: string | null } {
  const own = r.category_id != null && r.category_name != null ? categoryName(t, { id: r.category_id, name: r.category_name, shared: r.parent_category_id == null }) : null;
  const group = r.group_key ? groupName(t, r.group_key, r.group_name ?? r.group_key) : r.group_name;
  if (r.parent_category_id == null) return { category: own, subcategory: null, group };
  return { category: categoryName(t, { id: r.parent_category_id, name: r.parent_category_name ?? "", shared: true }), subcategory: own, group };
}
