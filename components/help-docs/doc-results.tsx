import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { Pager } from "@/components/ui/data-table";
import { formatInstantDate } from "@/lib/i18n/format";
import type { TDocHit } from "@/lib/help-docs/queries";

/** A list of documentation topics (title, path, excerpt, last update) with paging links. */
export async function DocResults({
  hits,
  paths,
  page,
  pages,
  total,
  hrefOf,
  empty,
}: {
  hits: TDocHit[];
  paths: Map<number, string>;
  page: number;
  pages: number;
  total: number;
  hrefOf: (page: number) => string;
  empty: string;
}) {
  const [t, locale] = await Promise.all([getTranslations("helpDocs"), getLocale()]);
  if (hits.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700" aria-live="polite">
        {t("find.count", { total })}
      </p>
      <ul className="space-y-3">
        {hits.map((h) => (
          <li key={h.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="font-semibold">
              <Link href={`/app/documentations/${h.id}`} className="text-brand-700 underline">
                {h.title}
              </Link>
            </h3>
            <p className="text-xs text-slate-600">
              {paths.get(h.subSubCategoryId ?? h.subCategoryId ?? h.categoryId) ?? ""} · {t("updated", { date: formatInstantDate(h.updatedAt, locale, "UTC", "medium") })}
            </p>
            <p className="mt-1 text-sm text-slate-700">{h.excerpt}</p>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} href={hrefOf} label={t("paging")} status={t("pageOf", { page, pages })} />
    </div>
  );
}
