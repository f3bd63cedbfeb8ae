import { ZDocSearch, type TDocSearch } from "./schemas";

type TSearchParams = Record<string, string | string[] | undefined>;

/** The documentation filter of a page's query string; anything malformed is dropped (a page never fails on its URL). */
export function docFilterOf(sp: TSearchParams): TDocSearch {
  const one = (k: string) => (Array.isArray(sp[k]) ? sp[k][0] : sp[k]);
  const raw = { q: one("q"), category: one("category"), sub: one("sub"), subsub: one("subsub"), page: one("page") };
  const parsed = ZDocSearch.safeParse(raw);
  if (parsed.success) return parsed.data;
  return { q: "", category: null, sub: null, subsub: null, page: 1 };
}

export function docFilterHref(base: string, f: TDocSearch, page: number): string {
  const p = new URLSearchParams();
  if (f.q) p.set("q", f.q);
  if (f.category) p.set("category", String(f.category));
  if (f.sub) p.set("sub", String(f.sub));
  if (f.subsub) p.set("subsub", String(f.subsub));
  if (page > 1) p.set("page", String(page));
  const s = p.toString();
  return s ? `${base}?${s}` : base;
}
