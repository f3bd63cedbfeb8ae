import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { TopicForm } from "@/components/help-docs/topic-form";
import { guardArea } from "@/components/shell/forbidden";
import { categoryOptions, getTopic, listCategories } from "@/lib/help-docs/queries";
import { ZDocId } from "@/lib/help-docs/schemas";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("helpDocs.admin", "editTitle");

/** /app/documentationTopic/edit/{id}: edit a documentation topic (admins). */
export default async function EditDocumentationTopicPage({ params }: { params: Promise<{ id: string }> }) {
  const denied = await guardArea("documentationTopic");
  if (denied) return denied;
  const id = ZDocId.safeParse((await params).id);
  if (!id.success) notFound();
  const db = await getDb();
  const [t, row, cats] = await Promise.all([getTranslations("helpDocs.admin"), getTopic(db, id.data, { publishedOnly: false }), listCategories(db, { publishedOnly: false })]);
  if (!row) notFound();
  const s = (n: number | null) => (n ? String(n) : "");
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t("editTitle")}</h1>
      <TopicForm
        id={row.id}
        categories={categoryOptions(cats, "en")}
        initial={{
          categoryId: s(row.categoryId),
          subCategoryId: s(row.subCategoryId),
          subSubCategoryId: s(row.subSubCategoryId),
          titleEn: row.titleEn,
          titleIt: row.titleIt,
          titleDe: row.titleDe,
          bodyEn: row.bodyEn,
          bodyIt: row.bodyIt,
          bodyDe: row.bodyDe,
          published: row.published,
        }}
      />
    </div>
  );
}
