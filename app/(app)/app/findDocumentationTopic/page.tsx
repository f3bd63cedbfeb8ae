import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DocResults } from "@/components/help-docs/doc-results";
import { DocSearchForm } from "@/components/help-docs/doc-search-form";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { mayEditHelp } from "@/lib/help-docs/access";
import { docFilterHref, docFilterOf } from "@/lib/help-docs/page-filter";
import { categoryOptions, listCategories, searchTopics } from "@/lib/help-docs/queries";

export async function generateMetadata() {
  return { title: (await getTranslations("helpDocs.find"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /app/findDocumentationTopic: search the documentation by words and category levels (every working role). */
export default async function FindDocumentationTopicPage({ searchParams }: TProps) {
  const denied = await guardArea("findDocumentationTopic");
  if (denied) return denied;
  const { user } = await requireActor();
  const filter = docFilterOf(await searchParams);
  const db = await getDb();
  const locale = await getLocale();
  const publishedOnly = !mayEditHelp(user);
  const [t, cats, page] = await Promise.all([getTranslations("helpDocs"), listCategories(db, { publishedOnly }), searchTopics(db, filter, { publishedOnly, locale })]);
  const options = categoryOptions(cats, locale);
  const searched = Boolean(filter.q || filter.category || filter.sub || filter.subsub);
  return (
    <div className="max-w-5xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("find.title")}</h1>
        <p className="max-w-2xl text-slate-700">{t("find.intro")}</p>
      </header>
      <DocSearchForm
        action="/app/findDocumentationTopic"
        categories={options}
        initial={{ q: filter.q, category: filter.category ? String(filter.category) : "", sub: filter.sub ? String(filter.sub) : "", subsub: filter.subsub ? String(filter.subsub) : "" }}
      />
      <section aria-labelledby="doc-results" className="space-y-3">
        <h2 id="doc-results" className="text-lg font-semibold">
          {searched ? t("find.results") : t("find.all")}
        </h2>
        <DocResults
          hits={page.rows}
          paths={new Map(options.map((o) => [o.id, o.path]))}
          page={page.page}
          pages={page.pages}
          total={page.total}
          hrefOf={(n) => docFilterHref("/app/findDocumentationTopic", filter, n)}
          empty={searched ? t("find.none") : t("empty")}
        />
      </section>
    </div>
  );
}
