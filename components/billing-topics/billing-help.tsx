import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { publishedTopics } from "@/lib/billing-topics/topics";

/** The billing page's help: the published billing topics in the reader's language, as an accordion (native disclosure widgets). */
export async function BillingHelp() {
  const topics = await publishedTopics(await getDb(), await getLocale());
  if (topics.length === 0) return null;
  const t = await getTranslations("billingTopics");
  return (
    <section aria-labelledby="billing-help-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="billing-help-heading" className="mb-3 text-lg font-semibold">
        {t("helpHeading")}
      </h2>
      <div className="divide-y divide-slate-100">
        {topics.map((topic) => (
          <details key={topic.id} className="group py-2">
            <summary className="cursor-pointer list-none rounded py-1 font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
              <span aria-hidden="true" className="mr-2 inline-block transition-transform group-open:rotate-90">
                ›
              </span>
              {topic.question}
            </summary>
            <p className="mt-1 whitespace-pre-line pl-5 text-sm text-slate-700">{topic.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
