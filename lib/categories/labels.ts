import type { TCategoryOption } from "./rules";

// The one source of the names of the seeded ASCA use-of-time groups and categories in the reader's
// language: messages ascaCategories.groups.<key>, ascaCategories.names.c<id> and
// ascaCategories.descriptions.c<id>. The seeded categories carry fixed ids (db/seed/data/asca.ts);
// a district's or school's sub-category is typed by a person and keeps its stored name.
// Pure: pass next-intl's translator of the namespace (useTranslations, getTranslations or
// createTranslator with namespace CATEGORY_MESSAGES, see labels-server.ts).

export const CATEGORY_MESSAGES = "ascaCategories";

/** What next-intl's translators of CATEGORY_MESSAGES offer, and all this module needs. */
export type TCategoryTranslator = { (key: string): string; has(key: string): boolean };

export const categoryNameKey = (id: number): string => `names.c${id}`;
export const categoryDescriptionKey = (id: number): string => `descriptions.c${id}`;
export const groupNameKey = (key: string): string => `groups.${key}`;

/** A category as the label functions read it; shared = a seeded ASCA category (no owner, no parent). */
export type TLabelledCategory = { id: number | null; name: string; shared: boolean };

/** The category's name: a seeded one in the reader's language, a district's or school's as entered. */
export function categoryName(t: TCategoryTranslator, c: TLabelledCategory): string {
  if (c.id == null || !c.shared) return c.name;
  const key = categoryNameKey(c.id);
  return t.has(key) ? t(key) : c.name;
}

/** The examples of a category: a seeded one's in the reader's language, a sub-category's as entered. */
export function categoryDescription(t: TCategoryTranslator, c: { id: number; description: string | null; shared: boolean }): string | null {
  if (!c.shared || !c.description) return c.description;
  const key = categoryDescriptionKey(c.id);
  return t.has(key) ? t(key) : c.description;
}

/** A group's name in the reader's language (the stored name for a group without a message). */
export function groupName(t: TCategoryTranslator, key: string, fallback: string): string {
  const k = groupNameKey(key);
  return t.has(k) ? t(k) : fallback;
}

/** A category option (pickers, legends, category screens) with its name, examples and group translated. */
export function localizeCategory<T extends TCategoryOption>(t: TCategoryTranslator, o: T): T {
  const shared = o.scope === "asca";
  return {
    ...o,
    name: categoryName(t, { id: o.id, name: o.name, shared }),
    description: categoryDescription(t, { id: o.id, description: o.description, shared }),
    groupName: groupName(t, o.groupKey, o.groupName),
  };
}

export function localizeCategories<T extends TCategoryOption>(t: TCategoryTranslator, list: readonly T[]): T[] {
  return list.map((o) => localizeCategory(t, o));
}
