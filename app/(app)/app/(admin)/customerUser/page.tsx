import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, ListFilters, type TColumn } from "@/components/ui/data-table";
import { guardArea } from "@/components/shell/forbidden";
import { QuotePdfButtons } from "@/components/account-admin/quote-pdf-buttons";
import { requireActor } from "@/lib/auth/current-user";
import { displayName } from "@/lib/admin-lists/common";
import { listCustomerUsers } from "@/lib/admin-lists/customer-users";
import { formatMoney } from "@/lib/billing/money";
import { formatDate } from "@/lib/i18n/format";
import { listHref } from "@/lib/lists/params";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("adminLists.customers");

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
  const columns: TColumn<(typeof rows)[number]>[] = [
    {
      id: "name",
      header: tc("name"),
      rowHeader: true,
      cell: (r) => (
        <>
          <Link href={`/app/users?q=${encodeURIComponent(r.username)}`} className="text-brand-700 underline">
            {displayName(r)}
          </Link>
          <span className="block text-xs font-normal text-slate-600">{[r.email, r.schoolName].filter(Boolean).join(" · ")}</span>
        </>
      ),
    },
    {
      id: "manager",
      header: t("manager"),
      cell: (r) =>
        r.manager ? (
          <>
            <Link href={`/app/users?q=${encodeURIComponent(r.manager.username)}`} className="text-brand-700 underline">
              {displayName(r.manager)}
            </Link>
            <span className="block text-xs text-slate-600">{r.manager.email}</span>
          </>
        ) : (
          t("noManager")
        ),
    },
    { id: "expires", header: t("expires"), className: "whitespace-nowrap", cell: (r) => formatDate(r.expires, locale) },
    { id: "status", header: t("status"), cell: (r) => t(`statuses.${r.status}`) },
    {
      id: "lastQuote",
      header: t("lastQuote"),
      cell: (r) =>
        r.lastQuote ? (
          <>
            <span className="block text-xs text-slate-600">
              {t("quoteLine", { id: r.lastQuote.id, amount: formatMoney(r.lastQuote.amountDueCents, locale), date: formatDate(r.lastQuote.validUntil, locale) })}
              {r.lastQuote.valid ? "" : ` · ${t("quoteExpired")}`}
            </span>
            <QuotePdfButtons quoteId={r.lastQuote.id} />
          </>
        ) : (
          t("noQuote")
        ),
    },
  ];
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro", { total })}</p>
      <ListFilters
        base="/app/customerUser"
        idPrefix="cu"
        filtered={filtered}
        fields={[
          { kind: "search", name: "q", label: tc("search"), value: filter.q },
          { kind: "select", name: "status", label: t("status"), value: filter.status, options: STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })) },
        ]}
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        caption={t("caption")}
        empty={filtered ? tc("noMatch") : tc("empty")}
        pager={{ page: filter.page, pages, total, always: true, href: (page) => listHref("/app/customerUser", { ...params, page }) }}
      />
    </section>
  );
}
