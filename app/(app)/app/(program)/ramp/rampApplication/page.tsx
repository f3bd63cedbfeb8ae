import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { orNotFound } from "@/components/program/page-frame";
import { rampGate, withUser } from "@/components/ramp/ramp-frame";
import { RampHeader } from "@/components/ramp/ramp-header";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { buttonClass } from "@/components/ui/button";
import { schoolYearLabel } from "@/lib/program/rules";
import { statusProgress } from "@/lib/ramp/components";
import { rampWorkspace } from "@/lib/ramp/queries";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";
import { PageSection } from "@/components/ui/page/page-section";

export const generateMetadata = titleMetadata("ramp.workspace");

const BAR: Record<string, string> = { generated: "bg-green-600", needsText: "bg-amber-500", missing: "bg-slate-300" };

// /app/ramp/rampApplication[?user_id=]: the RAMP workspace: progress per component,
// the components' table (source, status, self-score, link) and the pack's download.
export default async function Page({ searchParams }: TSearchParamsProps) {
  const search = await searchParams;
  const gate = await rampGate("ramp", search);
  if (!gate.ok) return gate.view;
  const db = await getDb();
  const locale = await getLocale();
  const { subject, rows } = await orNotFound(rampWorkspace(db, await requireActor(), new Date(), locale, gate.userId));
  const [t, tc, ts, tsrc] = await Promise.all([getTranslations("ramp.workspace"), getTranslations("ramp.components"), getTranslations("ramp.status"), getTranslations("ramp.sources")]);
  const self = subject.user.isSelf;
  const link = (path: string) => withUser(path, subject.user.id, self);
  const columns: TColumn<(typeof rows)[number]>[] = [
    { id: "component", header: t("columns.component"), rowHeader: true, className: "font-normal", cell: (r, i) => `${i + 1}. ${tc(`${r.key}.title`)}` },
    { id: "source", header: t("columns.source"), cell: (r) => tsrc(r.source) },
    { id: "status", header: t("columns.status"), cell: (r) => ts(r.status) },
    { id: "score", header: t("columns.score"), className: "tabular-nums", cell: (r) => (r.scored === 0 ? t("notScored") : t("scoreValue", { score: r.score, max: r.max })) },
    {
      id: "link",
      header: t("columns.link"),
      cell: (r) => (
        <Link href={link(`/app/ramp/${r.key}`)} className="text-brand-700 underline" aria-label={t("open", { component: tc(`${r.key}.title`) })}>
          {t("columns.link")}
        </Link>
      ),
    },
  ];
  const ready = rows.filter((r) => r.status === "generated").length;
  return (
    <div className="max-w-5xl space-y-6">
      <RampHeader db={db} actor={gate.actor} subject={subject} title={t("title")} basePath="/app/ramp/rampApplication">
        <a href={self ? "/api/v1/ramp/pack" : `/api/v1/ramp/pack?user_id=${subject.user.id}`} className={buttonClass("primary")} data-testid="ramp-pack-download">
          {t("download")}
        </a>
      </RampHeader>
      <p className="text-slate-700">{t("intro", { year: schoolYearLabel(subject.schoolYear) })}</p>
      <section aria-labelledby="ramp-progress-heading" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="ramp-progress-heading" className="text-lg font-semibold">
            {t("progressHeading")}
          </h2>
          <p className="text-sm font-medium" data-testid="ramp-ready">
            {t("ready", { ready, total: rows.length })}
          </p>
        </div>
        <ul className="space-y-1.5" data-testid="ramp-progress">
          {rows.map((r) => {
            const pct = statusProgress(r.status);
            return (
              <li key={r.key} className="grid grid-cols-[minmax(0,16rem)_1fr_8rem] items-center gap-3 text-sm">
                <span className="truncate">{tc(`${r.key}.title`)}</span>
                <span className="h-3 rounded bg-slate-100" aria-hidden="true">
                  <span className={`block h-3 rounded ${BAR[r.status]}`} style={{ width: `${pct}%` }} />
                </span>
                <span className="tabular-nums">{t("progressValue", { percent: pct, status: ts(r.status) })}</span>
              </li>
            );
          })}
        </ul>
      </section>
      <PageSection id="ramp-table-heading" title={t("tableHeading")} className="space-y-2">
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(r) => r.key}
          caption={t("tableHeading")}
          empty={t("tableHeading")}
          className="w-full"
          tableProps={{ "data-testid": "ramp-components" }}
          rowProps={(r) => ({ "data-status": r.status, "data-testid": `ramp-row-${r.key}` })}
        />
      </PageSection>
      <nav aria-label={t("rubricLinks")} className="flex gap-4 text-sm">
        <Link href={link("/app/rubric")} className="text-brand-700 underline">
          {t("rampRubric")}
        </Link>
        <Link href={link("/app/oscar_rubric")} className="text-brand-700 underline">
          {t("oscarRubric")}
        </Link>
      </nav>
    </div>
  );
}
