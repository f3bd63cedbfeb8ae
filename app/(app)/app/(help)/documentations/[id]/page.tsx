import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { mayEditHelp } from "@/lib/help-docs/access";
import { categoryOptions, getTopic, listCategories } from "@/lib/help-docs/queries";
import { pickLang } from "@/lib/help-docs/rules";
import { ZDocId } from "@/lib/help-docs/schemas";
import { sanitizeRichText } from "@/lib/http/rich-text";
import { formatInstantDate } from "@/lib/i18n/format";

type TProps = { params: Promise<{ id: string }> };

async function load(id: string) {
  const parsed = ZDocId.safeParse(id);
  if (!parsed.success) return null;
  const { user } = await requireActor();
  return getTopic(await getDb(), parsed.data, { publishedOnly: !mayEditHelp(user) });
}

export async function generateMetadata({ params }: TProps) {
  const row = await load((await params).id).catch(() => null);
  const t = await getTranslations("helpDocs");
  return { title: row ? pickLang({ en: row.titleEn, it: row.titleIt, de: row.titleDe }, await getLocale()).text : t("title") };
}

/** /app/documentations/{id}: one topic in the reader's language, English where it has no translation (every working role). */
export default async function DocumentationTopicPage({ params }: TProps) {
  const denied = await guardArea("documentations");
  if (denied) return denied;
  const row = await load((await params).id);
  if (!row) notFound();
  const { user } = await requireActor();
  const locale = await getLocale();
  const [t, cats] = await Promise.all([getTranslations("helpDocs"), listCategories(await getDb(), { publishedOnly: !mayEditHelp(user) })]);
  const paths = new Map(categoryOptions(cats, locale).map((o) => [o.id, o.path]));
  const title = pickLang({ en: row.titleEn, it: row.titleIt, de: row.titleDe }, locale);
  const body = pickLang({ en: row.bodyEn, it: row.bodyIt, de: row.bodyDe }, locale);
  const leaf = row.subSubCategoryId ?? row.subCategoryId ?? row.categoryId;
  return (
    <article className="max-w-3xl space-y-4">
      <p className="text-sm">
        <Link href="/app/documentations" className="text-brand-700 underline">
          {t("back")}
        </Link>
      </p>
      <header className="space-y-1">
        <p className="text-sm text-slate-600">{paths.get(leaf) ?? ""}</p>
        <h1 className="text-2xl font-semibold" lang={title.lang}>
          {title.text}
        </h1>
        <p className="text-xs text-slate-600">{t("updated", { date: formatInstantDate(row.updatedAt, locale, "UTC", "medium") })}</p>
        {!row.published ? <p className="text-sm font-medium text-amber-800">{t("admin.draft")}</p> : null}
      </header>
      {body.lang !== locale.slice(0, 2) ? <p className="rounded border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">{t("fallbackNote")}</p> : null}
      <div lang={body.lang} className="space-y-2 text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_p]:my-2" dangerouslySetInnerHTML={{ __html: sanitizeRichText(body.text) }} />
      {mayEditHelp(user) ? (
        <p>
          <Link href={`/app/documentationTopic/edit/${row.id}`} className="text-brand-700 underline">
            {t("admin.edit")}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
