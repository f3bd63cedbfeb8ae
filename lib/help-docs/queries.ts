import "server-only";
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { documentationCategories as cats, documentationTopics as topics } from "@/db/schema";
import { DOC_PAGE_SIZE, type TDocSearch } from "./schemas";
import { excerpt, pickLang, prefixQuery } from "./rules";

export type TDocCategory = { id: number; parentId: number | null; level: number; nameEn: string; nameIt: string; nameDe: string; position: number; topics: number };

/** Every category (a few dozen at most), in tree order (position, then English name), with its topic count. */
export async function listCategories(db: TDbOrTx, opts: { publishedOnly: boolean }): Promise<TDocCategory[]> {
  const rows = await db.select().from(cats).orderBy(asc(cats.level), asc(cats.position), asc(cats.nameEn));
  const where = opts.publishedOnly ? eq(topics.published, true) : undefined;
  const counts = await db
    .select({ c: topics.categoryId, s: topics.subCategoryId, ss: topics.subSubCategoryId, n: count() })
    .from(topics)
    .where(where)
    .groupBy(topics.categoryId, topics.subCategoryId, topics.subSubCategoryId);
  const n = new Map<number, number>();
  for (const r of counts) for (const id of [r.c, r.s, r.ss]) if (id !== null) n.set(id, (n.get(id) ?? 0) + Number(r.n));
  return rows.map((r) => ({ id: r.id, parentId: r.parentId, level: r.level, nameEn: r.nameEn, nameIt: r.nameIt, nameDe: r.nameDe, position: r.position, topics: n.get(r.id) ?? 0 }));
}

export function categoryName(c: { nameEn: string; nameIt: string; nameDe: string }, locale: string): string {
  return pickLang({ en: c.nameEn, it: c.nameIt, de: c.nameDe }, locale).text;
}

export type TDocTopicRow = typeof topics.$inferSelect;

export async function getTopic(db: TDbOrTx, id: number, opts: { publishedOnly: boolean }): Promise<TDocTopicRow | null> {
  const where = opts.publishedOnly ? and(eq(topics.id, id), eq(topics.published, true)) : eq(topics.id, id);
  const [row] = await db.select().from(topics).where(where).limit(1);
  return row ?? null;
}

export type TDocHit = { id: number; title: string; excerpt: string; categoryId: number; subCategoryId: number | null; subSubCategoryId: number | null; published: boolean; updatedAt: Date };

/**
 * Topics matching the words (each a prefix, in any title or body: the GIN tsvector index on
 * search_text) and the category levels; by relevance when searching, else by title. Paged.
 */
export async function searchTopics(db: TDbOrTx, filter: TDocSearch, opts: { publishedOnly: boolean; locale: string; pageSize?: number }) {
  const size = opts.pageSize ?? DOC_PAGE_SIZE;
  const conditions: SQL[] = [];
  if (opts.publishedOnly) conditions.push(eq(topics.published, true));
  if (filter.category) conditions.push(eq(topics.categoryId, filter.category));
  if (filter.sub) conditions.push(eq(topics.subCategoryId, filter.sub));
  if (filter.subsub) conditions.push(eq(topics.subSubCategoryId, filter.subsub));
  const tsq = prefixQuery(filter.q);
  const vector = sql`to_tsvector('simple', ${topics.searchText})`;
  if (tsq) conditions.push(sql`${vector} @@ to_tsquery('simple', ${tsq})`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(topics).where(where);
  const pages = Math.max(1, Math.ceil(Number(total) / size));
  const page = Math.min(filter.page, pages);
  const order = tsq ? [desc(sql`ts_rank(${vector}, to_tsquery('simple', ${tsq}))`), asc(topics.titleEn)] : [asc(topics.titleEn)];
  const rows = await db
    .select()
    .from(topics)
    .where(where)
    .orderBy(...order, asc(topics.id))
    .limit(size)
    .offset((page - 1) * size);
  const hits: TDocHit[] = rows.map((r) => {
    const title = pickLang({ en: r.titleEn, it: r.titleIt, de: r.titleDe }, opts.locale).text;
    const body = pickLang({ en: r.bodyEn, it: r.bodyIt, de: r.bodyDe }, opts.locale).text;
    return { id: r.id, title, excerpt: excerpt(body), categoryId: r.categoryId, subCategoryId: r.subCategoryId, subSubCategoryId: r.subSubCategoryId, published: r.published, updatedAt: r.updatedAt };
  });
  return { rows: hits, total: Number(total), page, pages };
}

/** A topic in the reader's language (English where a language is missing) for the API. */
export function topicView(r: TDocTopicRow, locale: string) {
  const title = pickLang({ en: r.titleEn, it: r.titleIt, de: r.titleDe }, locale);
  const body = pickLang({ en: r.bodyEn, it: r.bodyIt, de: r.bodyDe }, locale);
  return {
    id: r.id,
    category_id: r.categoryId,
    sub_category_id: r.subCategoryId,
    sub_sub_category_id: r.subSubCategoryId,
    title: title.text,
    body: body.text,
    language: body.lang,
    published: r.published,
    updated_at: r.updatedAt.toISOString(),
  };
}

/** The categories as select options in the reader's language, and each one's full path ("Getting started › Calendar"). */
export function categoryOptions(list: readonly TDocCategory[], locale: string) {
  const byId = new Map(list.map((c) => [c.id, c]));
  const pathOf = (c: TDocCategory): string => {
    const names: string[] = [];
    for (let x: TDocCategory | undefined = c, depth = 0; x && depth < 3; x = x.parentId ? byId.get(x.parentId) : undefined, depth++) names.unshift(categoryName(x, locale));
    return names.join(" › ");
  };
  return list.map((c) => ({ id: c.id, parentId: c.parentId, level: c.level, name: categoryName(c, locale), path: pathOf(c) }));
}

/** The categories in tree order: each followed by its children. */
export function treeOrder<T extends { id: number; parentId: number | null }>(list: readonly T[]): T[] {
  const out: T[] = [];
  const walk = (parent: number | null) => {
    for (const c of list.filter((x) => x.parentId === parent)) {
      out.push(c);
      walk(c.id);
    }
  };
  walk(null);
  return out;
}
