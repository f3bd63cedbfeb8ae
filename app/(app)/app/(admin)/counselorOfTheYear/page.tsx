import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, ListFilters, type TColumn } from "@/components/ui/data-table";
import { AWARD_STATUSES } from "@/db/schema";
import { guardArea } from "@/components/shell/forbidden";
import { AwardActions } from "@/components/admin-lists/award-actions";
import { NominateForm } from "@/components/admin-lists/nominate-form";
import { requireActor } from "@/lib/auth/current-user";
import { currentSchoolYear, listAwards } from "@/lib/admin-lists/awards";
import { displayName } from "@/lib/admin-lists/common";
import { listHref } from "@/lib/lists/params";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("adminLists.awards");

const yearLabel = (y: number) => `${y}-${String((y + 1) % 100).padStart(2, "0")}`;

/** /app/counselorOfTheYear: nominations, finalists and the national winner of each school year (admins). */
export default async function CounselorOfTheYearPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("counselorOfTheYear");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("adminLists.awards");
  const tc = await getTranslations("adminLists.common");
  const now = new Date();
  const { rows, total, filter, years, pages } = await listAwards(await getDb(), user, await searchParams, now);
  const current = currentSchoolYear(user, now);
  const choices = [...new Set([current + 1, current, current - 1, ...years, filter.year])].sort((a, b) => b - a);
  const params = { year: filter.year, state: filter.state, status: filter.status };
  const filtered = Boolean(filter.state || filter.status);
  const columns: TColumn<(typeof rows)[number]>[] = [
    {
      id: "counselor",
      header: t("counselor"),
      rowHeader: true,
      cell: (r) => (
        <>
          <Link href={`/app/users?q=${encodeURIComponent(r.username)}`} className="text-brand-700 underline">
            {displayName(r)}
          </Link>
          {r.status === "winner" ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{t("statuses.winner")}</span> : null}
          <span className="block text-xs font-normal text-slate-600">{[r.schoolName, r.email].filter(Boolean).join(" · ")}</span>
        </>
      ),
    },
    { id: "state", header: t("state"), cell: (r) => r.state },
    { id: "note", header: t("note"), className: "max-w-xs whitespace-pre-line break-words", cell: (r) => r.note },
    { id: "status", header: t("status"), cell: (r) => <AwardActions id={r.id} name={displayName(r)} status={r.status} /> },
  ];
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <ListFilters
        base="/app/counselorOfTheYear"
        idPrefix="coy"
        clearHref={`/app/counselorOfTheYear?year=${filter.year}`}
        filtered={filtered}
        fields={[
          { kind: "select", name: "year", label: t("schoolYear"), value: String(filter.year), options: choices.map((y) => ({ value: String(y), label: yearLabel(y) })) },
          { kind: "search", name: "state", label: t("state"), value: filter.state, maxLength: 2, width: "w-20 uppercase" },
          {
            kind: "select",
            name: "status",
            label: t("status"),
            value: filter.status,
            options: [{ value: "", label: tc("all") }, ...AWARD_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))],
          },
        ]}
      />
      <h2 className="text-lg font-semibold">{t("yearHeading", { year: yearLabel(filter.year), total })}</h2>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ "data-award-row": r.id })}
        caption={t("caption", { year: yearLabel(filter.year) })}
        empty={filtered ? tc("noMatch") : tc("empty")}
        pager={{ page: filter.page, pages, total, always: true, href: (page) => listHref("/app/counselorOfTheYear", { ...params, page }) }}
      />
      <NominateForm years={choices} defaultYear={filter.year} />
    </section>
  );
}
