import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { CategoryManager } from "@/components/help-docs/category-manager";
import { DocSearchForm } from "@/components/help-docs/doc-search-form";
import { TopicDelete } from "@/components/help-docs/topic-delete";
import { guardArea } from "@/components/shell/forbidden";
import { docFilterHref, docFilterOf } from "@/lib/help-docs/page-filter";
import { categoryOptions, listCategories, searchTopics, treeOrder } from "@/lib/help-docs/queries";
import { formatInstantDate } from "@/lib/i18n/format";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";
import { PageHeader } from "@/components/ui/page/page-header";
import { PageSection } from "@/components/ui/page/page-section";

export const generateMetadata = titleMetadata("helpDocs.admin");

/** /app/documentationTopics: every topic (drafts too) with edit and delete, and the category tree (admins). */
export default async function DocumentationTopicsPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("documentationTopics");
  if (denied) return denied;
  const filter = docFilterOf(await searchParams);
  const db = await getDb();
  const locale = await getLocale();
  const [t, cats, page] = await Promise.all([getTranslations("helpDocs"), listCategories(db, { publishedOnly: false }), searchTopics(db, filter, { publishedOnly: false, locale: "en" })]);
  const options = categoryOptions(cats, "en");
  const paths = new Map(options.map((o) => [o.id, o.path]));
  const managed = treeOrder(cats).map((c) => ({ ...c, path: paths.get(c.id) ?? c.nameEn }));
  const columns: TColumn<(typeof page.rows)[number]>[] = [
    {
      id: "title",
      header: t("fields.title"),
      cell: (r) => (
        <Link href={`/app/documentations/${r.id}`} className="text-brand-700 underline">
          {r.title}
        </Link>
      ),
    },
    { id: "category", header: t("fields.category"), cell: (r) => paths.get(r.subSubCategoryId ?? r.subCategoryId ?? r.categoryId) ?? "" },
    { id: "status", header: t("fields.status"), cell: (r) => (r.published ? t("fields.publishedShort") : t("fields.draft")) },
    { id: "updatedAt", header: t("fields.updatedAt"), className: "whitespace-nowrap", cell: (r) => formatInstantDate(r.updatedAt, locale, "UTC", "numeric") },
  ];
  return (
    <div className="max-w-6xl space-y-8">
      <PageHeader title={t("admin.title")} intro={t("admin.intro")} links={[{ href: "/app/documentationTopic/new", label: t("admin.add") }]} />
      <PageSection id="doc-topic-list" title={t("admin.topics")} className="space-y-4">
        <DocSearchForm
          action="/app/documentationTopics"
          categories={options}
          initial={{ q: filter.q, category: filter.category ? String(filter.category) : "", sub: filter.sub ? String(filter.sub) : "", subsub: filter.subsub ? String(filter.subsub) : "" }}
        />
        <DataTable
          columns={columns}
          rows={page.rows}
          rowKey={(r) => r.id}
          caption={t("admin.topics")}
          empty={filter.q || filter.category ? t("find.none") : t("empty")}
          actions={{
            header: t("admin.actions"),
            cell: (r) => (
              <span className="whitespace-nowrap">
                <Link href={`/app/documentationTopic/edit/${r.id}`} className="mr-2 text-brand-700 underline" aria-label={t("admin.editNamed", { name: r.title })}>
                  {t("admin.edit")}
                </Link>
                <TopicDelete id={r.id} title={r.title} />
              </span>
            ),
          }}
          pager={{ page: page.page, pages: page.pages, label: t("paging"), href: (p) => docFilterHref("/app/documentationTopics", filter, p) }}
        />
      </PageSection>
      <CategoryManager categories={managed} />
    </div>
  );
}
