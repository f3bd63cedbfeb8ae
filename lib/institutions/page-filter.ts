import { ZInstitutionFilter, type TInstitutionFilter } from "./schemas";

type TRaw = Record<string, string | string[] | undefined>;

/** A list page's filter from its search params; a bad value is dropped rather than refused. */
export function filterOf(raw: TRaw): TInstitutionFilter {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const values = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, first(v) || undefined]));
  return ZInstitutionFilter.parse(values);
}
