import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, ListFilters, type TColumn } from "@/components/ui/data-table";
import { listAllUploads } from "@/lib/account-admin/file-uploads";
import { requireActor } from "@/lib/auth/current-user";
import { formatInstantDate } from "@/lib/i18n/format";
import { formatBytes } from "@/components/upload/format";
import { guardArea } from "@/components/shell/forbidden";
import { listHref } from "@/lib/lists/params";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";
import { firstParam } from "@/lib/ui/search-params";

type TSearch = Record<string, string | string[] | undefined>;

export const generateMetadata = titleMetadata("adminMoney.files");

/** /app/fileUpload: every user's uploaded files, for the administrator. */
export default async function FileUploadsPage({ searchParams }: { searchParams: Promise<TSearch> }) {
  const denied = await guardArea("fileUpload");
  if (denied) return denied;
  const actor = await requireActor();
  const sp = await searchParams;
  const [t, locale] = await Promise.all([getTranslations("adminMoney.files"), getLocale()]);
  const list = await listAllUploads(await getDb(), actor, { q: firstParam(sp.q) ?? "", page: firstParam(sp.page) });
  const pageHref = (p: number) => listHref("/app/fileUpload", { q: list.q, page: p });

  const columns: TColumn<(typeof list.rows)[number]>[] = [
    { id: "file", header: t("file"), className: "break-all", cell: (r) => r.filename },
    { id: "owner", header: t("owner"), cell: (r) => (r.username ? `${r.ownerName || r.username} (${r.username})` : t("deletedUser")) },
    { id: "size", header: t("size"), className: "whitespace-nowrap", cell: (r) => formatBytes(r.size, locale) },
    { id: "uploaded", header: t("uploaded"), className: "whitespace-nowrap", cell: (r) => formatInstantDate(r.completedAt, locale, actor.user.timezone || "UTC") },
  ];
  return (
    <PageShell width="5xl" title={t("title")} intro={t("intro", { total: list.total })} introClassName="text-slate-700">
      <ListFilters base="/app/fileUpload" idPrefix="files" submitLabel={t("filter")} fields={[{ kind: "search", name: "q", label: t("search"), value: list.q, width: "" }]} filtered={false} />
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={(r) => r.id}
        caption={t("caption")}
        empty={list.q ? t("noMatch") : t("empty")}
        actions={{
          header: t("download"),
          cell: (r) => (
            <a href={`/app/fileUpload/${r.id}`} download={r.filename} className="font-medium text-brand-700 underline" aria-label={t("downloadLabel", { name: r.filename })}>
              {t("download")}
            </a>
          ),
        }}
        pager={{ page: list.page, pages: list.pages, label: t("pages"), href: pageHref }}
      />
    </PageShell>
  );
}
