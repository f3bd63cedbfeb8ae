import { getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { PbisFilters } from "@/components/pbis/filters";
import { PbisPageHeader } from "@/components/pbis/page-header";
import { PbisRecordsPanel } from "@/components/pbis/records-panel";
import { pbisPage } from "@/lib/pbis/page-data";
import { listPbisRecords } from "@/lib/pbis/queries";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("pbis.records");

/**
 * /app/pbis: behaviour incidents and recognitions of the counselor's students, filtered
 * by student, type and date range; recorded, edited and deleted in a dialog. A manager reads a
 * managed counselor's records (?user=) and changes none.
 */
export default async function PbisPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("pbis");
  if (denied) return denied;
  const ctx = await pbisPage(await searchParams);
  const [t, list] = await Promise.all([getTranslations("pbis"), listPbisRecords(ctx.db, ctx.actor, ctx.filters)]);
  const filtered = !!(ctx.filters.client_id || ctx.filters.type || ctx.filters.from || ctx.filters.to);
  return (
    <div className="max-w-6xl space-y-6">
      <PbisPageHeader ctx={ctx} tab="records" title={t("records.title")} intro={t("records.intro")} />
      <PbisFilters action="/app/pbis" query={ctx.filters} userParam={ctx.subject.isSelf ? null : ctx.subject.userId} students={ctx.students} invalid={ctx.invalid} />
      <p className="text-sm text-slate-600" aria-live="polite">
        {t("records.count", { count: list.data.length })}
      </p>
      <PbisRecordsPanel records={list.data} students={ctx.students} options={ctx.options} today={ctx.today} canWrite={ctx.canWrite} emptyText={filtered ? t("records.noMatch") : t("records.empty")} />
    </div>
  );
}
