import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, ListFilters, type TColumn } from "@/components/ui/data-table";
import { guardArea } from "@/components/shell/forbidden";
import { RevokeGrantButton } from "@/components/addons/revoke-button";
import { buttonClass } from "@/components/ui/button";
import { requireActor } from "@/lib/auth/current-user";
import { listGrants } from "@/lib/addons/grants";
import { ADDON_KEYS, GRANT_STATUSES } from "@/lib/addons/schemas";
import { formatDate, formatInstantDate } from "@/lib/i18n/format";
import { safeTimeZone } from "@/lib/users/rules";
import { listHref } from "@/lib/lists/params";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("addons");

/** /app/addons: the add-ons administrators granted, who granted what to whom and until when; revoke a running one. */
export default async function AddonsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("addons");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("addons");
  const tb = await getTranslations("billing.account.addons");
  const tc = await getTranslations("adminLists.common");
  const { rows, total, filter, pages } = await listGrants(await getDb(), user, await searchParams, new Date());
  const locale = await getLocale();
  const zone = safeTimeZone(user.timezone);
  const params = { q: filter.q, addon: filter.addon, status: filter.status === "active" ? null : filter.status };
  const filtered = Boolean(filter.q || filter.addon || filter.status !== "active");
  type TGrant = (typeof rows)[number];
  const name = (g: TGrant) => `${g.firstName} ${g.lastName}`.trim() || g.username;
  const status = (g: TGrant) => (g.revokedAt ? "revoked" : g.expiredAt ? "expired" : "active");
  const columns: TColumn<TGrant>[] = [
    {
      id: "user",
      header: t("user"),
      rowHeader: true,
      cell: (g) => (
        <>
          <Link href={`/app/users?q=${encodeURIComponent(g.username)}`} className="text-brand-700 underline">
            {name(g)}
          </Link>
          <span className="block text-xs font-normal text-slate-600">{g.email}</span>
        </>
      ),
    },
    { id: "addon", header: t("addon"), cell: (g) => tb(g.addon) },
    { id: "until", header: t("until"), className: "whitespace-nowrap", cell: (g) => formatDate(g.until, locale) },
    { id: "note", header: t("note"), className: "max-w-xs whitespace-pre-line break-words", cell: (g) => g.note },
    {
      id: "grantedBy",
      header: t("grantedBy"),
      cell: (g) => (
        <>
          {g.grantedByName ?? "—"}
          <span className="block text-xs text-slate-600">{formatInstantDate(g.grantedAt, locale, zone)}</span>
        </>
      ),
    },
    { id: "status", header: t("status"), cell: (g) => t(`statuses.${status(g)}`) },
  ];
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <Link href="/app/addons/new" className={buttonClass("primary")}>
          {t("grant")}
        </Link>
      </div>
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <ListFilters
        base="/app/addons"
        idPrefix="addons"
        label={t("search")}
        submitLabel={t("filter")}
        clearLabel={t("clear")}
        filtered={filtered}
        fields={[
          { kind: "search", name: "q", label: t("search"), value: filter.q },
          { kind: "select", name: "addon", label: t("addon"), value: filter.addon, options: [{ value: "", label: t("allAddons") }, ...ADDON_KEYS.map((k) => ({ value: k, label: tb(k) }))] },
          { kind: "select", name: "status", label: t("status"), value: filter.status, options: GRANT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })) },
        ]}
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(g) => g.id}
        rowProps={(g) => ({ "data-grant-id": g.id })}
        caption={t("caption")}
        empty={filtered ? tc("noMatch") : tc("empty")}
        actions={{ header: t("revoke"), cell: (g) => (status(g) === "active" ? <RevokeGrantButton id={g.id} name={name(g)} addon={tb(g.addon)} /> : null) }}
        pager={{ page: filter.page, pages, total, always: true, href: (page) => listHref("/app/addons", { ...params, page }) }}
      />
    </section>
  );
}
