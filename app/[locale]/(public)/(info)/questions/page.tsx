import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { FaqList, type TFaqItem } from "@/components/pages/faq-list";
import { Actions, PageFrame, infoMetadata } from "@/components/pages/info-page";
import { listPublicFaq } from "@/lib/content/faq-queries";
import { PageSection } from "@/components/ui/page/page-section";

// Read from the faqs table (kept by administrators at /app/faq): rendered on the first request in
// each language, then cached; an administrator's change refreshes it (lib/pages/public-cache.ts).
export const revalidate = 60;
export const generateMetadata = () => infoMetadata("faq");

/** /questions: the FAQ of the visitor's language, grouped by theme, as an accessible disclosure list. */
export default async function QuestionsPage() {
  const t = await getTranslations("pages.faq");
  const groups = await listPublicFaq(await getDb(), await getLocale());
  return (
    <PageFrame title={t("title")} intro={t("intro")}>
      {groups.map((group) => {
        const items: TFaqItem[] = group.items.map((item) => ({ id: `faq-${item.id}`, question: item.question, answer: item.answer }));
        return (
          <section key={group.key} aria-labelledby={`faq-group-${group.key}`} className="space-y-3">
            <h2 id={`faq-group-${group.key}`} className="text-xl font-semibold text-slate-900">
              {group.title}
            </h2>
            <FaqList items={items} />
          </section>
        );
      })}
      <PageSection id="faq-more" title={t("more.title")} className="space-y-3" headingClassName="text-xl font-semibold text-slate-900">
        <p className="text-slate-700">{t("more.body")}</p>
        <Actions
          actions={[
            { href: "/scheduleDemo", label: t("more.demo"), primary: true },
            { href: "/trainings", label: t("more.trainings") },
            { href: "/feedback", label: t("more.ask") },
          ]}
        />
      </PageSection>
    </PageFrame>
  );
}
