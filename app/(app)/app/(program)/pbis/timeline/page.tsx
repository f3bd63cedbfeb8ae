import { getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { PbisFilters } from "@/components/pbis/filters";
import { PbisPageHeader } from "@/components/pbis/page-header";
import { PbisRecordsPanel } from "@/components/pbis/records-panel";
import { PbisTimelineChart } from "@/components/pbis/timeline-chart";
import { pbisPage } from "@/lib/pbis/page-data";
import { listPbisRecords, pbisTimeline } from "@/lib/pbis/queries";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("pbis.timeline");

/**
 * /app/pbis/timeline: one student's (or all students') incidents against recognitions per week over
 * a date range (this school year by default), as a chart with its table, and the records below.
 */
export default async function PbisTimelinePage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("pbis");
  if (denied) return denied;
  const ctx = await pbisPage(await searchParams);
  const from = ctx.filters.from ?? ctx.range.from;
  const to = ctx.filters.to ?? ctx.range.to;
  const q = { ...ctx.filters, type: undefined, from, to };
  const [t, weeks, list] = await Promise.all([getTranslations("pbis"), pbisTimeline(ctx.db, ctx.actor, q), listPbisRecords(ctx.db, ctx.actor, q)]);
  return (
    <div className="max-w-6xl space-y-6">
      <PbisPageHeader ctx={ctx} tab="timeline" title={t("timeline.title")} intro={t("timeline.intro")} />
      <PbisFilters
        action="/app/pbis/timeline"
        query={{ ...ctx.filters, from, to }}
        userParam={ctx.subject.isSelf ? null : ctx.subject.userId}
        students={ctx.students}
        withType={false}
        invalid={ctx.invalid}
      />
      <PbisTimelineChart weeks={weeks} />
      <h2 className="text-lg font-semibold">{t("timeline.listTitle")}</h2>
      <PbisRecordsPanel
        records={list.data}
        students={ctx.students}
        options={ctx.options}
        today={ctx.today}
        canWrite={ctx.canWrite}
        studentId={ctx.filters.client_id ?? null}
        emptyText={t("timeline.empty")}
      />
    </div>
  );
}
