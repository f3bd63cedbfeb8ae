/** What Next hands a page as its query: a key may be missing, given once, or given several times. */
export type TSearchParams = Record<string, string | string[] | undefined>;

/** The props of a page that reads only its query. */
export type TSearchParamsProps = { searchParams: Promise<TSearchParams> };

/** The props of a page that reads only its path segments. */
export type TParamsProps<P extends Record<string, string>> = { params: Promise<P> };

/** A repeated query key counts by its first value, so `?q=a&q=b` reads as `q=a`. */
export function firstParam(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/** The first value of a query key, trimmed; a blank or missing one is null. */
export function trimmedParam(v: string | string[] | undefined): string | null {
  return firstParam(v)?.trim() || null;
}

/** The first value of a query key, or "" when it is missing. */
export function textParam(v: string | string[] | undefined): string {
  return firstParam(v) ?? "";
}

/** Every key of the query by its first value: the plain object a list filter's zod schema parses. */
export function firstParams(raw: TSearchParams): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, firstParam(v)]));
}

/** A path segment decoded; a malformed one (a stray %) is read as it came rather than refused. */
export function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
