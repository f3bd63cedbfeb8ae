import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { CategoryManager } from "@/components/help-docs/category-manager";
import { DocSearchForm } from "@/components/help-docs/doc-search-form";
import { TopicDelete } from "@/components/help-docs/topic-delete";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { TableScroll } from "@/components/ui/table-scroll";
import { docFilterHref, docFilterOf } from "@/lib/help-docs/page-filter";
import { categoryOptions, listCategories, searchTopics, treeOrder } from "@/lib/help-docs/queries";
import { formatInstantDate } from "@/lib/i18n/format";

export async function generateMetadata() {
  return { title: (await getTranslations("helpDocs.admin"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /app/documentationTopics: every topic (drafts too) with edit and delete, and the category tree (admins). */
export default async function DocumentationTopicsPage({ searchParams }: TProps) {
  const denied = await guardArea("documentationTopics");
  if (denied) return denied;
  const filter = docFilterOf(await searchParams);
  const db = await getDb();
  const locale = await getLocale();
  const [t, cats, page] = await Promise.all([getTranslations("helpDocs"), listCategories(db, { publishedOnly: false }), searchTopics(db, filter, { publishedOnly: false, locale: "en" })]);
  const options = categoryOptions(cats, "en");
  const paths = new Map(options.map((o) => [o.id, o.path]));
  const managed = treeOrder(cats).map((c) => ({ ...c, path: paths.get(c.id) ?? c.nameEn }));
  return (
    <div className="max-w-6xl space-y-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold">{t("admin.title")}</h1>
          <p className="max-w-2xl text-slate-700">{t("admin.intro")}</p>
        </div>
        <Link href="/app/documentationTopic/new" className={buttonClass("primary")}>
          {t("admin.add")}
        </Link>
      </header>
      <section aria-labelledby="doc-topic-list" className="space-y-4">
        <h2 id="doc-topic-list" className="text-lg font-semibold">
          {t("admin.topics")}
        </h2>
        <DocSearchForm
          action="/app/documentationTopics"
          categories={options}
          initial={{ q: filter.q, category: filter.category ? String(filter.category) : "", sub: filter.sub ? String(filter.sub) : "", subsub: filter.subsub ? String(filter.subsub) : "" }}
        />
        {page.rows.length === 0 ? (
          <p className="text-slate-700">{filter.q || filter.category ? t("find.none") : t("empty")}</p>
        ) : (
          <TableScroll>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("admin.topics")}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">{t("fields.title")}</th>
                  <th scope="col" className="px-3 py-2">{t("fields.category")}</th>
                  <th scope="col" className="px-3 py-2">{t("fields.status")}</th>
                  <th scope="col" className="px-3 py-2">{t("fields.updatedAt")}</th>
                  <th scope="col" className="px-3 py-2"><span className="sr-only">{t("admin.actions")}</span></th>
                </tr>
              </thead>
              <tbody>
                {page.rows.map((r) => (
                  <tr key={r.id} className="border-t border-slate-200">
                    <td className="px-3 py-2">
                      <Link href={`/app/documentations/${r.id}`} className="text-brand-700 underline">
                        {r.title}
                      </Link>
                    </td>
                    <td className="px-3 py-2">{paths.get(r.subSubCategoryId ?? r.subCategoryId ?? r.categoryId) ?? ""}</td>
                    <td className="px-3 py-2">{r.published ? t("fields.publishedShort") : t("fields.draft")}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatInstantDate(r.updatedAt, locale, "UTC", "numeric")}</td>
                    <td className="px-3 py-2 text-right whitespace-nowrap">
                      <Link href={`/app/documentationTopic/edit/${r.id}`} className="mr-2 text-brand-700 underline" aria-label={t("admin.editNamed", { name: r.title })}>
                        {t("admin.edit")}
                      </Link>
                      <TopicDelete id={r.id} title={r.title} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        {page.pages > 1 ? (
          <nav aria-label={t("paging")} className="flex items-center justify-between gap-4 text-sm">
            <p>{t("pageOf", { page: page.page, pages: page.pages })}</p>
            <div className="flex gap-2">
              {page.page > 1 ? (
                <Link href={docFilterHref("/app/documentationTopics", filter, page.page - 1)} className={buttonClass("secondary")} rel="prev">
                  {t("previous")}
                </Link>
              ) : null}
              {page.page < page.pages ? (
                <Link href={docFilterHref("/app/documentationTopics", filter, page.page + 1)} className={buttonClass("secondary")} rel="next">
                  {t("next")}
                </Link>
              ) : null}
            </div>
          </nav>
        ) : null}
      </section>
      <CategoryManager categories={managed} />
    </div>
  );
}
