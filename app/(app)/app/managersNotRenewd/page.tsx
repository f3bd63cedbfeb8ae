import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { QuotePdfButtons } from "@/components/account-admin/quote-pdf-buttons";
import { ListEmpty, ListPager, listHref } from "@/components/admin-lists/pager";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { roleKey } from "@/lib/auth/roles";
import { displayName } from "@/lib/admin-lists/common";
import { MANAGER_ROLES, WINDOWS, listManagersNotRenewed, type TManagersFilter } from "@/lib/admin-lists/managers";
import { formatDate } from "@/lib/i18n/format";
import { MaxLengthInput } from "@/components/ui/max-length-field";

export async function generateMetadata() {
  return { title: (await getTranslations("adminLists.managers"))("title") };
}

const paramsOf = (f: TManagersFilter) => ({ q: f.q, window: f.window === "30" ? null : f.window, role: f.role, sort: f.sort === "expires" ? null : f.sort, dir: f.dir === "asc" ? null : f.dir });

/** /app/managersNotRenewd: managers, directors and state managers whose licence ended or ends soon and who have not renewed (admins). */
export default async function ManagersNotRenewedPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("managersNotRenewd");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("adminLists.managers");
  const tc = await getTranslations("adminLists.common");
  const tr = await getTranslations();
  const { rows, total, filter, pages } = await listManagersNotRenewed(await getDb(), user, await searchParams, new Date());
  const locale = await getLocale();
  const params = paramsOf(filter);
  const filtered = Boolean(filter.q || filter.role);
  const sortHeader = (key: TManagersFilter["sort"], label: string) => {
    const current = filter.sort === key;
    const dir = current && filter.dir === "asc" ? "desc" : "asc";
    return (
      <th scope="col" className="px-3 py-2" aria-sort={current ? (filter.dir === "asc" ? "ascending" : "descending") : undefined}>
        <Link href={listHref("/app/managersNotRenewd", { ...params, sort: key, dir }, 1)} className="underline-offset-2 hover:underline">
          {label}
          {current ? <span aria-hidden="true">{filter.dir === "asc" ? " ▲" : " ▼"}</span> : null}
          <span className="sr-only">{tc("sortBy", { column: label })}</span>
        </Link>
      </th>
    );
  };
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <a href={listHref("/app/managersNotRenewd/csv", params, 1)} className={buttonClass("secondary")} download>
          {tc("csv")}
        </a>
      </div>
      <p className="text-sm text-slate-600">{t("intro", { total })}</p>
      <form role="search" method="get" className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor="mnr-q" className="block text-sm font-medium text-slate-700">{tc("search")}</label>
          <MaxLengthInput id="mnr-q" name="q" type="search" defaultValue={filter.q} maxLength={100} className={`${inputClass} w-64`} />
        </div>
        <div className="space-y-1">
          <label htmlFor="mnr-window" className="block text-sm font-medium text-slate-700">{t("window")}</label>
          <select id="mnr-window" name="window" defaultValue={filter.window} className={inputClass}>
            {WINDOWS.map((w) => (
              <option key={w} value={w}>{w === "expired" ? t("expired") : t("within", { days: Number(w) })}</option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="mnr-role" className="block text-sm font-medium text-slate-700">{t("role")}</label>
          <select id="mnr-role" name="role" defaultValue={filter.role ? String(filter.role) : ""} className={inputClass}>
            <option value="">{tc("all")}</option>
            {MANAGER_ROLES.map((r) => (
              <option key={r} value={r}>{tr(roleKey(r))}</option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>{tc("filter")}</button>
        {filtered ? <Link href="/app/managersNotRenewd" className="text-sm text-brand-700 underline">{tc("clear")}</Link> : null}
      </form>
      {rows.length === 0 ? (
        <ListEmpty filtered={filtered} />
      ) : (
        <TableScroll>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {sortHeader("name", tc("name"))}
                <th scope="col" className="px-3 py-2">{tc("email")}</th>
                <th scope="col" className="px-3 py-2">{t("districtSchool")}</th>
                {sortHeader("seats", t("seats"))}
                {sortHeader("expires", t("expires"))}
                <th scope="col" className="px-3 py-2">{t("lastInvoice")}</th>
                <th scope="col" className="px-3 py-2">{t("renewal")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.id}>
                  <th scope="row" className="px-3 py-2 font-medium">
                    <Link href={`/app/users?q=${encodeURIComponent(r.username)}`} className="text-brand-700 underline">{displayName(r)}</Link>
                    <span className="block text-xs font-normal text-slate-600">{tr(roleKey(r.roleId))}</span>
                  </th>
                  <td className="break-all px-3 py-2"><a href={`mailto:${r.email}`} className="text-brand-700 underline">{r.email}</a></td>
                  <td className="px-3 py-2">{[r.district, r.schoolName, r.state].filter(Boolean).join(" · ")}</td>
                  <td className="px-3 py-2 tabular-nums">{r.licenses}</td>
                  <td className={`whitespace-nowrap px-3 py-2 ${r.expired ? "font-medium text-red-700" : ""}`}>{formatDate(r.expires, locale)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{r.lastInvoiceOn ? formatDate(r.lastInvoiceOn, locale) : "—"}</td>
                  <td className="px-3 py-2">
                    {r.openQuoteId ? (
                      <>
                        <span className="block text-xs text-slate-600">{t("openQuote", { id: r.openQuoteId })}</span>
                        <QuotePdfButtons quoteId={r.openQuoteId} />
                      </>
                    ) : r.reNew === 11 ? (
                      t("requested")
                    ) : (
                      t("noQuote")
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ListPager base="/app/managersNotRenewd" params={params} page={filter.page} pages={pages} total={total} />
    </section>
  );
}
