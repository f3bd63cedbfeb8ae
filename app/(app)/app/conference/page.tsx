import Link from "next/link";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { InstitutionPager } from "@/components/institutions/list-controls";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { TableScroll } from "@/components/ui/table-scroll";
import { formatClockTime } from "@/lib/i18n/format";
import { listConferences } from "@/lib/institutions/conference-queries";
import { filterOf } from "@/lib/institutions/page-filter";
import { MaxLengthInput } from "@/components/ui/max-length-field";

export async function generateMetadata() {
  return { title: (await getTranslations("institutions.conferences"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /app/conference: the conferences (public page /{url}, dates, hours, status, coupon), searched and paged. Admins only. */
export default async function ConferencesPage({ searchParams }: TProps) {
  const denied = await guardArea("conference");
  if (denied) return denied;
  const filter = filterOf(await searchParams);
  const [t, f, list, format, locale] = await Promise.all([getTranslations("institutions.conferences"), getTranslations("institutions.list"), listConferences(await getDb(), filter), getFormatter(), getLocale()]);
  const day = (d: string | null) => (d ? format.dateTime(new Date(`${d}T12:00:00Z`), { dateStyle: "medium", timeZone: "UTC" }) : "");
  return (
    <div className="max-w-6xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="max-w-2xl text-slate-700">{t("intro")}</p>
        </div>
        <Link href="/app/conference/new" className={buttonClass("primary")}>
          {t("add")}
        </Link>
      </header>
      <form method="get" action="/app/conference" role="search" aria-label={f("search")} className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor="conf-q" className="block text-sm font-medium text-slate-700">
            {t("search")}
          </label>
          <MaxLengthInput id="conf-q" name="q" defaultValue={filter.q ?? ""} maxLength={100} className={`${inputClass} w-64`} />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {f("searchButton")}
        </button>
      </form>
      {list.rows.length === 0 ? (
        <p className="text-slate-700">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("title")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("name")}</th>
                <th scope="col" className="px-3 py-2">{t("slug")}</th>
                <th scope="col" className="px-3 py-2">{t("dates")}</th>
                <th scope="col" className="px-3 py-2">{t("hours")}</th>
                <th scope="col" className="px-3 py-2">{t("status")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("coupon")}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{t("actions")}</span></th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((c) => (
                <tr key={c.id} className="border-t border-slate-200">
                  <td className="px-3 py-2">{c.name}</td>
                  <td className="px-3 py-2">
                    <a href={`/${c.slug}`} className="text-brand-700 underline">/{c.slug}</a>
                  </td>
                  <td className="px-3 py-2">{[day(c.startDate), day(c.endDate)].filter(Boolean).join(" – ")}</td>
                  <td className="px-3 py-2 tabular-nums">{`${formatClockTime(`${c.startHour}:00`, locale)} – ${formatClockTime(`${c.endTime}:00`, locale)}`}</td>
                  <td className="px-3 py-2">{t.has(`statuses.${c.status.replace(" ", "")}`) ? t(`statuses.${c.status.replace(" ", "")}`) : c.status}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{c.coupon}%</td>
                  <td className="px-3 py-2 text-right">
                    <Link href={`/app/conference/edit/${c.id}`} className="text-brand-700 underline" aria-label={t("editNamed", { name: c.name })}>
                      {t("edit")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <InstitutionPager base="/app/conference" filter={filter} page={list.page} pages={list.pages} total={list.total} />
    </div>
  );
}
