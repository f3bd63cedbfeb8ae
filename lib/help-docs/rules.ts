// Pure rules of the documentation (a topic sits in a category, a sub-category and a sub-sub-category). No database, no Next: unit-tested directly.

import { richTextToPlain } from "@/lib/http/rich-text";

export type TLang = "en" | "it" | "de";
export const LANGS: readonly TLang[] = ["en", "it", "de"];

export function langOf(locale: string): TLang {
  return locale === "it" || locale === "de" ? locale : "en";
}

/** The text in the reader's language, else the English one (every record has English). */
export function pickLang(values: { en: string; it: string; de: string }, locale: string): { text: string; lang: TLang } {
  const lang = langOf(locale);
  const own = values[lang]?.trim();
  return own ? { text: values[lang], lang } : { text: values.en, lang: "en" };
}

export type TCategoryNode = { id: number; parentId: number | null; level: number };

/**
 * The sub levels of a topic must descend from its category: the sub-category is a level-2 child of
 * the category, the sub-sub-category a level-3 child of the sub-category (and needs one). Returns
 * the field at fault, or null when the choice is consistent.
 */
export function categoryPathError(
  byId: ReadonlyMap<number, TCategoryNode>,
  choice: { categoryId: number; subCategoryId: number | null; subSubCategoryId: number | null },
): { field: "categoryId" | "subCategoryId" | "subSubCategoryId"; code: string } | null {
  const cat = byId.get(choice.categoryId);
  if (!cat || cat.level !== 1) return { field: "categoryId", code: "doc_category_unknown" };
  if (choice.subCategoryId !== null) {
    const sub = byId.get(choice.subCategoryId);
    if (!sub || sub.level !== 2 || sub.parentId !== cat.id) return { field: "subCategoryId", code: "doc_sub_not_under_category" };
  }
  if (choice.subSubCategoryId !== null) {
    if (choice.subCategoryId === null) return { field: "subCategoryId", code: "doc_sub_required" };
    const subSub = byId.get(choice.subSubCategoryId);
    if (!subSub || subSub.level !== 3 || subSub.parentId !== choice.subCategoryId) return { field: "subSubCategoryId", code: "doc_subsub_not_under_sub" };
  }
  return null;
}

/** A category's level from its parent: none → 1, a level-1 parent → 2, a level-2 parent → 3; a level-3 parent cannot have children (null). */
export function childLevel(parent: TCategoryNode | null): number | null {
  if (!parent) return 1;
  return parent.level < 3 ? parent.level + 1 : null;
}

/** What the search reads: every title and the plain text of every body, lower-cased, on one line. */
export function searchTextOf(t: { titleEn: string; titleIt: string; titleDe: string; bodyEn: string; bodyIt: string; bodyDe: string }): string {
  return [t.titleEn, t.titleIt, t.titleDe, richTextToPlain(t.bodyEn), richTextToPlain(t.bodyIt), richTextToPlain(t.bodyDe)].join(" ").replace(/\s+/g, " ").trim().toLowerCase();
}

/**
 * The words of a search as a PostgreSQL tsquery matching each as a prefix ("smart go" → "smart:* & go:*").
 * Only letters and digits survive, so the query can never be malformed; null when no word is left.
 */
export function prefixQuery(q: string): string | null {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

/** A short plain-text excerpt of a body, for a result list. */
export function excerpt(html: string, max = 180): string {
  const plain = richTextToPlain(html).replace(/\s+/g, " ");
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}
