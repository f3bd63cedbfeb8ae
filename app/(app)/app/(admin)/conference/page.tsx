import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { ListFilters, type TColumn } from "@/components/ui/data-table";
import { institutionHref } from "@/components/institutions/list-controls";
import { guardArea } from "@/components/shell/forbidden";
import { formatClockTime } from "@/lib/i18n/format";
import { listConferences } from "@/lib/institutions/conference-queries";
import { filterOf } from "@/lib/institutions/page-filter";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";
import { PageShell } from "@/components/ui/page/page-shell";
import { CrudTable } from "@/components/ui/page/crud-table";

export const generateMetadata = titleMetadata("institutions.conferences");

/** /app/conference: the conferences (public page /{url}, dates, hours, status, coupon), searched and paged. Admins only. */
export default async function ConferencesPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("conference");
  if (denied) return denied;
  const filter = filterOf(await searchParams);
  const [t, f, list, format, locale] = await Promise.all([
    getTranslations("institutions.conferences"),
    getTranslations("institutions.list"),
    listConferences(await getDb(), filter),
    getFormatter(),
    getLocale(),
  ]);
  const day = (d: string | null) => (d ? format.dateTime(new Date(`${d}T12:00:00Z`), { dateStyle: "medium", timeZone: "UTC" }) : "");
  const columns: TColumn<(typeof list.rows)[number]>[] = [
    { id: "name", header: t("name"), cell: (c) => c.name },
    {
      id: "slug",
      header: t("slug"),
      cell: (c) => (
        <a href={`/${c.slug}`} className="text-brand-700 underline">
          /{c.slug}
        </a>
      ),
    },
    { id: "dates", header: t("dates"), cell: (c) => [day(c.startDate), day(c.endDate)].filter(Boolean).join(" – ") },
    { id: "hours", header: t("hours"), className: "tabular-nums", hideOnPhone: true, cell: (c) => `${formatClockTime(`${c.startHour}:00`, locale)} – ${formatClockTime(`${c.endTime}:00`, locale)}` },
    { id: "status", header: t("status"), cell: (c) => (t.has(`statuses.${c.status.replace(" ", "")}`) ? t(`statuses.${c.status.replace(" ", "")}`) : c.status) },
    { id: "coupon", header: t("coupon"), align: "end", className: "tabular-nums", hideOnPhone: true, cell: (c) => `${c.coupon}%` },
  ];
  return (
    <PageShell title={t("title")} intro={t("intro")} links={[{ href: "/app/conference/new", label: t("add") }]}>
      <ListFilters
        base="/app/conference"
        idPrefix="conf"
        label={f("search")}
        submitLabel={f("searchButton")}
        clearLabel={f("clear")}
        fields={[{ kind: "search", name: "q", label: t("search"), value: filter.q, type: "text" }]}
      />
      <CrudTable
        columns={columns}
        rows={list.rows}
        rowKey={(c) => c.id}
        caption={t("title")}
        empty={t("empty")}
        edit={{ header: t("actions"), label: t("edit"), href: (c) => `/app/conference/edit/${c.id}`, name: (c) => t("editNamed", { name: c.name }) }}
        pager={{ ...list, href: (p) => institutionHref("/app/conference", filter, p) }}
      />
    </PageShell>
  );
}
