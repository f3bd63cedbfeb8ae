import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { ORDER_STATUSES } from "@/db/schema";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { OrderActions } from "@/components/billing-admin/order-actions";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { listOrders } from "@/lib/billing/admin/queries";
import { ZOrderFilter } from "@/lib/billing/admin/schemas";
import { formatMoney } from "@/lib/billing/money";
import { formatDate, formatInstantDate, formatInstantTime } from "@/lib/i18n/format";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
import { monthlyPurchases } from "@/lib/billing/admin/purchase-report";
import { TableScroll } from "@/components/ui/table-scroll";
import { MaxLengthInput } from "@/components/ui/max-length-field";

export async function generateMetadata() {
  return { title: (await getTranslations("nav.items"))("orders") };
}

const STATUS_STYLE: Record<string, string> = {
  paid: "bg-green-100 text-green-800",
  awaiting_po: "bg-amber-100 text-amber-900",
  pending: "bg-slate-100 text-slate-700",
  declined: "bg-red-100 text-red-800",
  failed: "bg-red-100 text-red-800",
};

/** /app/admin/orders: orders newest first, searchable and filtered by status; mark a PO paid, resend or open the invoice. Admins only. */
export default async function OrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("admin");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!can(user, "billing.admin.orders")) return <Forbidden />;
  const t = await getTranslations("billingAdmin.orders");
  const raw = await searchParams;
  const filter = ZOrderFilter.parse({ q: raw.q, status: raw.status || null, page: raw.page });
  const { rows, total, pages, page } = await listOrders(await getDb(), user, filter);
  const zone = safeTimeZone(user.timezone);
  // The purchase tracking events of spec 2 §4, counted per month (lib/billing/admin/purchase-report.ts).
  const monthly = await monthlyPurchases(await getDb(), user, { zone, today: todayIn(zone, new Date()) });
  const locale = await getLocale();
  const href = (p: number) => `?${new URLSearchParams({ ...(filter.q ? { q: filter.q } : {}), ...(filter.status ? { status: filter.status } : {}), page: String(p) })}`;
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro", { total })}</p>
      <form role="search" method="get" className="flex flex-wrap items-end gap-2">
        <div className="min-w-64 flex-1 space-y-1 sm:max-w-md">
          <label htmlFor="order-search" className="block text-sm font-medium text-slate-700">
            {t("search")}
          </label>
          <MaxLengthInput id="order-search" name="q" type="search" defaultValue={filter.q} maxLength={100} aria-describedby="order-search-hint" className={inputClass} />
          <p id="order-search-hint" className="text-xs text-slate-500">
            {t("searchHint")}
          </p>
        </div>
        <div className="space-y-1 self-start">
          <label htmlFor="order-status" className="block text-sm font-medium text-slate-700">
            {t("statusFilter")}
          </label>
          <select id="order-status" name="status" defaultValue={filter.status ?? ""} className={inputClass}>
            <option value="">{t("allStatuses")}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2 self-start pt-6">
          <button type="submit" className={buttonClass("secondary")}>
            {t("searchButton")}
          </button>
          {filter.q || filter.status ? (
            <Link href="/app/admin/orders" className={buttonClass("ghost")}>
              {t("clear")}
            </Link>
          ) : null}
        </div>
      </form>
      {rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{filter.q || filter.status ? t("noMatch") : t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("order")}</th>
                <th scope="col" className="px-3 py-2">{t("date")}</th>
                <th scope="col" className="px-3 py-2">{t("buyer")}</th>
                <th scope="col" className="px-3 py-2">{t("period")}</th>
                <th scope="col" className="px-3 py-2">{t("payment")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("amount")}</th>
                <th scope="col" className="px-3 py-2">{t("status")}</th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t("actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((o) => {
                const name = `${o.firstName} ${o.lastName}`.trim() || o.username;
                return (
                  <tr key={o.id} className="align-top" data-order-id={o.id}>
                    <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium">
                      #{o.id}
                      <span className="block text-xs font-normal text-slate-600">{o.invoiceNumber === null ? t("noInvoice") : t("invoiceNumber", { number: String(o.invoiceNumber) })}</span>
                    </th>
                    <td className="px-3 py-2 text-slate-600">
                      <span className="whitespace-nowrap">{formatInstantDate(o.createdAt, locale, zone)}</span> <span className="whitespace-nowrap">{formatInstantTime(o.createdAt, locale, zone)}</span>
                    </td>
                    <td className="px-3 py-2">
                      <p className="font-medium">{name}</p>
                      <p className="text-slate-600">{o.username}</p>
                      <p>
                        <a href={`mailto:${o.email}`} className="break-all text-brand-700 underline">
                          {o.email}
                        </a>
                      </p>
                    </td>
                    <td className="px-3 py-2">{t("periodValue", { start: formatDate(o.start, locale), end: formatDate(o.end, locale) })}</td>
                    <td className="px-3 py-2">
                      {t(`methods.${o.paymentMethod}`)}
                      {o.poNumber ? <span className="block break-all text-xs text-slate-600">{t("poNumber", { po: o.poNumber })}</span> : null}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{formatMoney(o.amountDueCents, locale)}</td>
                    <td className="px-3 py-2">
                      <span className={`inline-block rounded px-2 py-0.5 text-xs ${STATUS_STYLE[o.status] ?? STATUS_STYLE.pending}`}>{t(`statuses.${o.status}`)}</span>
                      {o.invoicePaidOn ? <span className="block pt-1 text-xs text-slate-600">{t("paidOn", { date: formatDate(o.invoicePaidOn, locale) })}</span> : null}
                    </td>
                    <td className="px-3 py-2 text-right">
                      <OrderActions orderId={o.id} status={o.status} invoiceNumber={o.invoiceNumber} who={name} amount={formatMoney(o.amountDueCents, locale)} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {pages > 1 ? (
        <nav aria-label={t("pages")} className="flex gap-3 text-sm">
          {page > 1 ? <Link href={href(page - 1)}>{t("previous")}</Link> : null}
          <span>{t("pageOf", { page, pages })}</span>
          {page < pages ? <Link href={href(page + 1)}>{t("next")}</Link> : null}
        </nav>
      ) : null}
      <section aria-labelledby="monthly-purchases-heading" className="space-y-2">
        <h2 id="monthly-purchases-heading" className="text-lg font-semibold">
          {t("monthly.title")}
        </h2>
        <p className="text-sm text-slate-600">{t("monthly.intro")}</p>
        {monthly.length === 0 ? (
          <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{t("monthly.empty")}</p>
        ) : (
          <TableScroll>
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t("monthly.title")}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">{t("monthly.month")}</th>
                  <th scope="col" className="px-3 py-2 text-right">{t("monthly.purchases")}</th>
                  <th scope="col" className="px-3 py-2 text-right">{t("monthly.total")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {monthly.map((m) => (
                  <tr key={m.month} data-month={m.month}>
                    <th scope="row" className="px-3 py-2 font-medium">{m.month}</th>
                    <td className="px-3 py-2 text-right tabular-nums">{m.purchases}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatMoney(m.totalCents, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </section>
  );
}
