import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** The query string of a list page: the filter's non-empty values and the page. */
export function listHref(base: string, params: Record<string, string | number | null | undefined>, page: number): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== "") q.set(k, String(v));
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `${base}?${s}` : base;
}

/** Previous / next links and "Page x of y (n results)" of the administrator's lists. */
export async function ListPager({ base, params, page, pages, total }: { base: string; params: Record<string, string | number | null | undefined>; page: number; pages: number; total: number }) {
  const t = await getTranslations("adminLists.common");
  return (
    <nav aria-label={t("paging")} className="flex items-center justify-between gap-4 text-sm">
      <p>{t("pageOf", { page, pages, total })}</p>
      <div className="flex gap-3">
        {page > 1 ? <Link href={listHref(base, params, page - 1)} className="text-brand-700 underline">{t("previous")}</Link> : null}
        {page < pages ? <Link href={listHref(base, params, page + 1)} className="text-brand-700 underline">{t("next")}</Link> : null}
      </div>
    </nav>
  );
}

/** The empty state of a list: nothing at all, or nothing matching the filter. */
export async function ListEmpty({ filtered }: { filtered: boolean }) {
  const t = await getTranslations("adminLists.common");
  return <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{filtered ? t("noMatch") : t("empty")}</p>;
}
