import { getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageHeader } from "@/components/ui/page/page-header";
import { LinkRow } from "@/components/ui/page/link-row";

export const generateMetadata = titleMetadata("pbis.guide");

const SECTIONS = ["what", "tiers", "record", "functions", "charts", "decisions", "privacy"] as const;
const LISTS: Partial<Record<(typeof SECTIONS)[number], readonly string[]>> = {
  tiers: ["tier1", "tier2", "tier3"],
  record: ["step1", "step2", "step3", "step4", "step5"],
  charts: ["student", "timeline", "frequency"],
  decisions: ["q1", "q2", "q3", "q4"],
};

/** /app/documentationPbis: the counselor's PBIS guide: the tiers, how to record, what the charts show. */
export default async function PbisGuidePage() {
  const denied = await guardArea("documentationPbis");
  if (denied) return denied;
  const t = await getTranslations("pbis.guide");
  return (
    <article className="max-w-3xl space-y-8" data-testid="pbis-guide">
      <PageHeader title={t("title")} intro={t("intro")} introClassName="text-slate-700" />
      <nav aria-label={t("contents")} className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-2 text-sm font-semibold text-slate-800">{t("contents")}</h2>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {SECTIONS.map((s) => (
            <li key={s}>
              <a href={`#${s}`} className="text-brand-700 underline">
                {t(`${s}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map((s) => (
        <section key={s} id={s} aria-labelledby={`${s}-title`} className="space-y-3">
          <h2 id={`${s}-title`} className="text-xl font-semibold">
            {t(`${s}.title`)}
          </h2>
          <p className="text-slate-800">{t(`${s}.body`)}</p>
          {LISTS[s] ? (
            <ul className="list-disc space-y-2 pl-5 text-slate-800">
              {LISTS[s]!.map((item) => (
                <li key={item}>
                  <strong>{t(`${s}.items.${item}.name`)}</strong> {t(`${s}.items.${item}.text`)}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <LinkRow
        as="p"
        className="flex flex-wrap gap-4 text-sm"
        links={[
          { href: "/app/pbis", label: t("links.records"), className: "text-brand-700 underline" },
          { href: "/app/pbis/frequencyDistribution", label: t("links.frequency"), className: "text-brand-700 underline" },
          { href: "/app/pbis/timeline", label: t("links.timeline"), className: "text-brand-700 underline" },
        ]}
      />
    </article>
  );
}
