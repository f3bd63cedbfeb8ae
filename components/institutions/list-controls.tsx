import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import type { TInstitutionFilter } from "@/lib/institutions/schemas";
import { MaxLengthInput } from "@/components/ui/max-length-field";

/** The query string of a list page for a filter and page number. */
export function listHref(base: string, filter: TInstitutionFilter, page: number): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.state) params.set("state", filter.state);
  if (filter.zip) params.set("zip", filter.zip);
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `${base}?${s}` : base;
}

/** The search of a school or district list: name or NCES id, state, zip. A plain GET form. */
export async function InstitutionSearch({ base, filter, idLabel }: { base: string; filter: TInstitutionFilter; idLabel: string }) {
  const t = await getTranslations("institutions.list");
  return (
    <form method="get" action={base} role="search" aria-label={t("search")} className="flex flex-wrap items-end gap-3">
      <div className="space-y-1">
        <label htmlFor="inst-q" className="block text-sm font-medium text-slate-700">
          {t("q", { id: idLabel })}
        </label>
        <MaxLengthInput id="inst-q" name="q" defaultValue={filter.q ?? ""} maxLength={100} className={`${inputClass} w-64`} />
      </div>
      <div className="space-y-1">
        <label htmlFor="inst-state" className="block text-sm font-medium text-slate-700">
          {t("state")}
        </label>
        <input id="inst-state" name="state" defaultValue={filter.state ?? ""} maxLength={2} className={`${inputClass} w-20 uppercase`} />
      </div>
      <div className="space-y-1">
        <label htmlFor="inst-zip" className="block text-sm font-medium text-slate-700">
          {t("zip")}
        </label>
        <input id="inst-zip" name="zip" defaultValue={filter.zip ?? ""} maxLength={10} inputMode="numeric" className={`${inputClass} w-28`} />
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        {t("searchButton")}
      </button>
      {filter.q || filter.state || filter.zip ? (
        <Link href={base} className="text-sm text-brand-700 underline">
          {t("clear")}
        </Link>
      ) : null}
    </form>
  );
}

/** Previous / next links and "Page x of y (n results)". */
export async function InstitutionPager({ base, filter, page, pages, total }: { base: string; filter: TInstitutionFilter; page: number; pages: number; total: number }) {
  const t = await getTranslations("institutions.list");
  return (
    <nav aria-label={t("paging")} className="flex items-center justify-between gap-4 text-sm">
      <p>{t("pageOf", { page, pages, total })}</p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link href={listHref(base, filter, page - 1)} className={buttonClass("secondary")} rel="prev">
            {t("previous")}
          </Link>
        ) : null}
        {page < pages ? (
          <Link href={listHref(base, filter, page + 1)} className={buttonClass("secondary")} rel="next">
            {t("next")}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
