import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, ListFilters, type TColumn } from "@/components/ui/data-table";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { requireActor } from "@/lib/auth/current-user";
import { conferenceOptions, feedbackSummary, listFeedback } from "@/lib/conference-feedback/queries";
import { ZFeedbackFilter } from "@/lib/conference-feedback/schemas";
import { formatInstantDate } from "@/lib/i18n/format";
import { safeTimeZone } from "@/lib/users/rules";
import { titleMetadata } from "@/components/ui/page/metadata";
import { firstParams, type TSearchParamsProps } from "@/lib/ui/search-params";
import { PageHeader } from "@/components/ui/page/page-header";
import { PageSection } from "@/components/ui/page/page-section";

export const generateMetadata = titleMetadata("conferenceFeedback.admin");

const hrefOf = (conference: number | undefined, page: number) => {
  const p = new URLSearchParams();
  if (conference) p.set("conference", String(conference));
  if (page > 1) p.set("page", String(page));
  const s = p.toString();
  return s ? `/app/conference_feedback?${s}` : "/app/conference_feedback";
};

/** /app/conference_feedback: what visitors said after each conference, the average rating per conference, CSV export. Admins. */
export default async function ConferenceFeedbackPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("conferenceFeedback");
  if (denied) return denied;
  const { user } = await requireActor();
  const raw = await searchParams;
  const filter = ZFeedbackFilter.parse(firstParams(raw));
  const db = await getDb();
  const [t, locale, page, summary, conferences] = await Promise.all([getTranslations("conferenceFeedback.admin"), getLocale(), listFeedback(db, filter), feedbackSummary(db), conferenceOptions(db)]);
  const zone = safeTimeZone(user.timezone);
  const csv = `/api/v1/conferenceFeedback/csv${filter.conference ? `?conference=${filter.conference}` : ""}`;
  const summaryColumns: TColumn<(typeof summary)[number]>[] = [
    {
      id: "conference",
      header: t("conference"),
      rowHeader: true,
      cell: (s) => (
        <Link href={hrefOf(s.conferenceId, 1)} className="text-brand-700 underline">
          {s.conference}
        </Link>
      ),
    },
    { id: "answers", header: t("answers"), align: "end", className: "tabular-nums", cell: (s) => s.answers },
    { id: "average", header: t("average"), align: "end", className: "tabular-nums", cell: (s) => (s.average === null ? "" : t("averageValue", { value: s.average })) },
  ];
  const columns: TColumn<(typeof page.rows)[number]>[] = [
    { id: "date", header: t("date"), className: "whitespace-nowrap", cell: (r) => formatInstantDate(r.createdAt, locale, zone) },
    { id: "conference", header: t("conference"), cell: (r) => r.conference },
    {
      id: "name",
      header: t("name"),
      cell: (r) => (
        <>
          {r.name || t("anonymous")}
          {r.email ? <span className="block break-all text-xs text-slate-600">{r.email}</span> : null}
        </>
      ),
    },
    { id: "school", header: t("school"), cell: (r) => r.school },
    { id: "rating", header: t("rating"), align: "end", className: "tabular-nums", cell: (r) => t("stars", { n: r.rating }) },
    { id: "comment", header: t("comment"), className: "whitespace-pre-line", cell: (r) => r.comment },
  ];
  return (
    <div className="max-w-6xl space-y-6">
      <PageHeader
        title={t("title")}
        intro={t("intro")}
        actions={
          <a href={csv} className={buttonClass("secondary")} download>
            {t("export")}
          </a>
        }
      />
      <PageSection id="fb-summary" title={t("summary")} className="space-y-2">
        <DataTable columns={summaryColumns} rows={summary} rowKey={(s) => s.conferenceId} caption={t("summary")} empty={t("noSummary")} />
      </PageSection>
      <ListFilters
        base="/app/conference_feedback"
        idPrefix="fb"
        label={t("filter")}
        submitLabel={t("show")}
        clearLabel={t("clear")}
        fields={[
          {
            kind: "select",
            name: "conference",
            label: t("conference"),
            value: filter.conference ? String(filter.conference) : "",
            width: "w-80",
            options: [{ value: "", label: t("allConferences") }, ...conferences.map((c) => ({ value: String(c.id), label: c.name }))],
          },
        ]}
      />
      <DataTable
        columns={columns}
        rows={page.rows}
        rowKey={(r) => r.id}
        caption={t("caption")}
        empty={t("empty")}
        pager={{
          page: page.page,
          pages: page.pages,
          always: true,
          label: t("paging"),
          status: t("pageOf", { page: page.page, pages: page.pages, total: page.total }),
          href: (p) => hrefOf(filter.conference, p),
        }}
      />
    </div>
  );
}
