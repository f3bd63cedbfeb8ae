import { z } from "zod";

/** What a list page's URL carries: `?page=` (1-based), `?sort=` (a column id, `-id` for descending) and `?q=`. */
export type TSort = { by: string; desc: boolean };
export type TQueryValue = string | number | null | undefined;
export type TSearchParams = Record<string, string | string[] | undefined>;

const ZPage = z.coerce.number().int().min(1).max(100_000).catch(1);

/** The first value of a search param (Next gives arrays for repeated keys). */
export function firstParam(raw: TSearchParams, key: string): string | undefined {
  const v = raw[key];
  return Array.isArray(v) ? v[0] : v;
}

/** `?page=`: a positive whole number; anything else is page 1. */
export function parsePage(raw: TSearchParams): number {
  return ZPage.parse(firstParam(raw, "page") ?? 1);
}

/** `?sort=name` or `?sort=-name`: only a column the page allows sorting by; anything else is the page's default (or none). */
export function parseSort(raw: TSearchParams, allowed: readonly string[], fallback: TSort | null = null): TSort | null {
  const value = firstParam(raw, "sort");
  if (!value) return fallback;
  const desc = value.startsWith("-");
  const by = desc ? value.slice(1) : value;
  return allowed.includes(by) ? { by, desc } : fallback;
}

/** The `?sort=` value of a sort. */
export function sortParam(sort: TSort | null): string | null {
  return sort ? `${sort.desc ? "-" : ""}${sort.by}` : null;
}

/** The sort a header link asks for: the column's opposite direction when it is the current sort, ascending otherwise. */
export function nextSort(current: TSort | null, by: string): TSort {
  return current && current.by === by ? { by, desc: !current.desc } : { by, desc: false };
}

/** A list page's link: its non-empty params in order, page 1 left out so the first page has one URL. */
export function listHref(base: string, params: Record<string, TQueryValue>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === null || v === undefined || v === "") continue;
    if (k === "page" && Number(v) <= 1) continue;
    q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `${base}?${s}` : base;
}

/** The number of pages for a total (at least one, so an empty list reads "page 1 of 1"). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
