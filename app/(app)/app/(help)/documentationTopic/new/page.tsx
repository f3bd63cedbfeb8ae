import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { TopicForm } from "@/components/help-docs/topic-form";
import { guardArea } from "@/components/shell/forbidden";
import { categoryOptions, listCategories } from "@/lib/help-docs/queries";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("helpDocs.admin", "newTitle");

/** /app/documentationTopic/new: a new documentation topic (admins). */
export default async function NewDocumentationTopicPage() {
  const denied = await guardArea("documentationTopic");
  if (denied) return denied;
  const [t, cats] = await Promise.all([getTranslations("helpDocs.admin"), listCategories(await getDb(), { publishedOnly: false })]);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t("newTitle")}</h1>
      <TopicForm id={null} initial={null} categories={categoryOptions(cats, "en")} />
    </div>
  );
}
