import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DocResults } from "@/components/help-docs/doc-results";
import { DocSearchForm } from "@/components/help-docs/doc-search-form";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { mayEditHelp } from "@/lib/help-docs/access";
import { docFilterHref, docFilterOf } from "@/lib/help-docs/page-filter";
import { categoryOptions, listCategories, searchTopics } from "@/lib/help-docs/queries";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";
import { PageShell } from "@/components/ui/page/page-shell";
import { PageSection } from "@/components/ui/page/page-section";

export const generateMetadata = titleMetadata("helpDocs.find");

/** /app/findDocumentationTopic: search the documentation by words and category levels (every working role). */
export default async function FindDocumentationTopicPage({ searchParams }: TSearchParamsProps) {
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
    <PageShell width="5xl" title={t("find.title")} intro={t("find.intro")}>
      <DocSearchForm
        action="/app/findDocumentationTopic"
        categories={options}
        initial={{ q: filter.q, category: filter.category ? String(filter.category) : "", sub: filter.sub ? String(filter.sub) : "", subsub: filter.subsub ? String(filter.subsub) : "" }}
      />
      <PageSection id="doc-results" title={searched ? t("find.results") : t("find.all")} className="space-y-3">
        <DocResults
          hits={page.rows}
          paths={new Map(options.map((o) => [o.id, o.path]))}
          page={page.page}
          pages={page.pages}
          total={page.total}
          hrefOf={(n) => docFilterHref("/app/findDocumentationTopic", filter, n)}
          empty={searched ? t("find.none") : t("empty")}
        />
      </PageSection>
    </PageShell>
  );
}
