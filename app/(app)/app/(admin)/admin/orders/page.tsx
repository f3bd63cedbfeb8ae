import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { ORDER_STATUSES } from "@/db/schema";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { OrderActions } from "@/components/billing-admin/order-actions";
import { DataTable, ListFilters, type TColumn } from "@/components/ui/data-table";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { listOrders } from "@/lib/billing/admin/queries";
import { ZOrderFilter } from "@/lib/billing/admin/schemas";
import { formatMoney } from "@/lib/billing/money";
import { formatDate, formatInstantDate, formatInstantTime } from "@/lib/i18n/format";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
import { monthlyPurchases } from "@/lib/billing/admin/purchase-report";
import { listHref } from "@/lib/lists/params";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageSection } from "@/components/ui/page/page-section";

export const generateMetadata = titleMetadata("nav.items", "orders");

type TOrderRow = Awaited<ReturnType<typeof listOrders>>["rows"][number];

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
  // The purchase tracking events (one per successful purchase, for its total), counted per month (lib/billing/admin/purchase-report.ts).
  const monthly = await monthlyPurchases(await getDb(), user, { zone, today: todayIn(zone, new Date()) });
  const locale = await getLocale();
  const buyer = (o: TOrderRow) => `${o.firstName} ${o.lastName}`.trim() || o.username;
  const columns: TColumn<TOrderRow>[] = [
    {
      id: "order",
      header: t("order"),
      rowHeader: true,
      className: "whitespace-nowrap",
      cell: (o) => (
        <>
          #{o.id}
          <span className="block text-xs font-normal text-slate-600">{o.invoiceNumber === null ? t("noInvoice") : t("invoiceNumber", { number: String(o.invoiceNumber) })}</span>
        </>
      ),
    },
    {
      id: "date",
      header: t("date"),
      className: "text-slate-600",
      cell: (o) => (
        <>
          <span className="whitespace-nowrap">{formatInstantDate(o.createdAt, locale, zone)}</span> <span className="whitespace-nowrap">{formatInstantTime(o.createdAt, locale, zone)}</span>
        </>
      ),
    },
    {
      id: "buyer",
      header: t("buyer"),
      cell: (o) => (
        <>
          <p className="font-medium">{buyer(o)}</p>
          <p className="text-slate-600">{o.username}</p>
          <p>
            <a href={`mailto:${o.email}`} className="break-all text-brand-700 underline">
              {o.email}
            </a>
          </p>
        </>
      ),
    },
    { id: "period", header: t("period"), cell: (o) => t("periodValue", { start: formatDate(o.start, locale), end: formatDate(o.end, locale) }) },
    {
      id: "payment",
      header: t("payment"),
      cell: (o) => (
        <>
          {t(`methods.${o.paymentMethod}`)}
          {o.poNumber ? <span className="block break-all text-xs text-slate-600">{t("poNumber", { po: o.poNumber })}</span> : null}
        </>
      ),
    },
    { id: "amount", header: t("amount"), align: "end", className: "whitespace-nowrap tabular-nums", cell: (o) => formatMoney(o.amountDueCents, locale) },
    {
      id: "status",
      header: t("status"),
      cell: (o) => (
        <>
          <span className={`inline-block rounded px-2 py-0.5 text-xs ${STATUS_STYLE[o.status] ?? STATUS_STYLE.pending}`}>{t(`statuses.${o.status}`)}</span>
          {o.invoicePaidOn ? <span className="block pt-1 text-xs text-slate-600">{t("paidOn", { date: formatDate(o.invoicePaidOn, locale) })}</span> : null}
        </>
      ),
    },
  ];
  const monthlyColumns: TColumn<(typeof monthly)[number]>[] = [
    { id: "month", header: t("monthly.month"), rowHeader: true, cell: (m) => m.month },
    { id: "purchases", header: t("monthly.purchases"), align: "end", className: "tabular-nums", cell: (m) => m.purchases },
    { id: "total", header: t("monthly.total"), align: "end", className: "tabular-nums", cell: (m) => formatMoney(m.totalCents, locale) },
  ];
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro", { total })}</p>
      <ListFilters
        base="/app/admin/orders"
        idPrefix="order"
        submitLabel={t("searchButton")}
        clearLabel={t("clear")}
        fields={[
          { kind: "search", name: "q", label: t("search"), value: filter.q, hint: t("searchHint"), width: "sm:w-96" },
          {
            kind: "select",
            name: "status",
            label: t("statusFilter"),
            value: filter.status,
            options: [{ value: "", label: t("allStatuses") }, ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))],
          },
        ]}
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(o) => o.id}
        rowProps={(o) => ({ "data-order-id": o.id })}
        caption={t("caption")}
        empty={filter.q || filter.status ? t("noMatch") : t("empty")}
        actions={{ header: t("actions"), cell: (o) => <OrderActions orderId={o.id} status={o.status} invoiceNumber={o.invoiceNumber} who={buyer(o)} amount={formatMoney(o.amountDueCents, locale)} /> }}
        pager={{ page, pages, href: (p) => listHref("/app/admin/orders", { q: filter.q, status: filter.status, page: p }) }}
      />
      <PageSection id="monthly-purchases-heading" title={t("monthly.title")} className="space-y-2">
        <p className="text-sm text-slate-600">{t("monthly.intro")}</p>
        <DataTable columns={monthlyColumns} rows={monthly} rowKey={(m) => m.month} rowProps={(m) => ({ "data-month": m.month })} caption={t("monthly.title")} empty={t("monthly.empty")} />
      </PageSection>
    </section>
  );
}
