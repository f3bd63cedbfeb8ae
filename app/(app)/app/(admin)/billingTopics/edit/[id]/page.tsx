import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { TopicForm } from "@/components/billing-topics/topic-form";
import { requireActor } from "@/lib/auth/current-user";
import { getTopic } from "@/lib/billing-topics/topics";
import { AppError } from "@/lib/http/errors";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("billingTopics", "editTitle");

/** /app/billingTopics/edit/{id}: edit a billing topic (admins). */
export default async function EditBillingTopicPage({ params }: { params: Promise<{ id: string }> }) {
  const denied = await guardArea("billingTopics");
  if (denied) return denied;
  const actor = await requireActor();
  const { user } = actor;
  const t = await getTranslations("billingTopics");
  const row = await getTopic(await getDb(), actor, (await params).id).catch((e) => {
    if (e instanceof AppError || (e as Error)?.name === "ZodError") notFound();
    throw e;
  });
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("editTitle")}</h1>
      <TopicForm
        id={row.id}
        initial={{
          questionEn: row.questionEn,
          answerEn: row.answerEn,
          questionIt: row.questionIt,
          answerIt: row.answerIt,
          questionDe: row.questionDe,
          answerDe: row.answerDe,
          published: row.published,
        }}
      />
    </section>
  );
}
