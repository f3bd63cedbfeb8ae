import { getTranslations } from "next-intl/server";
import { FaqList, type TFaqItem } from "@/components/pages/faq-list";
import { Actions, PageFrame, infoMetadata } from "@/components/pages/info-page";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;
export const generateMetadata = () => infoMetadata("faq");

type TGroup = { title: string; items: Record<string, { q: string; a: Record<string, string> }> };

/** /questions: the FAQ, grouped by theme, as an accessible disclosure list. */
export default async function QuestionsPage() {
  const t = await getTranslations("pages.faq");
  const groups = Object.entries(t.raw("groups") as Record<string, TGroup>);
  return (
    <PageFrame title={t("title")} intro={t("intro")}>
      {groups.map(([key, group]) => {
        const items: TFaqItem[] = Object.entries(group.items).map(([id, item]) => ({ id: `${key}-${id}`, question: item.q, answer: Object.values(item.a) }));
        return (
          <section key={key} aria-labelledby={`faq-group-${key}`} className="space-y-3">
            <h2 id={`faq-group-${key}`} className="text-xl font-semibold text-slate-900">
              {group.title}
            </h2>
            <FaqList items={items} />
          </section>
        );
      })}
      <section aria-labelledby="faq-more" className="space-y-3">
        <h2 id="faq-more" className="text-xl font-semibold text-slate-900">
          {t("more.title")}
        </h2>
        <p className="text-slate-700">{t("more.body")}</p>
        <Actions
          actions={[
            { href: "/scheduleDemo", label: t("more.demo"), primary: true },
            { href: "/trainings", label: t("more.trainings") },
            { href: "/feedback", label: t("more.ask") },
          ]}
        />
      </section>
    </PageFrame>
  );
}
