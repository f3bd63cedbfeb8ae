import { getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { TopicForm } from "@/components/billing-topics/topic-form";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("billingTopics", "newTitle");

/** /app/billingTopics/new: a new billing topic, added at the end (admins). */
export default async function NewBillingTopicPage() {
  const denied = await guardArea("billingTopics");
  if (denied) return denied;
  const t = await getTranslations("billingTopics");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("newTitle")}</h1>
      <TopicForm />
    </section>
  );
}
