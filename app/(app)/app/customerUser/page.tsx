import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { QuotePdfButtons } from "@/components/account-admin/quote-pdf-buttons";
import { ListEmpty, ListPager } from "@/components/admin-lists/pager";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { displayName } from "@/lib/admin-lists/common";
import { listCustomerUsers } from "@/lib/admin-lists/customer-users";
import { formatMoney } from "@/lib/billing/money";
import { formatDate } from "@/lib/i18n/format";
import { MaxLengthInput } from "@/components/ui/max-length-field";

export async function generateMetadata() {
  return { title: (await getTranslations("adminLists.customers"))("title") };
}

const STATUSES = ["all", "requested", "expired", "current"] as const;

/** /app/customerUser: the role-44 customer users (renewing through their manager), their manager, last quote and status (admins). */
export default async function CustomerUsersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("customerUser");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("adminLists.customers");
  const tc = await getTranslations("adminLists.common");
  const { rows, total, filter, pages } = await listCustomerUsers(await getDb(), user, await searchParams, new Date());
  const locale = await getLocale();
  const params = { q: filter.q, status: filter.status === "all" ? null : filter.status };
  const filtered = Boolean(filter.q || filter.status !== "all");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro", { total })}</p>
      <form role="search" method="get" className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor="cu-q" className="block text-sm font-medium text-slate-700">{tc("search")}</label>
          <MaxLengthInput id="cu-q" name="q" type="search" defaultValue={filter.q} maxLength={100} className={`${inputClass} w-64`} />
        </div>
        <div className="space-y-1">
          <label htmlFor="cu-status" className="block text-sm font-medium text-slate-700">{t("status")}</label>
          <select id="cu-status" name="status" defaultValue={filter.status} className={inputClass}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>{t(`statuses.${s}`)}</option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>{tc("filter")}</button>
        {filtered ? <Link href="/app/customerUser" className="text-sm text-brand-700 underline">{tc("clear")}</Link> : null}
      </form>
      {rows.length === 0 ? (
        <ListEmpty filtered={filtered} />
      ) : (
        <TableScroll>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{tc("name")}</th>
                <th scope="col" className="px-3 py-2">{t("manager")}</th>
                <th scope="col" className="px-3 py-2">{t("expires")}</th>
                <th scope="col" className="px-3 py-2">{t("status")}</th>
                <th scope="col" className="px-3 py-2">{t("lastQuote")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.id}>
                  <th scope="row" className="px-3 py-2 font-medium">
                    <Link href={`/app/users?q=${encodeURIComponent(r.username)}`} className="text-brand-700 underline">{displayName(r)}</Link>
                    <span className="block text-xs font-normal text-slate-600">{[r.email, r.schoolName].filter(Boolean).join(" · ")}</span>
                  </th>
                  <td className="px-3 py-2">
                    {r.manager ? (
                      <>
                        <Link href={`/app/users?q=${encodeURIComponent(r.manager.username)}`} className="text-brand-700 underline">{displayName(r.manager)}</Link>
                        <span className="block text-xs text-slate-600">{r.manager.email}</span>
                      </>
                    ) : (
                      t("noManager")
                    )}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{formatDate(r.expires, locale)}</td>
                  <td className="px-3 py-2">{t(`statuses.${r.status}`)}</td>
                  <td className="px-3 py-2">
                    {r.lastQuote ? (
                      <>
                        <span className="block text-xs text-slate-600">
                          {t("quoteLine", { id: r.lastQuote.id, amount: formatMoney(r.lastQuote.amountDueCents, locale), date: formatDate(r.lastQuote.validUntil, locale) })}
                          {r.lastQuote.valid ? "" : ` · ${t("quoteExpired")}`}
                        </span>
                        <QuotePdfButtons quoteId={r.lastQuote.id} />
                      </>
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
      <ListPager base="/app/customerUser" params={params} page={filter.page} pages={pages} total={total} />
    </section>
  );
}
