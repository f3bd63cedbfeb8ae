import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, ListFilters, type TColumn } from "@/components/ui/data-table";
import type { TUserProgram, TUserRow } from "@/db/schema";
import { displayName } from "@/lib/admin-lists/common";
import { listMembers } from "@/lib/admin-lists/programs";
import { formatDate, formatInstantDate } from "@/lib/i18n/format";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
import { EndMembership } from "./end-membership";
import { JoinForm } from "./join-form";
import { listHref } from "@/lib/lists/params";

const BASE: Record<TUserProgram, string> = { evangelist: "/app/evangelist", ambassador: "/app/ambassadorList" };

/** The evangelist or ambassador list: members with school, district, state, since and reach; add and end memberships (admins). */
export async function ProgramPage({ program, user, searchParams }: { program: TUserProgram; user: TUserRow; searchParams: Record<string, string | string[] | undefined> }) {
  const t = await getTranslations("adminLists.programs");
  const tc = await getTranslations("adminLists.common");
  const { rows, total, filter, pages } = await listMembers(await getDb(), user, program, searchParams);
  const locale = await getLocale();
  const zone = safeTimeZone(user.timezone);
  const base = BASE[program];
  const params = { q: filter.q, status: filter.status === "active" ? null : filter.status };
  const filtered = Boolean(filter.q || filter.status !== "active");
  const columns: TColumn<(typeof rows)[number]>[] = [
    {
      id: "member",
      header: t("member"),
      rowHeader: true,
      cell: (r) => (
        <>
          <Link href={`/app/users?q=${encodeURIComponent(r.username)}`} className="text-brand-700 underline">
            {displayName(r)}
          </Link>
          <span className="block text-xs font-normal text-slate-600">{r.email}</span>
        </>
      ),
    },
    { id: "place", header: t("schoolDistrict"), cell: (r) => [r.schoolName, r.district].filter(Boolean).join(" · ") || "—" },
    { id: "state", header: t("state"), cell: (r) => r.state },
    {
      id: "since",
      header: t("since"),
      className: "whitespace-nowrap",
      cell: (r) => (
        <>
          {formatDate(r.since, locale)}
          {r.endedAt ? <span className="block text-xs text-slate-600">{t("endedOn", { date: formatInstantDate(r.endedAt, locale, zone) })}</span> : null}
        </>
      ),
    },
    { id: "reach", header: t("reach"), className: "tabular-nums", cell: (r) => r.reach },
    { id: "note", header: t("note"), className: "max-w-xs whitespace-pre-line break-words", cell: (r) => r.note },
  ];
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t(`${program}.title`)}</h1>
      <p className="text-sm text-slate-600">{t(`${program}.intro`, { total })}</p>
      <p className="text-sm text-slate-600">{t("reachHint")}</p>
      <ListFilters
        base={base}
        idPrefix="prog"
        filtered={filtered}
        fields={[
          { kind: "search", name: "q", label: tc("search"), value: filter.q },
          { kind: "select", name: "status", label: t("status"), value: filter.status, options: (["active", "ended", "all"] as const).map((s) => ({ value: s, label: t(`statuses.${s}`) })) },
        ]}
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ "data-membership": r.id })}
        caption={t(`${program}.caption`)}
        empty={filtered ? tc("noMatch") : tc("empty")}
        actions={{ header: t("end"), cell: (r) => (r.endedAt ? null : <EndMembership program={program} id={r.id} name={displayName(r)} />) }}
        pager={{ page: filter.page, pages, total, always: true, href: (page) => listHref(base, { ...params, page }) }}
      />
      <JoinForm program={program} today={todayIn(zone, new Date())} />
    </section>
  );
}
