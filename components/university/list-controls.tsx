import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { MaxLengthInput } from "@/components/ui/max-length-field";
import { inputClass } from "@/components/ui/field";

export type TUniversityListFilter = { university?: number; q?: string; page: number };

/** The query string of a course or college-student list for a filter and page number. */
export function universityListHref(base: string, filter: TUniversityListFilter, page: number): string {
  const params = new URLSearchParams();
  if (filter.university) params.set("university", String(filter.university));
  if (filter.q) params.set("q", filter.q);
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `${base}?${s}` : base;
}

/** Search text and, for administrators, the university: a plain GET form. */
export async function UniversityListSearch({ base, filter, universities, qLabel }: { base: string; filter: TUniversityListFilter; universities: { ipedsid: number; name: string }[] | null; qLabel: string }) {
  const t = await getTranslations("university.list");
  return (
    <form method="get" action={base} role="search" aria-label={t("search")} className="flex flex-wrap items-end gap-3">
      {universities ? (
        <div className="space-y-1">
          <label htmlFor="uni-filter" className="block text-sm font-medium text-slate-700">
            {t("university")}
          </label>
          <select id="uni-filter" name="university" defaultValue={filter.university ? String(filter.university) : ""} className={`${inputClass} w-72`}>
            <option value="">{t("allUniversities")}</option>
            {universities.map((u) => (
              <option key={u.ipedsid} value={u.ipedsid}>
                {u.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="space-y-1">
        <label htmlFor="uni-q" className="block text-sm font-medium text-slate-700">
          {qLabel}
        </label>
        <MaxLengthInput id="uni-q" name="q" defaultValue={filter.q ?? ""} maxLength={100} className={`${inputClass} w-64`} />
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        {t("searchButton")}
      </button>
      {filter.q || filter.university ? (
        <Link href={base} className="text-sm text-brand-700 underline">
          {t("clear")}
        </Link>
      ) : null}
    </form>
  );
}

/** Previous / next links and "Page x of y (n results)". */
export async function UniversityPager({ base, filter, page, pages, total }: { base: string; filter: TUniversityListFilter; page: number; pages: number; total: number }) {
  const t = await getTranslations("university.list");
  return (
    <nav aria-label={t("paging")} className="flex items-center justify-between gap-4 text-sm">
      <p>{t("pageOf", { page, pages, total })}</p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link href={universityListHref(base, filter, page - 1)} className={buttonClass("secondary")} rel="prev">
            {t("previous")}
          </Link>
        ) : null}
        {page < pages ? (
          <Link href={universityListHref(base, filter, page + 1)} className={buttonClass("secondary")} rel="next">
            {t("next")}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
