import { getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { PbisFilters } from "@/components/pbis/filters";
import { PbisFrequencyCharts } from "@/components/pbis/frequency-charts";
import { PbisPageHeader } from "@/components/pbis/page-header";
import { pbisPage } from "@/lib/pbis/page-data";
import { pbisFrequency } from "@/lib/pbis/queries";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("pbis.frequency");

/**
 * /app/pbis/frequencyDistribution (linked from the shell's navigation): how often behaviours happen by
 * behaviour, location, hour of the day and weekday, over a date range (this school year by default),
 * incidents unless recognitions are chosen. Each chart has its table beside it.
 */
export default async function PbisFrequencyPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("pbis");
  if (denied) return denied;
  const ctx = await pbisPage(await searchParams);
  const from = ctx.filters.from ?? ctx.range.from;
  const to = ctx.filters.to ?? ctx.range.to;
  const type = ctx.filters.type ?? "incident";
  const [t, data] = await Promise.all([getTranslations("pbis"), pbisFrequency(ctx.db, ctx.actor, { ...ctx.filters, type, from, to })]);
  return (
    <div className="max-w-6xl space-y-6">
      <PbisPageHeader ctx={ctx} tab="frequency" title={t("frequency.title")} intro={t("frequency.intro")} />
      <PbisFilters
        action="/app/pbis/frequencyDistribution"
        query={{ ...ctx.filters, type, from, to }}
        userParam={ctx.subject.isSelf ? null : ctx.subject.userId}
        students={ctx.students}
        allTypes={false}
        invalid={ctx.invalid}
      />
      <p className="text-sm text-slate-700" aria-live="polite" data-testid="pbis-frequency-total">
        {t("frequency.total", { count: data.total, type })}
      </p>
      {/* No record in the range: the sentence above says so, and four empty charts would say nothing more. */}
      {data.total > 0 ? <PbisFrequencyCharts data={data} /> : null}
    </div>
  );
}
