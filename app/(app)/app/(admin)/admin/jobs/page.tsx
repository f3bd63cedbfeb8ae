import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { RetryJobButton } from "@/components/jobs/retry-button";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { formatInstantDate } from "@/lib/i18n/format";
import { JOB_STATES, listJobs, type TJobRow, type TJobState } from "@/lib/jobs/admin";
import { firstParam, listHref, parsePage, type TSearchParams } from "@/lib/lists/params";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("admin.jobs");

const STATE_STYLE: Record<TJobState, string> = {
  created: "bg-slate-100 text-slate-800",
  retry: "bg-amber-100 text-amber-900",
  active: "bg-blue-100 text-blue-900",
  completed: "bg-green-100 text-green-800",
  cancelled: "bg-slate-100 text-slate-700",
  failed: "bg-red-100 text-red-800",
};

/** /app/admin/jobs: the background jobs, newest first (queued, running, retrying, failed with their error), with a retry for failed ones. */
export default async function JobsPage({ searchParams }: { searchParams: Promise<TSearchParams> }) {
  const denied = await guardArea("admin");
  if (denied) return denied;
  const actor = await requireActor();
  if (!can(actor.user, "jobs.read")) return <Forbidden />;
  const t = await getTranslations("admin.jobs");
  const raw = await searchParams;
  const page = parsePage(raw);
  const stateParam = firstParam(raw, "state");
  const state = (JOB_STATES as readonly string[]).includes(stateParam ?? "") ? (stateParam as TJobState) : null;
  const { rows, total, pages } = await listJobs(await getDb(), actor, { page, state });
  const locale = await getLocale();
  const when = (d: Date | null) => (d ? `${formatInstantDate(d, locale, "UTC")} ${d.toISOString().slice(11, 16)} UTC` : "—");
  const mayRetry = can(actor.user, "jobs.write");
  const columns: TColumn<TJobRow>[] = [
    { id: "name", header: t("name"), rowHeader: true, className: "break-all", cell: (j) => j.name },
    { id: "state", header: t("state"), cell: (j) => <span className={`rounded px-2 py-0.5 text-xs ${STATE_STYLE[j.state]}`}>{t(`states.${j.state}`)}</span> },
    { id: "retries", header: t("retries"), align: "end", cell: (j) => t("retriesOf", { count: j.retryCount, limit: j.retryLimit }) },
    { id: "created", header: t("created"), hideOnPhone: true, className: "whitespace-nowrap", cell: (j) => when(j.createdOn) },
    { id: "next", header: t("next"), hideOnPhone: true, className: "whitespace-nowrap", cell: (j) => (j.state === "retry" || j.state === "created" ? when(j.startAfter) : when(j.completedOn)) },
    { id: "error", header: t("error"), className: "max-w-md break-words text-red-800", cell: (j) => j.error ?? "" },
  ];
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro", { total })}</p>
      <nav aria-label={t("filter")} className="flex flex-wrap gap-2 text-sm">
        {[null, ...JOB_STATES].map((s) => (
          <a
            key={s ?? "all"}
            href={listHref("/app/admin/jobs", { state: s })}
            aria-current={s === state ? "page" : undefined}
            className={`rounded border px-2 py-1 ${s === state ? "border-slate-800 bg-slate-800 text-white" : "border-slate-300 bg-white"}`}
          >
            {s ? t(`states.${s}`) : t("all")}
          </a>
        ))}
      </nav>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(j) => j.id}
        rowProps={(j) => ({ "data-job-state": j.state, "data-job-name": j.name })}
        caption={t("caption")}
        empty={t("empty")}
        actions={mayRetry ? { header: t("actions"), cell: (j) => (j.state === "failed" ? <RetryJobButton id={j.id} name={j.name} /> : null) } : undefined}
        pager={{ page, pages, total, href: (p) => listHref("/app/admin/jobs", { state, page: p }) }}
      />
    </section>
  );
}
