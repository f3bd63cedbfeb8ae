import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DocResults } from "@/components/help-docs/doc-results";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { mayEditHelp } from "@/lib/help-docs/access";
import { docFilterHref, docFilterOf } from "@/lib/help-docs/page-filter";
import { categoryOptions, listCategories, searchTopics, type TDocCategory } from "@/lib/help-docs/queries";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";
import { PageHeader } from "@/components/ui/page/page-header";
import { PageSection } from "@/components/ui/page/page-section";

export const generateMetadata = titleMetadata("helpDocs");

/** The query of a tree node: its own id at its level and its ancestors above. */
function nodeHref(c: TDocCategory, byId: Map<number, TDocCategory>): string {
  const chain: TDocCategory[] = [];
  for (let x: TDocCategory | undefined = c; x; x = x.parentId ? byId.get(x.parentId) : undefined) chain.unshift(x);
  const keys = ["category", "sub", "subsub"];
  return `/app/documentations?${chain.map((x, i) => `${keys[i]}=${x.id}`).join("&")}`;
}

/** /app/documentations: browse the documentation by category (three levels) and read its topics (every working role). */
export default async function DocumentationsPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("documentations");
  if (denied) return denied;
  const { user } = await requireActor();
  const filter = { ...docFilterOf(await searchParams), q: "" };
  const db = await getDb();
  const locale = await getLocale();
  const publishedOnly = !mayEditHelp(user);
  const [t, cats, page] = await Promise.all([getTranslations("helpDocs"), listCategories(db, { publishedOnly }), searchTopics(db, filter, { publishedOnly, locale })]);
  const options = categoryOptions(cats, locale);
  const names = new Map(options.map((o) => [o.id, o]));
  const byId = new Map(cats.map((c) => [c.id, c]));
  const selected = filter.subsub ?? filter.sub ?? filter.category;
  const children = (parent: number | null) => cats.filter((c) => c.parentId === parent);
  const renderLevel = (parent: number | null) => {
    const list = children(parent);
    if (!list.length) return null;
    return (
      <ul className={parent === null ? "space-y-1" : "ml-4 mt-1 space-y-1 border-l border-slate-200 pl-3"}>
        {list.map((c) => (
          <li key={c.id}>
            <Link
              href={nodeHref(c, byId)}
              aria-current={selected === c.id ? "page" : undefined}
              className={`text-sm ${selected === c.id ? "font-semibold text-slate-900" : "text-brand-700 underline"}`}
            >
              {names.get(c.id)?.name}
            </Link>{" "}
            <span className="text-xs text-slate-600">({t("topicCount", { count: c.topics })})</span>
            {renderLevel(c.id)}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <div className="max-w-6xl space-y-6">
      <PageHeader
        title={t("title")}
        intro={t("intro")}
        actions={
          <Link href="/app/findDocumentationTopic" className="text-brand-700 underline">
            {t("find.title")}
          </Link>
        }
      />
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <nav aria-label={t("tree")} className="space-y-2">
          <Link href="/app/documentations" aria-current={selected ? undefined : "page"} className={`text-sm ${selected ? "text-brand-700 underline" : "font-semibold"}`}>
            {t("allTopics")}
          </Link>
          {cats.length ? renderLevel(null) : <p className="text-sm text-slate-700">{t("categories.empty")}</p>}
        </nav>
        <PageSection id="doc-topics" title={selected ? names.get(selected)?.path : t("allTopics")} className="space-y-3">
          <DocResults
            hits={page.rows}
            paths={new Map(options.map((o) => [o.id, o.path]))}
            page={page.page}
            pages={page.pages}
            total={page.total}
            hrefOf={(n) => docFilterHref("/app/documentations", filter, n)}
            empty={t("empty")}
          />
        </PageSection>
      </div>
    </div>
  );
}
