import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { QuotePdfButtons } from "@/components/account-admin/quote-pdf-buttons";
import { DataTable, ListFilters, type TColumn } from "@/components/ui/data-table";
import { buttonClass } from "@/components/ui/button";
import { requireActor } from "@/lib/auth/current-user";
import { roleKey } from "@/lib/auth/roles";
import { displayName } from "@/lib/admin-lists/common";
import { MANAGER_ROLES, WINDOWS, listManagersNotRenewed, type TManagersFilter } from "@/lib/admin-lists/managers";
import { formatDate } from "@/lib/i18n/format";
import { listHref } from "@/lib/lists/params";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("adminLists.managers");

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
  const href = (over: Record<string, string | number | null>) => listHref("/app/managersNotRenewd", { ...params, ...over });
  const columns: TColumn<(typeof rows)[number]>[] = [
    {
      id: "name",
      header: tc("name"),
      sortable: true,
      rowHeader: true,
      cell: (r) => (
        <>
          <Link href={`/app/users?q=${encodeURIComponent(r.username)}`} className="text-brand-700 underline">
            {displayName(r)}
          </Link>
          <span className="block text-xs font-normal text-slate-600">{tr(roleKey(r.roleId))}</span>
        </>
      ),
    },
    {
      id: "email",
      header: tc("email"),
      className: "break-all",
      cell: (r) => (
        <a href={`mailto:${r.email}`} className="text-brand-700 underline">
          {r.email}
        </a>
      ),
    },
    { id: "place", header: t("districtSchool"), cell: (r) => [r.district, r.schoolName, r.state].filter(Boolean).join(" · ") },
    { id: "seats", header: t("seats"), sortable: true, className: "tabular-nums", cell: (r) => r.licenses },
    {
      id: "expires",
      header: t("expires"),
      sortable: true,
      className: "whitespace-nowrap",
      cell: (r) => <span className={r.expired ? "font-medium text-red-700" : ""}>{formatDate(r.expires, locale)}</span>,
    },
    { id: "lastInvoice", header: t("lastInvoice"), className: "whitespace-nowrap", cell: (r) => (r.lastInvoiceOn ? formatDate(r.lastInvoiceOn, locale) : "—") },
    {
      id: "renewal",
      header: t("renewal"),
      cell: (r) =>
        r.openQuoteId ? (
          <>
            <span className="block text-xs text-slate-600">{t("openQuote", { id: r.openQuoteId })}</span>
            <QuotePdfButtons quoteId={r.openQuoteId} />
          </>
        ) : r.reNew === 11 ? (
          t("requested")
        ) : (
          t("noQuote")
        ),
    },
  ];
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <a href={listHref("/app/managersNotRenewd/csv", params)} className={buttonClass("secondary")} download>
          {tc("csv")}
        </a>
      </div>
      <p className="text-sm text-slate-600">{t("intro", { total })}</p>
      <ListFilters
        base="/app/managersNotRenewd"
        idPrefix="mnr"
        filtered={filtered}
        fields={[
          { kind: "search", name: "q", label: tc("search"), value: filter.q },
          {
            kind: "select",
            name: "window",
            label: t("window"),
            value: filter.window,
            options: WINDOWS.map((w) => ({ value: w, label: w === "expired" ? t("expired") : t("within", { days: Number(w) }) })),
          },
          {
            kind: "select",
            name: "role",
            label: t("role"),
            value: filter.role ? String(filter.role) : "",
            options: [{ value: "", label: tc("all") }, ...MANAGER_ROLES.map((r) => ({ value: String(r), label: tr(roleKey(r)) }))],
          },
        ]}
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        caption={t("caption")}
        empty={filtered ? tc("noMatch") : tc("empty")}
        sort={{ current: { by: filter.sort, desc: filter.dir === "desc" }, href: (s) => href({ sort: s.by, dir: s.desc ? "desc" : "asc", page: null }) }}
        pager={{ page: filter.page, pages, total, always: true, href: (page) => href({ page }) }}
      />
    </section>
  );
}
